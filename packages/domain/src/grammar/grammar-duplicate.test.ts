import { describe, expect, it } from 'vitest';
import { grammarPayloadToContent } from './grammar-content.ts';
import { duplicateExerciseMessage, grammarIdentity } from './grammar-duplicate.ts';

describe('grammar exercise identity (issue #20 duplicates)', () => {
  it('is the sentence and the answer, not the explanation or tags', () => {
    const a = grammarPayloadToContent('CASE_PRACTICE', {
      sentence: 'Ma elan _____.',
      targetWord: 'Tallinn',
      correctAnswer: 'Tallinnas',
      explanation: 'one',
    });
    const b = { ...a, explanation: 'another' };
    expect(grammarIdentity('CASE_PRACTICE', a)).toEqual(grammarIdentity('CASE_PRACTICE', b));
    expect(grammarIdentity('CASE_PRACTICE', a)).toEqual([
      ['sentence', 'Ma elan _____.'],
      ['case_correct_answer', 'Tallinnas'],
    ]);
    expect(grammarIdentity('CASE_PRACTICE', { ...a, case_correct_answer: 'Tallinna' })).not.toEqual(
      grammarIdentity('CASE_PRACTICE', a),
    );
  });
  it('keeps lists (word order) as they are', () => {
    const c = grammarPayloadToContent('SENTENCE_CONSTRUCTION', {
      words: ['Ma', 'elan'],
      correctOrders: [[0, 1]],
    });
    expect(grammarIdentity('SENTENCE_CONSTRUCTION', c)[0]).toEqual(['words', ['Ma', 'elan']]);
  });
  it('names the existing exercise and the way out', () => {
    expect(duplicateExerciseMessage(12)).toMatch(/already exists \(#12\).*Create anyway/);
  });
});
