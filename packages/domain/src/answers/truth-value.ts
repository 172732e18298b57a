import type { Judgement } from './judge.ts';
import { normaliseAnswer } from './normalize.ts';

const TRUE_WORDS = new Set(['true', 'tõene', 'õige', 'jah', 'yes', 'tõsi']);
const FALSE_WORDS = new Set(['false', 'väär', 'vale', 'ei', 'no']);

/** True, false, or null for a word that is neither (Estonian and English words for true and false). */
export function truthValue(s: string): boolean | null {
  const n = normaliseAnswer(s);
  if (TRUE_WORDS.has(n)) return true;
  if (FALSE_WORDS.has(n)) return false;
  return null;
}

/** A true/false answer against its key: any word for the same truth value is correct. */
export function judgeTruthValue(keys: string[], given: string): Judgement {
  const expected = keys[0] ?? '';
  const want = truthValue(expected);
  const got = truthValue(given);
  const same =
    want !== null && got !== null ? want === got : normaliseAnswer(given) === normaliseAnswer(expected);
  return same && normaliseAnswer(given) !== ''
    ? { verdict: 'correct', expected, matched: expected, accepted: keys }
    : { verdict: 'wrong', expected, accepted: keys };
}
