import { taggedNumber } from '../morphology/case-practice-check.ts';

/** An enum value as words in running text: `PLURAL_NOMINATIVE` → "plural nominative"; nothing → "". */
const inWords = (value: string | null | undefined) => (value ?? '').toLowerCase().replace(/_/g, ' ');

/** Words after which the gap holds a negative form: `ma ei _____` (saa), `ära _____` (mine). */
const NEGATOR_BEFORE_GAP = /(?:^|[\s„"(])(?:ei|ära|ärge|ärgem|ärgu)\s+_{3,}/iu;

/**
 * How a verb-conjugation task names the form to type: its target form in words ("present", "past", "perfect"), and
 * "negative" before it when the gap follows a negator. An item of `saama` for mina, PRESENT, in "Vabandust, ma ei
 * _____ sellest aru." wants `saa`; told only "present", a learner types `saan`.
 */
export function verbTaskForm(
  targetForm: string | null | undefined,
  context: string | null | undefined,
): string {
  const form = inWords(targetForm);
  if (!form || !NEGATOR_BEFORE_GAP.test(context ?? '')) return form;
  return `negative ${form}`;
}

/**
 * How a case practice names the form to choose: its case, and the number its tags give ("nominative plural"). In
 * "Minu _____ elavad Tartus." the options hold `õde` and `õed`, both nominatives: told only "nominative", a learner
 * can pick either.
 */
export function caseTaskLabel(correctCase: string | null | undefined, tags: readonly string[] = []): string {
  const kase = inWords(correctCase);
  const number = taggedNumber(tags);
  return kase && number ? `${kase} ${inWords(number)}` : kase;
}
