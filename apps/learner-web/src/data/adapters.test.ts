import { describe, expect, it } from 'vitest';
import { toClozeCard } from './adapters.ts';
import type { DailyItem } from './types.ts';

const item = (progress: Partial<DailyItem['user_progress']>): DailyItem => ({
  userVocabularyCardId: 7,
  vocabularyCard: {
    id: 3,
    form: ' olen ',
    case_form: null,
    verb_form: 'PRESENT',
    practice_context: 'Tere, ma {} Mari.',
    practice_context_translation: 'Hello, I am Mari.',
  },
  word: { word: 'olema', definition: null, translation: 'to be', level: 'A0', word_type: 'VERB' },
  user_progress: { repetitions: 0, review_count: 0, interval: 0, next_review: null, ...progress },
});

describe('toClozeCard', () => {
  it('badges a card by its reviews: a card missed yesterday (repetitions 0 again) is not a new word', () => {
    expect(toClozeCard(item({ repetitions: 0, review_count: 4 })).reviewCount).toBe(4);
    expect(toClozeCard(item({})).reviewCount).toBe(0);
  });

  it("carries the card's accepted alternatives, none for an item of a plan stored before they were sent", () => {
    const withAlternatives = item({});
    withAlternatives.vocabularyCard.alternatives = ['olengi'];
    expect(toClozeCard(withAlternatives).alternatives).toEqual(['olengi']);
    expect(toClozeCard(item({})).alternatives).toEqual([]);
  });

  it('takes the form to type without surrounding spaces', () => {
    expect(toClozeCard(item({})).answer).toBe('olen');
  });
});
