// Every generated form of every lexicon lemma, spell-checked against the strict speller (no compounds).
import {
  type ExplicitParadigms,
  isInvariableWordType,
  type LexiconLemma,
  paradigmOf,
} from '@keelerada/domain';
import type { Allowlist } from '../spelling/allowlist.ts';
import type { Speller } from '../spelling/speller.ts';

export interface FormSpellingResult {
  /** Distinct generated words checked. */
  forms: number;
  /** Generated words the strict speller refuses and no allowlist entry covers, with a lemma that makes them. */
  unknown: Map<string, string>;
  /**
   * Refused by the strict speller but accepted by the lenient one (as a compound). Of a compound lemma these pass
   * (the lemma itself is a compound); of a simple lemma they fail (raamat → raamatutt is raamat + utt).
   */
  lenientOnly: Set<string>;
  allowlisted: Set<string>;
  /** Allowlist entries that no generated form needs. */
  unused: string[];
}

/**
 * The words of every paradigm, each with the first lemma that generates it. Of a multi-word cell (ei loe, olen
 * lugenud, ärge lugege) only the lemma's own word, the last, is checked: the auxiliaries are olema's and the
 * negation's, not this lemma's. An invariable word (an adverb, conjunction …) is its one word.
 */
export function generatedWords(
  lemmas: readonly LexiconLemma[],
  explicit: ExplicitParadigms,
): Map<string, string> {
  const words = new Map<string, string>();
  for (const l of lemmas) {
    if (isInvariableWordType(l.wordType) && !words.has(l.lemma)) words.set(l.lemma, l.lemma);
    for (const cell of paradigmOf(l, explicit)) {
      const w = cell.form.split(' ').at(-1)!;
      if (!words.has(w)) words.set(w, l.lemma);
    }
  }
  return words;
}

/** The first part of a compound whose rest the strict speller knows (raudtee → raud + tee), or null. */
function compoundPrefix(lemma: string, strict: Speller): string | null {
  for (let i = 2; i <= lemma.length - 2; i++) if (strict.correct(lemma.slice(i))) return lemma.slice(0, i);
  return null;
}

/**
 * Whether the strict speller accepts a generated word: directly, or — for a compound lemma the strict speller does
 * not know (raudtee) — as the lemma's first part + a word it knows (raud + teele).
 */
function strictlyAccepted(word: string, lemma: string, strict: Speller): boolean {
  if (strict.correct(word)) return true;
  if (strict.correct(lemma)) return false;
  const prefix = compoundPrefix(lemma, strict);
  return prefix !== null && word.startsWith(prefix) && strict.correct(word.slice(prefix.length));
}

export function spellForms(
  words: Map<string, string>,
  strict: Speller,
  lenient: Speller,
  allowlist: Allowlist,
): FormSpellingResult {
  const result: FormSpellingResult = {
    forms: words.size,
    unknown: new Map(),
    lenientOnly: new Set(),
    allowlisted: new Set(),
    unused: [],
  };
  for (const [word, lemma] of words) {
    if (strictlyAccepted(word, lemma, strict)) continue;
    if (lenient.correct(word)) {
      result.lenientOnly.add(word);
      if (!strict.correct(lemma)) continue;
    }
    if (allowlist.byToken.has(word)) result.allowlisted.add(word);
    else result.unknown.set(word, lemma);
  }
  result.unused = allowlist.entries
    .filter((e) => !result.allowlisted.has(e.token))
    .map((e) => `${e.source}: ${e.token}`);
  return result;
}
