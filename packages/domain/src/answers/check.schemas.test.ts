import { describe, expect, it } from 'vitest';
import { grammarCheckInput, vocabularyCheckInput } from './check.schemas.ts';

describe('check inputs', () => {
  it('takes a card id and a text answer', () => {
    expect(vocabularyCheckInput.parse({ userVocabularyCardId: 3, answer: 'sober' })).toEqual({
      userVocabularyCardId: 3,
      answer: 'sober',
    });
  });
  it('refuses a missing answer or a bad id with a message a person can act on', () => {
    expect(vocabularyCheckInput.safeParse({ userVocabularyCardId: 3 }).error?.issues[0]?.message).toBe(
      'answer must be text.',
    );
    expect(
      vocabularyCheckInput.safeParse({ userVocabularyCardId: 0, answer: 'x' }).error?.issues[0]?.message,
    ).toBe('userVocabularyCardId must be a positive whole number.');
  });
  it('takes a grammar answer as text or as chosen words', () => {
    expect(grammarCheckInput.parse({ id: '7', answer: ['ma', 'lähen'] })).toEqual({
      id: 7,
      answer: ['ma', 'lähen'],
    });
    expect(grammarCheckInput.safeParse({ id: 7, answer: 5 }).error?.issues[0]?.message).toBe(
      'answer must be text or a list of words.',
    );
  });
});
