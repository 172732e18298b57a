import { taggedNumber } from '../morphology/case-practice-check.ts';

/** An enum value as words in running text: `PLURAL_NOMINATIVE` → "plural nominative"; nothing → "". */
const inWords = (value: string | null | undefined) => (value ?? '').toLowerCase().replace(/_/g, ' ');

/** Words after which the gap holds a negative form: `ma ei _____` (saa), `ära _____` (mine). */
const NEGATOR_BEFORE_GAP = /(?:^|[\s„"(])(?:ei|ära|ärge|ärgem|ärgu)\s+_{3,}/iu;

/**
 * The infinite forms the spec's one INFINITIVE stands for, as items tag them, most specific first: `tegemas` is
 * tagged `ma-infinitive` and `mas-form`, and asks for the mas-form.
 */
export const INFINITE_FORM_TAGS = [
  'mas-form',
  'mast-form',
  'maks-form',
  'mata-form',
  'des-form',
  'ma-infinitive',
  'da-infinitive',
] as const;

/**
 * How a verb-conjugation task names the form to type: its target form in words ("present", "past", "perfect"), and
 * "negative" before it when the gap follows a negator. An item of `saama` for mina, PRESENT, in "Vabandust, ma ei
 * _____ sellest aru." wants `saa`; told only "present", a learner types `saan`. An INFINITIVE names the infinite
 * form its tags give: "Ema on köögis süüa _____." wants `tegemas`, which no learner types when told "infinitive".
 */
export function verbTaskForm(
  targetForm: string | null | undefined,
  context: string | null | undefined,
  tags: readonly string[] = [],
): string {
  if (targetForm === 'INFINITIVE') return INFINITE_FORM_TAGS.find((t) => tags.includes(t)) ?? 'infinitive';
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
