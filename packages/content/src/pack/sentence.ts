// Small text rules shared by the schemas: gaps, filled-in sentences, word counts. Whether a text holds its one gap is
// the domain's gapProblem (validation/item-rules.ts), which the admin applies too.

/** The gap in a vocabulary card's practice context. */
export const CARD_GAP = '___';
/** The gap in a case-practice sentence or a verb-conjugation context. */
export const EXERCISE_GAP = '_____';

const OPENERS = '„“"«‹([{¿¡‚‘\'–—-';
const CLOSERS = '“”"»›)]}’\'';

/** True when position `index` begins a sentence (only spaces and opening quotes since the last . ! ? …). */
export function isSentenceStart(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const c = text[i] as string;
    if (c === ' ' || OPENERS.includes(c)) continue;
    return /[.!?…]/.test(c);
  }
  return true;
}

/** Why the text has a doubled full stop ("pärast.." or ". ."; an ellipsis "..." is fine), or null. */
export function doubledStopProblem(text: string): string | null {
  const m = /(?<!\.)\.\s*\.(?!\.)/.exec(text);
  return m
    ? `has a doubled full stop ("${text.slice(Math.max(0, m.index - 12), m.index + m[0].length)}")`
    : null;
}

/** Why the text is not a sentence (capital or digit first, end punctuation last), or null. */
export function sentenceProblem(text: string): string | null {
  if (text !== text.trim()) return 'has leading or trailing spaces';
  if (/\s{2,}/.test(text)) return 'has a double space';
  const doubled = doubledStopProblem(text);
  if (doubled) return doubled;
  let i = 0;
  while (i < text.length && OPENERS.includes(text[i] as string)) i++;
  const first = text[i];
  if (first === undefined) return 'is empty';
  if (!/[\p{Lu}\p{N}]/u.test(first)) return `must begin with a capital letter, not "${first}"`;
  let j = text.length - 1;
  while (j > i && CLOSERS.includes(text[j] as string)) j--;
  if (!/[.!?…]/.test(text[j] as string)) return 'must end with . ! ? or …';
  return null;
}

/** Why `form` cannot fill the gap of `text` so that it reads as a sentence, or null. */
export function filledProblem(text: string, gap: string, form: string, word: string): string | null {
  if (form.includes('_')) return 'must not contain underscores';
  if (!/^[\p{L}\p{N}](?:.*[\p{L}\p{N}])?$/u.test(form)) return 'must begin and end with a letter or digit';
  const at = text.indexOf(gap);
  const startsSentence = isSentenceStart(text, at);
  const capital = /^\p{Lu}/u.test(form);
  if (startsSentence && !capital && /^\p{Ll}/u.test(form))
    return 'begins the sentence, so it must be capitalised';
  if (!startsSentence && capital && !/^\p{Lu}/u.test(word))
    return `is capitalised in the middle of the sentence but "${word}" is not a name`;
  const problem = sentenceProblem(text.replace(gap, form));
  return problem ? `filled in, the sentence ${problem}` : null;
}

/** Words of a sentence: whitespace-separated chunks holding a letter, digit or gap. */
export function sentenceWords(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}_]/u.test(w));
}

/** A word without the punctuation around it. */
export function bareWord(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** Words of running text (reading texts), numbers included. */
export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? []).length;
}

/** Comparison key for answers and options: trimmed, lower-cased. */
export const answerKey = (s: string): string => s.trim().toLocaleLowerCase('et');
