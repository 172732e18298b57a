import { describe, expect, it } from 'vitest';
import { activityTypeLabel, NO_ANSWER, reviewDetails } from './review-details.ts';

const base = { is_correct: false, user_answer: null, correct_answer: null };

describe('session review details', () => {
  it('labels activity types', () => {
    expect(activityTypeLabel('vocabulary')).toBe('Vocabulary Practice');
    expect(activityTypeLabel('reading')).toBe('Reading Comprehension');
    expect(activityTypeLabel('exercise')).toBe('Grammar Exercise');
    expect(activityTypeLabel('listening')).toBe('Unknown Type');
  });

  it('shows a vocabulary card with the response or the fallback', () => {
    const d = reviewDetails({
      ...base,
      activity_type: 'vocabulary',
      vocabulary_card: { word: 'maja', translation: 'house', definition: 'a building' },
    });
    expect(d.kind).toBe('vocabulary');
    expect(d.rows).toEqual([
      ['Estonian word', 'maja'],
      ['English translation', 'house'],
      ['Definition', 'a building'],
      ['Your response', NO_ANSWER],
    ]);
  });

  it('lists every accepted order of a sentence construction', () => {
    const d = reviewDetails({
      ...base,
      activity_type: 'exercise',
      user_answer: 'elan Ma Tallinnas',
      exercise: {
        type: 'SENTENCE_CONSTRUCTION',
        words: ['Ma', 'elan', 'Tallinnas'],
        correct_orders: [
          [0, 1, 2],
          [2, 1, 0],
        ],
        sentence_translation: 'I live in Tallinn',
      },
    });
    expect(d.kind).toBe('sentence_construction');
    expect(d.rows[0]).toEqual(['Words to arrange', 'Ma · elan · Tallinnas']);
    expect(d.list).toEqual({ label: 'Correct answers', items: ['Ma elan Tallinnas', 'Tallinnas elan Ma'] });
  });

  it('shows verb, case and error-correction layouts', () => {
    const verb = reviewDetails({
      ...base,
      activity_type: 'exercise',
      user_answer: 'lugen',
      correct_answer: 'loen',
      exercise: { type: 'VERB_CONJUGATION', verb: 'lugema', subject: 'mina', context: 'Ma ___ raamatut.' },
    });
    expect(verb.rows.map((r) => r[0])).toEqual([
      'Verb',
      'Subject',
      'Context',
      'Your answer',
      'Correct answer',
    ]);
    expect(verb.rows[4]).toEqual(['Correct answer', 'loen']);
    const kase = reviewDetails({
      ...base,
      activity_type: 'exercise',
      exercise_content: JSON.stringify({
        type: 'CASE_PRACTICE',
        sentence: 'Ma näen _____.',
        case_correct_answer: 'kassi',
      }),
    });
    expect(kase.kind).toBe('case_practice');
    expect(kase.rows.map((r) => r[0])).toEqual([
      'Sentence',
      'Target word',
      'Translation',
      'Your answer',
      'Correct answer',
      'Explanation',
    ]);
    expect(kase.rows[4]).toEqual(['Correct answer', 'kassi']);
    const err = reviewDetails({
      ...base,
      activity_type: 'exercise',
      exercise: {
        type: 'ERROR_CORRECTION',
        incorrect_sentence: 'Ma lähen kool.',
        correct_sentence: 'Ma lähen kooli.',
      },
    });
    expect(err.rows.map((r) => r[0])).toEqual(['Incorrect sentence', 'Your answer', 'Correct sentence']);
  });

  it('summarises a reading text and says it was completed', () => {
    const d = reviewDetails({
      ...base,
      is_correct: true,
      activity_type: 'reading',
      exercise: {
        title: 'Minu pere',
        source: 'Keelerada',
        difficulty: 'INTERMEDIATE',
        hasQuestions: true,
        questionCount: 3,
      },
    });
    expect(d.rows).toEqual([
      ['Title', 'Minu pere'],
      ['Source', 'Keelerada'],
      ['Difficulty', 'medium'],
      ['Has questions', 'Yes'],
      ['Question count', '3'],
    ]);
    expect(d.note).toBe('Reading completed');
  });

  it('falls back when the content is missing', () => {
    expect(reviewDetails({ ...base, activity_type: 'exercise' }).kind).toBe('unavailable');
    expect(reviewDetails({ ...base, activity_type: 'vocabulary' }).kind).toBe('unavailable');
  });
});

describe('the judge in the review (issue 17)', () => {
  it('shows the expected form of a missed card and the diagnosis', () => {
    const d = reviewDetails({
      activity_type: 'vocabulary',
      is_correct: false,
      user_answer: 'kooli',
      correct_answer: 'koolis',
      vocabulary_card: { word: 'kool', translation: 'school', definition: null, form: 'koolis' },
      diagnosis: '`kooli` is the genitive of kool. Here you need the inessive, `koolis`.',
    });
    expect(d.rows).toContainEqual(['Your response', 'kooli']);
    expect(d.rows).toContainEqual(['Expected answer', 'koolis']);
    expect(d.rows).toContainEqual([
      'Diagnosis',
      'kooli is the genitive of kool. Here you need the inessive, koolis.',
    ]);
  });

  it('shows the expected translation', () => {
    const d = reviewDetails({
      activity_type: 'exercise',
      is_correct: false,
      user_answer: 'Ma olen kooli',
      correct_answer: 'Ma olen koolis.',
      exercise: { type: 'TRANSLATION', source_text: 'I am at school.' },
    });
    expect(d.rows).toContainEqual(['Expected answer', 'Ma olen koolis.']);
  });
});
