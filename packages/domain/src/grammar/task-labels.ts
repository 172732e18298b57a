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

/** The participles the spec's one PARTICIPLE stands for, as items tag them. */
export const PARTICIPLE_FORM_TAGS = [
  'tud-participle',
  'nud-participle',
  'v-participle',
  'tav-participle',
] as const;

/**
 * Whether an item asks for an impersonal form (`avati`, `ehitatud`): tagged `impersonal` or `impersonal <form>`
 * (`impersonal past`), or a tud-participle, the impersonal participle. Such a form has no person: the noun in the
 * sentence (`Eile _____ linnas uus sild.`) is what is acted on, not a subject to conjugate for.
 */
export function isImpersonalTask(
  targetForm: string | null | undefined,
  tags: readonly string[] = [],
): boolean {
  if (tags.some((t) => t === 'impersonal' || t.startsWith('impersonal '))) return true;
  return targetForm === 'PARTICIPLE' && tags.includes('tud-participle');
}

/**
 * How a verb-conjugation task names the form to type: its target form in words ("present", "past", "perfect"),
 * "impersonal" before a finite form the item asks for without a person (`Eile _____ linnas uus sild.` wants `avati`,
 * the impersonal past; told "past", a learner types `avas`), and "negative" before it when the gap follows a negator.
 * An item of `saama` for mina, PRESENT, in "Vabandust, ma ei _____ sellest aru." wants `saa`; told only "present", a
 * learner types `saan`. An INFINITIVE names the infinite form its tags give: "Ema on köögis süüa _____." wants
 * `tegemas`, which no learner types when told "infinitive"; a PARTICIPLE the participle its tags give
 * (`tud-participle`: `ehitatud`, not `ehitanud`).
 */
export function verbTaskForm(
  targetForm: string | null | undefined,
  context: string | null | undefined,
  tags: readonly string[] = [],
): string {
  if (targetForm === 'INFINITIVE') return INFINITE_FORM_TAGS.find((t) => tags.includes(t)) ?? 'infinitive';
  if (targetForm === 'PARTICIPLE') return PARTICIPLE_FORM_TAGS.find((t) => tags.includes(t)) ?? 'participle';
  const named = inWords(targetForm);
  if (!named) return named;
  const form = isImpersonalTask(targetForm, tags) ? `impersonal ${named}` : named;
  if (!NEGATOR_BEFORE_GAP.test(context ?? '')) return form;
  return `negative ${form}`;
}

/**
 * Whom a verb-conjugation task conjugates for: the item's subject, or null for an impersonal task (see
 * `isImpersonalTask`), whose noun is not a subject — "Conjugate avama (to open) — impersonal past", not "for sild".
 */
export function verbTaskSubject(
  subject: string | null | undefined,
  targetForm: string | null | undefined,
  tags: readonly string[] = [],
): string | null {
  const s = (subject ?? '').trim();
  return s && !isImpersonalTask(targetForm, tags) ? s : null;
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
