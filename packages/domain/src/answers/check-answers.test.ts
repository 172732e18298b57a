import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedSentences,
  caseOptions,
  checkCasePractice,
  checkErrorCorrection,
  checkSentenceConstruction,
  checkTranslation,
  checkVerbConjugation,
  checkVocabularyAnswer,
  correctedWords,
} from './check-answers.ts';

describe('vocabulary and verb answers', () => {
  it('compare trimmed and case-insensitive', () => {
    expect(checkVocabularyAnswer('  Majja ', 'majja')).toBe(true);
    expect(checkVocabularyAnswer('majas', 'majja')).toBe(false);
    expect(checkVocabularyAnswer('', 'majja')).toBe(false);
    expect(checkVerbConjugation('LOEN', 'loen')).toBe(true);
    expect(checkVerbConjugation('loed', 'loen')).toBe(false);
    expect(checkCasePractice(' Majas', 'majas')).toBe(true);
  });
});

describe('error correction', () => {
  const wrong = 'Ma elan Tallinn.';
  const right = 'Ma elan Tallinnas.';

  it('accepts the corrected sentence regardless of case, spacing and punctuation', () => {
    expect(checkErrorCorrection('ma elan tallinnas', wrong, right)).toBe(true);
    expect(checkErrorCorrection('  MA ELAN TALLINNAS!! ', wrong, right)).toBe(true);
  });

  it('accepts only the corrected word', () => {
    expect(correctedWords(wrong, right)).toEqual(['tallinnas']);
    expect(checkErrorCorrection('Tallinnas', wrong, right)).toBe(true);
  });

  it('refuses the unchanged sentence and other words', () => {
    expect(checkErrorCorrection(wrong, wrong, right)).toBe(false);
    expect(checkErrorCorrection('Tartus', wrong, right)).toBe(false);
    expect(checkErrorCorrection('', wrong, right)).toBe(false);
    expect(checkErrorCorrection(null, wrong, right)).toBe(false);
  });

  it('needs the full sentence when the error is word order', () => {
    const w = 'Koju ma lähen täna.';
    const r = 'Ma lähen täna koju.';
    expect(correctedWords(w, r)).toEqual([]);
    expect(checkErrorCorrection('koju', w, r)).toBe(false);
    expect(checkErrorCorrection('Ma lähen täna koju', w, r)).toBe(true);
  });

  it('always accepts the correct sentence itself, however it is punctuated (property)', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abdeiklmnoprstuvõäöü'.split('')),
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('.', '!', '?', ''),
        (ws, p) => {
          const correct = `${ws.join(' ')}.`;
          expect(checkErrorCorrection(`${ws.join(' ').toUpperCase()}${p}`, 'x y z', correct)).toBe(true);
        },
      ),
    );
  });
});

describe('sentence construction', () => {
  const words = ['Ma', 'lähen', 'täna', 'koju'];
  const orders = [
    [0, 1, 2, 3],
    ['Täna', 'lähen', 'ma', 'koju'],
  ];

  it('accepts any accepted order, given as indexes or as words', () => {
    expect(checkSentenceConstruction(['Ma', 'lähen', 'täna', 'koju'], words, orders)).toBe(true);
    expect(checkSentenceConstruction(['Täna', 'lähen', 'ma', 'koju'], words, orders)).toBe(true);
    expect(checkSentenceConstruction('täna lähen ma koju.', words, orders)).toBe(true);
  });

  it('refuses other orders and empty answers', () => {
    expect(checkSentenceConstruction(['koju', 'Ma', 'lähen', 'täna'], words, orders)).toBe(false);
    expect(checkSentenceConstruction([], words, orders)).toBe(false);
    expect(checkSentenceConstruction(null, words, orders)).toBe(false);
  });

  it('reads words and orders from JSON strings and comma strings', () => {
    expect(checkSentenceConstruction('Ma lähen täna koju', 'Ma, lähen, täna, koju', '[[0,1,2,3]]')).toBe(
      true,
    );
    expect(acceptedSentences('["Ma","lähen","täna","koju"]', JSON.stringify(orders))).toEqual([
      'Ma lähen täna koju',
      'Täna lähen ma koju',
    ]);
  });

  it('falls back to the words in their given order when no orders are stored', () => {
    expect(acceptedSentences(words, [])).toEqual(['Ma lähen täna koju']);
  });

  it('ignores punctuation attached to the chosen words (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('.', ',', '!', '?'), fc.integer({ min: 0, max: 3 }), (p, i) => {
        const answer = [...words];
        answer[i] = `${answer[i]}${p}`;
        expect(checkSentenceConstruction(answer, words, orders)).toBe(true);
      }),
    );
  });
});

describe('case practice options', () => {
  it('are the answer plus the distractors, trimmed and sorted', () => {
    expect(caseOptions('majas', ' majja , majast,maja ')).toEqual(['maja', 'majas', 'majast', 'majja']);
    expect(caseOptions('majas', ['majja', 'majast', 'maja'])).toEqual(['maja', 'majas', 'majast', 'majja']);
    expect(caseOptions('majas', '["majja","majast"]')).toEqual(['majas', 'majast', 'majja']);
  });

  it('sort Estonian letters after z as the Estonian alphabet does', () => {
    expect(caseOptions('õun', ['zebra', 'ader'])).toEqual(['ader', 'zebra', 'õun']);
  });

  it('always contain the answer exactly once, whatever the distractors (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim().length > 0 && !s.includes(',')),
        fc.array(fc.string().filter((s) => !s.includes(','))),
        (answer, ds) => {
          const opts = caseOptions(answer, ds);
          expect(opts.filter((o) => o === answer.trim())).toHaveLength(1);
          expect([...opts].sort(new Intl.Collator('et').compare)).toEqual(opts);
          expect(opts.every((o) => o === o.trim() && o.length > 0)).toBe(true);
        },
      ),
    );
  });
});

describe('translation', () => {
  it('counts a skip as correct and compares a typed answer without punctuation', () => {
    expect(checkTranslation(null, 'Ma olen kodus.')).toBe(true);
    expect(checkTranslation('  ', 'Ma olen kodus.')).toBe(true);
    expect(checkTranslation('ma olen kodus', 'Ma olen kodus.')).toBe(true);
    expect(checkTranslation('ma olen koolis', 'Ma olen kodus.')).toBe(false);
  });
});
