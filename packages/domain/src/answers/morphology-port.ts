import { type Analyser, wordKey } from '../morphology/analyser.ts';
import type { ParadigmCell } from '../morphology/labels.ts';

/**
 * What the judge needs of a reading: the lemma and the paradigm cell's labels (case + number, or verb form, person
 * and polarity; `variant` `short` for the short illative or conditional) — the morphology's `Reading` fits.
 */
export interface JudgeReading extends Omit<ParadigmCell, 'form'> {
  lemma: string;
}

/**
 * What the judge needs from the morphology: the readings of a surface form and, optionally, a lemma's English gloss.
 * The caller passes the morphology module's analyser (`morphologyOf`); without one the judge still judges, only
 * without naming forms.
 */
export interface Morphology {
  analyse(form: string): JudgeReading[];
  /**
   * The lexicon's invariable words spelt `form` (`kui` 'if, when; than'): no form of anything, so not among
   * `analyse`'s readings, but real words — a near miss of an answer that is one is a different word, not a typo.
   */
  words?(form: string): JudgeReading[];
  gloss?(lemma: string): string | undefined;
  /**
   * Parallel forms of the same cell of `lemma` as `form` (long and short illative `kooli ~ koolisse`); `wanted` (a
   * case or verb form) picks the cell when the form has several readings.
   */
  variants?(form: string, lemma: string, wanted?: string | null): string[];
  /** Every form of `lemma`'s paradigm (to tell a consonant-gradation slip from a typo: `rääkib` for `räägib`). */
  forms?(lemma: string): string[];
}

/** No analyser: every form is unknown. */
export const noMorphology: Morphology = { analyse: () => [] };

/** Words that make a verb form negative (`ei lähe`, `ära mine`): the analyser indexes the word after them. */
const NEGATORS = new Set(['ei', 'ära', 'ärge']);

const sameCell = (a: Omit<ParadigmCell, 'form' | 'variant'>, b: Omit<ParadigmCell, 'form' | 'variant'>) =>
  a.case === b.case &&
  a.number === b.number &&
  a.degree === b.degree &&
  a.verbForm === b.verbForm &&
  a.person === b.person &&
  a.polarity === b.polarity;

/**
 * The judge's view of the lexicon analyser: one word, or a negator and a verb form, read as the analyser reads it;
 * with `paradigm` (a lemma's cells) also the parallel variants of a form.
 */
export function morphologyOf(
  analyser: Pick<Analyser, 'readings'> & Partial<Pick<Analyser, 'lookUp'>>,
  paradigm?: (lemma: string) => ParadigmCell[],
): Morphology {
  const words = (form: string) =>
    (analyser.lookUp?.(form.trim()) ?? []).filter(
      (r) => !r.case && !r.verbForm && !r.number && wordKey(r.lemma) === wordKey(form.trim()),
    );
  const analyse = (form: string): JudgeReading[] => {
    const words = form.trim().split(/\s+/u);
    if (words.length === 1) return analyser.readings(words[0]!);
    if (words.length === 2 && NEGATORS.has(words[0]!.toLocaleLowerCase('et')))
      return analyser.readings(words[1]!).filter((r) => r.polarity === 'NEGATIVE');
    return [];
  };
  const variants = (form: string, lemma: string, wanted?: string | null): string[] => {
    if (!paradigm) return [];
    const want = wanted?.toUpperCase();
    const own = analyse(form).filter(
      (r) => r.lemma === lemma && (!want || r.case === want || r.verbForm === want),
    );
    const key = form.trim().toLocaleLowerCase('et');
    return paradigm(lemma)
      .filter((cell) => own.some((r) => sameCell(r, cell)) && cell.form.toLocaleLowerCase('et') !== key)
      .map((cell) => cell.form);
  };
  return {
    analyse,
    words,
    gloss: (lemma) =>
      [...analyser.readings(lemma), ...words(lemma)].find((r) => r.lemma === lemma)?.translation,
    variants,
    ...(paradigm ? { forms: (lemma: string) => paradigm(lemma).map((cell) => cell.form) } : {}),
  };
}
