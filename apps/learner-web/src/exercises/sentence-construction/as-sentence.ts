import type { Mark } from '@keelerada/domain';

/** The stop a shown word order ends with: a question mark when the item's translation asks a question. */
export function sentenceStop(translation: string | null | undefined): '.' | '?' {
  return translation?.trim().endsWith('?') ? '?' : '.';
}

const capitalised = (s: string) => {
  const [first = '', ...rest] = s;
  return first.toLocaleUpperCase('et') + rest.join('');
};

/**
 * An accepted word order (lower-case words, no punctuation) shown as a sentence: its first letter capitalised and a
 * full stop at the end, or a question mark when `translation` ends with "?". Display only: judging uses the words.
 */
export function asSentence(words: string, translation?: string | null): string {
  const s = words.trim();
  if (s === '') return s;
  return capitalised(s) + (/[.!?]$/u.test(s) ? '' : sentenceStop(translation));
}

/**
 * The same for the order's marks: the first piece capitalised, and the stop as an unmarked piece of its own (never
 * inside the mark of a last word that moved). The pieces still spell `asSentence` of the order.
 */
export function asSentenceMarks(marks: readonly Mark[], translation?: string | null): Mark[] {
  const text = marks.map((m) => m.text).join('');
  if (text.trim() === '') return [...marks];
  const out = marks.map((m, i) => (i === 0 ? { ...m, text: capitalised(m.text) } : { ...m }));
  const sentence = asSentence(text, translation);
  const stop = sentence.slice(text.trimEnd().length);
  if (stop) out.push({ text: stop, changed: false });
  return out;
}
