// Principal forms as a system (issue 18): how many lemmas the lexicon gives principal forms for, and how many nouns,
// adjectives and verbs the vocabulary cards practise in all their principal forms. Pure: records in, counts out.
import { PRONOUN_PARADIGMS } from '@keelerada/domain';
import type { PackLemma, PackLexicon } from './lexicon.ts';

/** Card cells (caseForm + number) a noun or adjective needs cards of: genitive sg, partitive sg, partitive pl. */
export const NOMINAL_PRINCIPAL_CELLS = [
  'GENITIVE SINGULAR',
  'PARTITIVE SINGULAR',
  'PARTITIVE PLURAL',
] as const;
/** What a verb needs cards of: the ma-infinitive, the da-infinitive and a present-tense form. */
export const VERB_PRINCIPAL_FORMS = ['ma-infinitive', 'da-infinitive', 'present'] as const;

export interface PrincipalFormsCounts {
  /**
   * Distinct lemmas of the lexicon whose paradigm the product can generate: a row with principal forms, or (for
   * pronouns and irregular words) an explicit (paradigms.json) or built-in paradigm. Homonym rows (`palk` "salary"
   * and "log") count once. The pack check fails a row with neither, so in a valid pack this is every distinct lemma.
   */
  lemmasWithPrincipalForms: number;
  /** Nouns and adjectives with a card of each of NOMINAL_PRINCIPAL_CELLS. */
  nominalsPractised: number;
  /** Verbs with a card of each of VERB_PRINCIPAL_FORMS. */
  verbsPractised: number;
}

const lower = (s: string | undefined) => (s ?? '').trim().toLocaleLowerCase('et');

/** The da-infinitive variants of each verb lemma (2nd principal-form slot, `~` between parallel forms). */
function daInfinitives(lemmas: readonly PackLemma[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const l of lemmas) {
    if (l.wordType !== 'VERB') continue;
    const da = l.principalForms.split(';')[1]?.split('~') ?? [];
    const set = out.get(l.lemma) ?? new Set<string>();
    for (const f of da) if (f) set.add(lower(f));
    out.set(l.lemma, set);
  }
  return out;
}

/** Which principal forms a card practises (none for other word types and forms). */
function practised(card: Record<string, string>, da: Map<string, Set<string>>): string | null {
  const form = lower(card.form);
  if (card.wordType === 'VERB') {
    if (card.verbForm === 'PRESENT') return 'present';
    if (card.verbForm !== 'INFINITIVE') return null;
    if (form === lower(card.word)) return 'ma-infinitive';
    return da.get(card.word ?? '')?.has(form) ? 'da-infinitive' : null;
  }
  if (card.wordType !== 'NOUN' && card.wordType !== 'ADJECTIVE') return null;
  const cell = `${card.caseForm} ${card.number || 'SINGULAR'}`;
  return (NOMINAL_PRINCIPAL_CELLS as readonly string[]).includes(cell) ? cell : null;
}

export function countPrincipalForms(
  cards: readonly Record<string, string>[],
  { lemmas, explicit }: PackLexicon,
): PrincipalFormsCounts {
  const da = daInfinitives(lemmas);
  const known = new Set(lemmas.map((l) => l.lemma));
  const withForms = lemmas.filter((l) => l.principalForms || explicit[l.lemma] || PRONOUN_PARADIGMS[l.lemma]);
  const seen = new Map<string, Set<string>>();
  for (const card of cards) {
    const what = practised(card, da);
    if (!what || !known.has(card.word ?? '')) continue;
    const key = `${card.wordType === 'VERB' ? 'VERB' : 'NOMINAL'}\u0000${card.word}`;
    seen.set(key, (seen.get(key) ?? new Set()).add(what));
  }
  const complete = (kind: string, need: readonly string[]) =>
    [...seen].filter(([key, have]) => key.startsWith(`${kind}\u0000`) && need.every((n) => have.has(n)))
      .length;
  return {
    lemmasWithPrincipalForms: new Set(withForms.map((l) => l.lemma)).size,
    nominalsPractised: complete('NOMINAL', NOMINAL_PRINCIPAL_CELLS),
    verbsPractised: complete('VERB', VERB_PRINCIPAL_FORMS),
  };
}
