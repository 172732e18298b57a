import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAnswer, normalizeSentence, normalizeText, sameAnswer, sentenceWords } from './normalize.ts';

const estonian = fc.string({
  unit: fc.constantFrom(...'aAbdeEgiIklmnoOprsStuUvõÕäÄöÖüÜšŠžŽ '.split('')),
  maxLength: 30,
});
const padding = fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 4 });
const punctuation = fc.string({ unit: fc.constantFrom(...'.,!?;:"\'()-–«»'.split('')), maxLength: 4 });

describe('normalizeText', () => {
  it('trims, lower-cases and keeps Estonian letters', () => {
    expect(normalizeText('  Õun  ')).toBe('õun');
    expect(normalizeText('ŠOKOLAAD')).toBe('šokolaad');
    expect(normalizeText('Ma  lähen\tkoju')).toBe('ma lähen koju');
  });

  it('treats a decomposed õ like the precomposed one', () => {
    expect(normalizeText('o\u0303un')).toBe(normalizeText('õun'));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normalizeText(normalizeText(s)) === normalizeText(s)));
  });

  it('ignores surrounding whitespace and letter case', () => {
    fc.assert(
      fc.property(estonian, padding, padding, (s, a, b) => {
        expect(normalizeText(`${a}${s.toUpperCase()}${b}`)).toBe(normalizeText(s));
      }),
    );
  });

  it('never leaves leading, trailing or doubled spaces', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = normalizeText(s);
        expect(n).toBe(n.trim());
        expect(n).not.toMatch(/\s\s/);
      }),
    );
  });
});

describe('normalizeSentence', () => {
  it('drops punctuation', () => {
    expect(normalizeSentence('Ma lähen täna koju!')).toBe('ma lähen täna koju');
    expect(normalizeSentence('«Tere», ütles ta.')).toBe('tere ütles ta');
  });

  it('is unchanged by punctuation added around words', () => {
    fc.assert(
      fc.property(
        fc.array(
          estonian.filter((w) => w.trim().length > 0),
          { maxLength: 6 },
        ),
        punctuation,
        (ws, p) => {
          const plain = ws.join(' ');
          const noisy = ws.map((w) => `${w}${p}`).join(' ');
          expect(normalizeSentence(noisy)).toBe(normalizeSentence(plain));
        },
      ),
    );
  });

  it('splits into words without empties', () => {
    expect(sentenceWords('  Tere, maailm!  ')).toEqual(['tere', 'maailm']);
    expect(sentenceWords('...')).toEqual([]);
  });
});

describe('sameAnswer', () => {
  it('accepts any casing and padding of the expected answer', () => {
    fc.assert(
      fc.property(
        estonian.filter((s) => s.trim().length > 0),
        padding,
        (s, p) => {
          expect(sameAnswer(`${p}${s.toUpperCase()}${p}`, s)).toBe(true);
        },
      ),
    );
  });

  it('never accepts an empty expected answer or a missing answer', () => {
    expect(sameAnswer('', '')).toBe(false);
    expect(sameAnswer(null, 'maja')).toBe(false);
    expect(sameAnswer('maja', undefined)).toBe(false);
  });

  it('tells different words apart', () => {
    expect(sameAnswer('majas', 'majja')).toBe(false);
  });
});

describe('normaliseAnswer', () => {
  it('trims, lower-cases, collapses spaces and drops final punctuation', () => {
    expect(normaliseAnswer('  Ma   lähen KOJU.  ')).toBe('ma lähen koju');
    expect(normaliseAnswer('Red!')).toBe('red');
    expect(normaliseAnswer('Kas sa tuled?')).toBe('kas sa tuled');
    expect(normaliseAnswer('«Tere»')).toBe('tere');
  });

  it('makes typographic quotes and dashes plain and puts text in NFC', () => {
    expect(normaliseAnswer('I’m here')).toBe("i'm here");
    expect(normaliseAnswer('1–2')).toBe('1-2');
    expect(normaliseAnswer('so\u0303ber')).toBe('sõber');
  });

  it('keeps inner punctuation', () => {
    expect(normaliseAnswer('Jah, ma tulen.')).toBe('jah, ma tulen');
  });

  it('is idempotent and ignores padding and final punctuation (property)', () => {
    fc.assert(
      fc.property(estonian, padding, fc.constantFrom('', '.', '!', '?', '…'), (s, pad, end) => {
        expect(normaliseAnswer(normaliseAnswer(s))).toBe(normaliseAnswer(s));
        expect(normaliseAnswer(`${pad}${s}${end}${pad}`)).toBe(normaliseAnswer(s));
      }),
    );
  });
});
