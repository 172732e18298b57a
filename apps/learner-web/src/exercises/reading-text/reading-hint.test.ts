import { describe, expect, it } from 'vitest';
import { readingHint } from './reading-hint.ts';

describe('the reading hint', () => {
  it('is one sentence about tapping any word, naming the highlighted words only when the text has some', () => {
    const anyWord = 'Tap any word to see its meaning, dictionary form and grammatical form';
    expect(readingHint(false)).toBe(`${anyWord}.`);
    expect(readingHint(true)).toBe(`${anyWord}; highlighted words are this text’s key words.`);
  });
});
