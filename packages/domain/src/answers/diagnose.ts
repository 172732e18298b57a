import { PERSON_NAMES } from '../morphology/describe.ts';
import type { FormHints } from './form-context.ts';
import type { Morphology, JudgeReading as Reading } from './morphology-port.ts';

export type DiagnosisKind = 'near-miss' | 'other-form' | 'different-word' | 'word-order' | 'wrong';

export interface Diagnosis {
  kind: DiagnosisKind;
  /** Plain English for the learner; forms in backticks. */
  message: string;
  /**
   * What was confused with what, for the learner's weak spots: `inessive ↔ illative`, `present ↔ past`,
   * `1st person singular ↔ 3rd person singular`, `affirmative ↔ negative`, `singular ↔ plural`.
   */
  confusion?: string;
}

const lower = (s: string) => s.toLowerCase();

const PERSONS: Record<string, string> = PERSON_NAMES;

/** English prepositions that render a case, for the "'in the school'" gloss of a form. */
const CASE_PHRASES: Record<string, string> = {
  ILLATIVE: 'into the',
  INESSIVE: 'in the',
  ELATIVE: 'out of the',
  ALLATIVE: 'onto the',
  ADESSIVE: 'on the',
  ABLATIVE: 'off the',
  TRANSLATIVE: 'becoming a',
  TERMINATIVE: 'as far as the',
  ESSIVE: 'as a',
  ABESSIVE: 'without a',
  COMITATIVE: 'with the',
};

/**
 * The reading named for a person: "short illative", "plural inessive", "comparative genitive", "negative present, 1st
 * person singular"; a reading that is only a number (what the readings of an ambiguous form share) "singular".
 */
export function describeReading(r: Reading): string {
  if (!r.case && !r.verbForm && r.number) return lower(r.number);
  const parts: string[] = [];
  if (r.case) {
    const degree = r.degree ? `${lower(r.degree)} ` : '';
    parts.push(
      `${degree}${r.number === 'PLURAL' ? 'plural ' : ''}${r.variant === 'short' ? 'short ' : ''}${lower(r.case)}`,
    );
  }
  if (r.verbForm) {
    const variant = r.variant === 'short' ? 'short ' : '';
    const form = `${r.polarity === 'NEGATIVE' ? 'negative ' : ''}${variant}${lower(r.verbForm)}`;
    parts.push(r.person ? `${form}, ${PERSONS[r.person] ?? r.person}` : form);
  }
  return parts.join(' ') || 'a form';
}

/** The features in which two readings of one lemma differ, as "expected ↔ given" pairs. */
export function confusions(expected: Reading, given: Reading): string[] {
  const out: string[] = [];
  const pair = (a: string | undefined, b: string | undefined, name: (v: string) => string) => {
    if (a && b && a !== b) out.push(`${name(a)} ↔ ${name(b)}`);
  };
  pair(expected.case, given.case, lower);
  pair(expected.number, given.number, lower);
  if (expected.case && given.case) pair(expected.degree ?? 'POSITIVE', given.degree ?? 'POSITIVE', lower);
  pair(expected.verbForm, given.verbForm, lower);
  pair(expected.person, given.person, (p) => PERSONS[p] ?? p);
  pair(expected.polarity, given.polarity, lower);
  return out;
}

/**
 * "'in the school'" for an inessive of a noun glossed "school"; empty when the case has no plain English, when a verb
 * governs the case (`sarnaneb isale` is not "onto the father") and for a plural (the gloss is the singular's).
 */
function formGloss(r: Reading, gloss: string | undefined, governed = false): string {
  const phrase = r.case ? CASE_PHRASES[r.case] : undefined;
  if (!gloss || !phrase || gloss.startsWith('to ') || governed || r.number === 'PLURAL') return '';
  return ` — '${phrase} ${gloss}'`;
}

/** "the genitive (or partitive, short illative)": the first reading, the others in brackets. */
function readingList(readings: Reading[]): string {
  const names = [...new Set(readings.map(describeReading))];
  const [first, ...rest] = names;
  return rest.length ? `the ${first} (or ${rest.join(', ')})` : `the ${first}`;
}

export interface FormTarget extends FormHints {
  /** The accepted form shown to the learner. */
  expected: string;
  lemma: string;
  /** What the exercise asks for (its case or verb form), used to pick among the expected form's readings. */
  wanted?: string;
  gloss?: string;
}

const sameDescription = (a: Reading, b: Reading) => describeReading(a) === describeReading(b);

/**
 * The readings of the expected form the item can need, narrowed by what it says: its case or verb form, a numeral
 * before the gap (partitive singular), its number, the subject's person, a negator. A hint that would leave no
 * reading is not applied. Several readings remain when the item cannot tell (`on` with no subject).
 */
export function expectedReadings(morphology: Morphology, target: FormTarget): Reading[] {
  let readings = morphology.analyse(target.expected).filter((r) => r.lemma === target.lemma);
  const narrow = (keep: (r: Reading) => boolean) => {
    const kept = readings.filter(keep);
    if (kept.length) readings = kept;
  };
  const wanted = target.wanted?.toUpperCase();
  if (wanted) narrow((r) => r.case === wanted || r.verbForm === wanted);
  if (target.numeral) {
    narrow((r) => r.number === 'SINGULAR');
    if (target.numeral.partitive) narrow((r) => r.case === 'PARTITIVE');
  }
  if (target.number) narrow((r) => r.number === target.number);
  if (target.person) narrow((r) => r.person === target.person);
  if (target.polarity) narrow((r) => r.polarity === target.polarity);
  return readings.filter((r, i) => readings.findIndex((x) => sameDescription(x, r)) === i);
}

/** What several readings share (`õde` nominative and partitive singular → the singular), as one reading. */
function sharedReading(readings: Reading[]): Reading {
  const [first, ...rest] = readings;
  const shared: Reading = { lemma: first!.lemma };
  for (const k of ['case', 'number', 'degree', 'verbForm', 'person', 'polarity'] as const)
    if (first![k] !== undefined && rest.every((r) => r[k] === first![k]))
      Object.assign(shared, { [k]: first![k] });
  return shared;
}

/**
 * The reading of the expected form the exercise asks for; when the item cannot tell between several, what they share
 * (only the number, or the tense without a person), so the diagnosis never claims one of them wrongly.
 */
export function expectedReading(morphology: Morphology, target: FormTarget): Reading | undefined {
  const readings = expectedReadings(morphology, target);
  if (readings.length <= 1) return readings[0];
  return sharedReading(readings);
}

/** How many features two readings differ in (the given reading nearest the needed one is the confusion's). */
const distance = (a: Reading, b: Reading) => confusions(a, b).length;

/**
 * When `given` is another form of the expected lemma: which form it is and what the sentence needs.
 * `kooli` for `koolis` → "`kooli` is the genitive (or short illative) of kool. Here you need the inessive, `koolis` —
 * 'in the school'."
 */
export function diagnoseOtherForm(
  morphology: Morphology,
  given: string,
  target: FormTarget,
): Diagnosis | undefined {
  const readings = morphology.analyse(given).filter((r) => r.lemma === target.lemma);
  if (!readings.length) return undefined;
  const candidates = expectedReadings(morphology, target);
  // the same form of the word in another spelling (`mina` for `ma`, `majasse` for `majja`) is not another form
  if (candidates.some((c) => readings.some((r) => sameDescription(r, c)))) return undefined;
  const want = expectedReading(morphology, target);
  const gloss = target.gloss ?? morphology.gloss?.(target.lemma);
  // after kaks, kolm … the noun is in the partitive singular: said when that is what decided the reading
  const numeral =
    want?.case === 'PARTITIVE' && want.number === 'SINGULAR' && target.numeral?.partitive
      ? `: after \`${target.numeral.word}\` the noun is in the partitive singular`
      : '';
  const need =
    want && describeReading(want) !== 'a form'
      ? `Here you need the ${describeReading(want)}, \`${target.expected}\`${formGloss(want, gloss, target.governed)}${numeral}.`
      : `Here you need \`${target.expected}\`.`;
  const nearest = want
    ? readings.reduce((best, r) => (distance(want, r) < distance(want, best) ? r : best), readings[0]!)
    : undefined;
  const confusion = want && nearest ? confusions(want, nearest)[0] : undefined;
  return {
    kind: 'other-form',
    message: `\`${given}\` is ${readingList(readings)} of ${target.lemma}. ${need}`,
    ...(confusion ? { confusion } : {}),
  };
}

/** A different word (or no word): the expected form and its gloss. */
export function diagnoseDifferentWord(morphology: Morphology, given: string, target: FormTarget): Diagnosis {
  const gloss = target.gloss ?? morphology.gloss?.(target.lemma);
  const form = morphology.analyse(given)[0];
  const word = form ? undefined : morphology.words?.(given)[0];
  const other = form ?? word;
  const otherGloss = other ? morphology.gloss?.(other.lemma) : undefined;
  const glossed = otherGloss ? ` ('${otherGloss}')` : '';
  // an invariable word (`kui`) is no form of anything: it is named as the word itself
  const what = form
    ? `\`${given}\` is a form of ${form.lemma}${glossed}, a different word. `
    : word
      ? `\`${given}\` is a different word${glossed}. `
      : '';
  return {
    kind: 'different-word',
    message: `${what}The answer is \`${target.expected}\`${gloss ? `, a form of ${target.lemma} ('${gloss}')` : ''}.`,
  };
}
