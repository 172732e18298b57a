import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distinctIgnoringCase,
  grammarPayloadToContent,
  toOrderList,
  toStringList,
} from './grammar-content.ts';

describe('toStringList', () => {
  it('accepts arrays, JSON strings and comma strings', () => {
    expect(toStringList([' a ', 'b'])).toEqual(['a', 'b']);
    expect(toStringList('["majja","majast"]')).toEqual(['majja', 'majast']);
    expect(toStringList(' majja , majast,maja ')).toEqual(['majja', 'majast', 'maja']);
    expect(toStringList(null)).toEqual([]);
  });
  it('round-trips any list of comma-free words through JSON', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }).filter((s) => s.trim() === s && !s.includes(','))),
        (xs) => {
          expect(toStringList(JSON.stringify(xs))).toEqual(xs);
        },
      ),
    );
  });
  it('parses order lists from JSON strings and ignores junk', () => {
    expect(toOrderList('[[0,1],["ma","lähen"]]')).toEqual([
      [0, 1],
      ['ma', 'lähen'],
    ]);
    expect(toOrderList('not json')).toEqual([]);
  });
});

describe('distinctIgnoringCase', () => {
  it('drops entries that differ only in letter case, keeping the first spelling in order', () => {
    expect(distinctIgnoringCase(['cases', 'illative', 'Cases', 'illative'])).toEqual(['cases', 'illative']);
    expect(distinctIgnoringCase(['Õpik', 'õpik', 'ÕPIK', 'öö'])).toEqual(['Õpik', 'öö']);
  });
});

describe('grammarPayloadToContent', () => {
  it('maps a case-practice payload to the stored snake_case fields', () => {
    expect(
      grammarPayloadToContent('CASE_PRACTICE', {
        sentence: 'Ma elan _____.',
        targetWord: 'maja',
        correctCase: 'INESSIVE',
        correctAnswer: 'majas',
        distractors: 'majja, majast, maja',
        explanation: 'Inessive: in.',
        translation: 'I live in a house.',
      }),
    ).toEqual({
      sentence: 'Ma elan _____.',
      target_word: 'maja',
      correct_case: 'INESSIVE',
      case_correct_answer: 'majas',
      case_distractors: ['majja', 'majast', 'maja'],
      explanation: 'Inessive: in.',
      case_translation: 'I live in a house.',
    });
  });
});
