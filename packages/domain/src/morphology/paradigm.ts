import { comparisonParadigm } from './comparison.ts';
import type { ExplicitParadigm } from './explicit-paradigm.ts';
import { explicitParadigmCells } from './explicit-paradigm.ts';
import { isInvariableWordType, type LexiconWordType, type ParadigmCell } from './labels.ts';
import { nominalParadigm } from './nominal-paradigm.ts';
import { parsePrincipalForms } from './principal-forms.ts';
import { PRONOUN_PARADIGMS } from './pronoun-paradigms.ts';
import { verbParadigm } from './verb-paradigm.ts';

/**
 * A lexicon lemma as the morphology needs it. `principalForms` is the FORMAT.md string (may be empty; always empty
 * for an invariable word: an adverb, adposition, conjunction, particle or interjection).
 */
export interface LexiconLemma {
  lemma: string;
  wordType: LexiconWordType;
  translation: string;
  principalForms: string;
}

/** Explicit paradigms by lemma: the pack's `paradigms.json` entries over the built-in pronouns. */
export type ExplicitParadigms = Record<string, ExplicitParadigm>;

/**
 * The paradigm of a lemma: its explicit paradigm when one exists (the pack's, else a built-in pronoun), otherwise
 * generated from its principal forms (an adjective's with its comparative and superlative cells); empty when it has
 * neither, and for an invariable word (it has no forms but itself: the analyser reads it as such).
 */
export function paradigmOf(entry: LexiconLemma, explicit: ExplicitParadigms = {}): ParadigmCell[] {
  if (isInvariableWordType(entry.wordType)) return [];
  const table = explicit[entry.lemma] ?? PRONOUN_PARADIGMS[entry.lemma];
  if (table && (entry.principalForms.trim() === '' || explicit[entry.lemma]))
    return explicitParadigmCells(table);
  if (entry.principalForms.trim() === '') return [];
  const slots = parsePrincipalForms(entry.principalForms);
  if (entry.wordType === 'VERB') return verbParadigm(slots);
  const positive = nominalParadigm(slots);
  return entry.wordType === 'ADJECTIVE' ? [...positive, ...comparisonParadigm(slots)] : positive;
}
