import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markLetters, markWords } from './diff-marks.ts';

describe('markLetters', () => {
  it('marks the letter that differs', () => {
    expect(markLetters('sõber', 'sober')).toEqual([
      { text: 's', changed: false },
      { text: 'õ', changed: true },
      { text: 'ber', changed: false },
    ]);
  });

  it('marks a letter the learner left out', () => {
    expect(markLetters('koolis', 'kooli')).toEqual([
      { text: 'kooli', changed: false },
      { text: 's', changed: true },
    ]);
  });

  it('always spells out the expected answer and marks nothing when the answer is the same (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (e, g) => {
        expect(
          markLetters(e, g)
            .map((m) => m.text)
            .join(''),
        ).toBe(e);
        expect(markLetters(e, e).some((m) => m.changed)).toBe(false);
      }),
    );
  });
});

describe('markWords', () => {
  it('marks the words that moved', () => {
    const marks = markWords(['Hommikul', 'joon', 'ma', 'kohvi'], ['hommikul', 'ma', 'kohvi', 'joon'], (w) =>
      w.toLowerCase(),
    );
    expect(marks.map((m) => m.text).join('')).toBe('Hommikul joon ma kohvi');
    expect(marks.filter((m) => m.changed).map((m) => m.text.trim())).toEqual(['joon']);
  });
});
