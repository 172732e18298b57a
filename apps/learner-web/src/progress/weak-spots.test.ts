import { describe, expect, it } from 'vitest';
import {
  fromGrammarOnly,
  grammarSpotsLead,
  practiceResultLine,
  weakSpotCards,
  weakSpotLine,
} from './weak-spots.ts';

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
        {
          confusion: 'inessive ↔ illative',
          count: 2,
          grammarAnswers: 0,
          cards: [card(1, 'koolis'), card(2, 'majas')],
        },
        { confusion: 'inessive ↔ genitive', count: 1, grammarAnswers: 0, cards: [card(1, 'koolis')] },
      ],
    });
    expect(cards.map((c) => [c.id, c.answer])).toEqual([
      [1, 'koolis'],
      [2, 'majas'],
    ]);
  });

  // the learner's round 2: three spots, one practised from their words (olen), two from grammar exercises only
  it('practises every spot that has cards and sends the grammar-only spots to Grammar', () => {
    const spots = [
      {
        confusion: '1st person singular ↔ 2nd person singular',
        count: 3,
        grammarAnswers: 1,
        cards: [card(7, 'olen')],
      },
      { confusion: '3rd person plural ↔ 1st person plural', count: 2, grammarAnswers: 2, cards: [] },
      { confusion: 'nominative ↔ genitive', count: 1, grammarAnswers: 1, cards: [] },
    ];
    expect(weakSpotCards({ judged: 40, spots }).map((c) => c.answer)).toEqual(['olen']);
    expect(spots.map(fromGrammarOnly)).toEqual([false, true, true]);
    expect(grammarSpotsLead(spots.filter(fromGrammarOnly).length, spots.length)).toBe(
      '2 of these come from grammar exercises: practise them in',
    );
  });
  it('a spot with no card and no grammar answer is not said to come from grammar', () => {
    expect(fromGrammarOnly({ cards: [], grammarAnswers: 0 })).toBe(false);
  });
  it('words the grammar line for one, some and all of the spots', () => {
    expect(grammarSpotsLead(0, 3)).toBeNull();
    expect(grammarSpotsLead(1, 3)).toBe('1 of these comes from grammar exercises: practise it in');
    expect(grammarSpotsLead(3, 3)).toBe('These come from grammar exercises: practise them in');
    expect(grammarSpotsLead(1, 1)).toBe('This one comes from grammar exercises: practise it in');
  });
  it('ends the practice with the result', () => {
    expect(practiceResultLine(1, 1)).toBe('Practice done: 1 of 1 right.');
    expect(practiceResultLine(2, 5)).toBe('Practice done: 2 of 5 right.');
  });
});
