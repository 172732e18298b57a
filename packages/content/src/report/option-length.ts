// Does the length of a reading question's options give its key away? Counts, per level, per question type and
// overall, the choice questions (MULTIPLE_CHOICE and VOCABULARY_DEFINITION) whose key is strictly the longest option
// (and, the other way round, strictly the shortest), by characters. A learner who always picks the longest option
// should not pass: chance with 3–4 options is 25–33 %.
import { PACK_LEVELS } from '../pack/enums.ts';
import { type JsonFile, jsonItems } from '../pack/pack.ts';

export interface OptionLengthTally {
  /** Choice questions with at least two options and one key among them. */
  questions: number;
  /** Of those, questions whose key is longer than every other option. */
  keyLongest: number;
  /** Of those, questions whose key is shorter than every other option. */
  keyShortest: number;
}

export interface OptionLengthReport extends OptionLengthTally {
  byLevel: Record<string, OptionLengthTally>;
  byType: Record<string, OptionLengthTally>;
}

/** The question types whose learner picks one of the options (TRUE_FALSE's two fixed options are left out). */
export const CHOICE_QUESTION_TYPES = ['MULTIPLE_CHOICE', 'VOCABULARY_DEFINITION'] as const;

export type KeyLength = 'longest' | 'shortest' | 'neither';

/** Where the key's length stands among the options: strictly the longest, strictly the shortest, or neither. */
export function keyLength(options: readonly string[], key: string): KeyLength {
  const others = options.filter((o) => o !== key).map((o) => o.length);
  if (others.length === 0) return 'neither';
  if (key.length > Math.max(...others)) return 'longest';
  if (key.length < Math.min(...others)) return 'shortest';
  return 'neither';
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

const emptyTally = (): OptionLengthTally => ({ questions: 0, keyLongest: 0, keyShortest: 0 });

const tallies = (keys: readonly string[]): Record<string, OptionLengthTally> =>
  Object.fromEntries(keys.map((k) => [k, emptyTally()]));

/** Tallies the choice questions of the reading files (those with a single key that is one of the options). */
export function optionLengthReport(reading: readonly JsonFile[]): OptionLengthReport {
  const total = emptyTally();
  const byLevel = tallies(PACK_LEVELS);
  const byType = tallies(CHOICE_QUESTION_TYPES);
  for (const text of reading.flatMap((f) => jsonItems(f.data))) {
    const level = typeof text.level === 'string' ? text.level : '(none)';
    for (const q of jsonItems(text.readingQuestions ?? [])) {
      const options = strings(q.options);
      const keys = strings(q.correctAnswer);
      const type = typeof q.questionType === 'string' ? q.questionType : '';
      const key = keys.length === 1 ? (keys[0] ?? '') : '';
      const ofType = byType[type];
      if (!ofType || options.length < 2 || !options.includes(key)) continue;
      const where = keyLength(options, key);
      byLevel[level] ??= emptyTally();
      for (const tally of [total, byLevel[level], ofType]) {
        tally.questions += 1;
        if (where === 'longest') tally.keyLongest += 1;
        if (where === 'shortest') tally.keyShortest += 1;
      }
    }
  }
  return { ...total, byLevel, byType };
}
