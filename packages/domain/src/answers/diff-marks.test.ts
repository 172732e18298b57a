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

  it('keeps the spaces around a changed word outside its mark', () => {
    const key = (w: string) => w.toLowerCase().replace(/[.,!?]/g, '');
    expect(markWords(['Sa', 'räägid', 'hästi.'], ['sa', 'raagid', 'hästi'], key)).toEqual([
      { text: 'Sa ', changed: false },
      { text: 'räägid', changed: true },
      { text: ' hästi.', changed: false },
    ]);
    expect(markWords(['räägid', 'hästi'], ['raagid', 'hästi'], key)).toEqual([
      { text: 'räägid', changed: true },
      { text: ' hästi', changed: false },
    ]);
    expect(markWords(['Sa', 'räägid', 'eesti', 'keelt'], ['sa', 'raagid', 'eeti', 'keelt'], key)).toEqual([
      { text: 'Sa ', changed: false },
      { text: 'räägid eesti', changed: true },
      { text: ' keelt', changed: false },
    ]);
  });

  it('spells out the sentence and never starts or ends a mark with a space (property)', () => {
    const word = fc.stringMatching(/^[a-zõäöü]{1,4}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), fc.array(word, { maxLength: 6 }), (e, g) => {
        const marks = markWords(e, g, (w) => w);
        expect(marks.map((m) => m.text).join('')).toBe(e.join(' '));
        for (const m of marks.filter((m) => m.changed)) expect(m.text).toBe(m.text.trim());
      }),
    );
  });
});
