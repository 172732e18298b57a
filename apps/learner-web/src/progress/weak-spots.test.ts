import { describe, expect, it } from 'vitest';
import { weakSpotCards, weakSpotLine } from './weak-spots.ts';

const card = (id: number, form: string) => ({
  id: id + 100,
  userVocabularyCardId: id,
  word: 'kool',
  form,
  translation: 'school',
  definition: null,
  level: 'A11',
  word_type: 'NOUN',
  case_form: 'INESSIVE',
  number: null,
  verb_form: null,
  practice_context: 'Ma olen {}.',
  practice_context_translation: 'I am at school.',
});

describe('weak spots', () => {
  it('says how often the confusion happened among the latest answers', () => {
    expect(weakSpotLine('inessive ↔ illative', 7, 40)).toBe('inessive ↔ illative: 7 of your last 40 answers');
  });
  it('practises each of the learner’s cards once', () => {
    const cards = weakSpotCards({
      judged: 40,
      spots: [
        { confusion: 'inessive ↔ illative', count: 2, cards: [card(1, 'koolis'), card(2, 'majas')] },
        { confusion: 'inessive ↔ genitive', count: 1, cards: [card(1, 'koolis')] },
      ],
    });
    expect(cards.map((c) => [c.id, c.answer])).toEqual([
      [1, 'koolis'],
      [2, 'majas'],
    ]);
  });
});
