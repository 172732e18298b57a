import { describe, expect, it } from 'vitest';
import { grammarFields, toGrammarExercise } from './grammar-exercise.ts';

const row = {
  id: 7,
  level: 'A11',
  difficulty: 'BEGINNER',
  tags: '["cases","inessive"]',
  created_at: new Date('2026-01-01T00:00:00Z'),
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('toGrammarExercise', () => {
  it('sends the common fields and the case-practice fields with sorted options', () => {
    const ex = toGrammarExercise({
      ...row,
      type: 'CASE_PRACTICE',
      content: {
        sentence: 'Ma elan suures _____.',
        target_word: 'maja',
        correct_case: 'INESSIVE',
        case_correct_answer: 'majas',
        case_distractors: 'majja, majast, maja',
        explanation: 'Inessive: in.',
        case_translation: 'I live in a big house.',
      },
    });
    expect(ex).toEqual({
      id: 7,
      type: 'CASE_PRACTICE',
      level: 'A11',
      difficulty: 'BEGINNER',
      tags: ['cases', 'inessive'],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      sentence: 'Ma elan suures _____.',
      target_word: 'maja',
      correct_case: 'INESSIVE',
      case_correct_answer: 'majas',
      case_distractors: ['majja', 'majast', 'maja'],
      explanation: 'Inessive: in.',
      case_translation: 'I live in a big house.',
      options: ['maja', 'majas', 'majast', 'majja'],
    });
  });

  it('parses content stored as a JSON string', () => {
    const ex = toGrammarExercise({
      ...row,
      type: 'SENTENCE_CONSTRUCTION',
      content: JSON.stringify({ words: 'Ma, lähen, koju', correct_orders: '[[0,1,2]]', focus: 'word order' }),
    });
    expect(ex).toMatchObject({
      words: ['Ma', 'lähen', 'koju'],
      correct_orders: [[0, 1, 2]],
      focus: 'word order',
    });
  });

  it('gives every type its own fields', () => {
    expect(Object.keys(grammarFields('VERB_CONJUGATION', {})).sort()).toEqual(
      [
        'type',
        'verb',
        'verb_translation',
        'subject',
        'target_form',
        'verb_correct_answer',
        'context',
        'context_translation',
      ].sort(),
    );
    expect(grammarFields('VERB_CONJUGATION', {})).toMatchObject({ target_form: 'PRESENT' });
    expect(
      grammarFields('ERROR_CORRECTION', {
        errors: '[{"position":2,"type":"case_error","correction":"kooli"},{"type":"weird","correction":"x"}]',
      }),
    ).toMatchObject({
      errors: [
        { position: 2, type: 'case_error', correction: 'kooli' },
        { type: 'other', correction: 'x' },
      ],
    });
    expect(grammarFields('TRANSLATION', { hints: '["a","b"]', focus_grammar: 'cases, verbs' })).toMatchObject(
      {
        hints: ['a', 'b'],
        focus_grammar: ['cases', 'verbs'],
      },
    );
  });

  it('turns an unknown type into an empty case practice with NOMINATIVE', () => {
    expect(grammarFields('LISTENING', { whatever: 1 })).toEqual({
      type: 'CASE_PRACTICE',
      sentence: '',
      target_word: '',
      correct_case: 'NOMINATIVE',
      case_correct_answer: '',
      case_distractors: [],
      explanation: '',
      case_translation: '',
      options: [],
    });
  });
});
