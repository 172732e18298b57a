import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearMiss, oneEditApart, withoutDiacritics } from './near-miss.ts';

const word = fc.string({
  unit: fc.constantFrom(...'abdegiklmnoprstuvõäöüšž'.split('')),
  minLength: 2,
  maxLength: 12,
});
const letter = fc.constantFrom(...'abdegiklmnoprstuv'.split(''));

describe('nearMiss', () => {
  it('names a diacritics-only difference', () => {
    expect(nearMiss('sober', 'sõber')).toBe('diacritics');
    expect(nearMiss('uhiselamu', 'ühiselamu')).toBe('diacritics');
    expect(nearMiss('sokolaad', 'šokolaad')).toBe('diacritics');
    expect(nearMiss('zurnaal', 'žurnaal')).toBe('diacritics');
    expect(nearMiss('poor', 'põõr')).toBe('diacritics');
  });

  it('names one inserted, dropped, changed or swapped letter a typo', () => {
    expect(nearMiss('sõbber', 'sõber')).toBe('typo');
    expect(nearMiss('sõbr', 'sõber')).toBe('typo');
    expect(nearMiss('sõbar', 'sõber')).toBe('typo');
    expect(nearMiss('sõebr', 'sõber')).toBe('typo');
  });

  it('takes no typo in a word of two or three letters, where one letter makes another word', () => {
    expect(nearMiss('ma', 'ja')).toBeNull();
    expect(nearMiss('kas', 'kes')).toBeNull();
    expect(nearMiss('jaa', 'ja')).toBeNull();
    expect(nearMiss('oo', 'öö')).toBe('diacritics');
    expect(nearMiss('kaas', 'kaks')).toBe('typo');
  });

  it('takes no typo in a number: another digit is another fact', () => {
    expect(nearMiss('3 tundi', '2 tundi')).toBeNull();
    expect(nearMiss('200 eurot', '100 eurot')).toBeNull();
    expect(nearMiss('20 eurot', '200 eurot')).toBeNull();
    expect(nearMiss('2 tundu', '2 tundi')).toBe('typo');
  });

  it('is null for the same word, an empty answer or two edits', () => {
    expect(nearMiss('sõber', 'sõber')).toBeNull();
    expect(nearMiss('', 'sõber')).toBeNull();
    expect(nearMiss('sbbar', 'sõber')).toBeNull();
    expect(nearMiss('maja', 'sõber')).toBeNull();
  });

  it('finds any word with its diacritics dropped (property)', () => {
    fc.assert(
      fc.property(word, (w) => {
        const plain = withoutDiacritics(w);
        expect(nearMiss(plain, w)).toBe(plain === w ? null : 'diacritics');
      }),
    );
  });

  it('finds every single insertion, deletion and swap (property)', () => {
    fc.assert(
      fc.property(word, letter, fc.nat(), (w, c, n) => {
        const i = n % (w.length + 1);
        const inserted = w.slice(0, i) + c + w.slice(i);
        expect(oneEditApart(inserted, w)).toBe(true);
        expect(oneEditApart(w, inserted)).toBe(true);
        const j = n % (w.length - 1);
        const swapped = w.slice(0, j) + w[j + 1] + w[j] + w.slice(j + 2);
        expect(oneEditApart(swapped, w)).toBe(swapped !== w);
      }),
    );
  });

  it('never calls two different letters appended a near miss (property)', () => {
    fc.assert(fc.property(word, letter, letter, (w, a, b) => oneEditApart(`${w}${a}${b}`, w) === false));
  });
});
