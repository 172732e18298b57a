import { describe, expect, it } from 'vitest';
import {
  excerpt,
  readingTextInput,
  readingTextUpdateInput,
  targetWordsSummary,
} from './reading-text.schemas.ts';
import { adminUsersListInput, apiTokenCreateInput } from './users.schemas.ts';

const text = {
  title: '  Minu pere ',
  content: 'Mul on ema ja isa.',
  level: 'A0',
  difficulty: 'BEGINNER',
  topics: ['family', 'Family', ' home '],
  source: '',
  audioUrl: '',
  targetWords: [{ word: 'ema', translation: 'mother' }],
  readingQuestions: [
    {
      question: 'Kellel on ema?',
      questionType: 'MULTIPLE_CHOICE',
      options: ['Mul', 'Sul', 'Tal', 'Meil'],
      correctAnswer: ['Mul'],
    },
    { question: 'Isa on kodus.', questionType: 'TRUE_FALSE', correctAnswer: false },
    { question: 'Kes on ema?', questionType: 'SHORT_ANSWER', correctAnswer: 'mother' },
  ],
};
const first = (x: unknown) => readingTextInput.safeParse(x).error?.issues[0]?.message;

describe('reading text create (§5)', () => {
  it('trims, de-duplicates topics, drops blank optionals and stores answers as lists', () => {
    const v = readingTextInput.parse(text);
    expect(v.title).toBe('Minu pere');
    expect(v.topics).toEqual(['family', 'home']);
    expect(v.source).toBeNull();
    expect(v.audioUrl).toBeNull();
    expect(v.targetWords).toEqual([{ word: 'ema', translation: 'mother', wordType: 'NOUN' }]);
    expect(v.readingQuestions.map((q) => [q.questionType, q.options, q.correctAnswer])).toEqual([
      ['MULTIPLE_CHOICE', ['Mul', 'Sul', 'Tal', 'Meil'], ['Mul']],
      ['TRUE_FALSE', ['True', 'False'], ['False']],
      ['SHORT_ANSWER', [], ['mother']],
    ]);
  });
  it('gives the required messages in order', () => {
    expect(first({})).toBe('Title is required');
    expect(first({ title: 'x' })).toBe('Content is required');
    expect(first({ title: 'x', content: 'y' })).toBe('Level is required');
    expect(first({ title: 'x', content: 'y', level: 'A0' })).toBe('Difficulty is required');
  });
  it('numbers question problems from 1', () => {
    const q = (over: object) => ({
      ...text,
      readingQuestions: [text.readingQuestions[0], { ...text.readingQuestions[0], ...over }],
    });
    expect(first(q({ question: ' ' }))).toBe('Question 2 text is required');
    expect(first(q({ options: ['Mul', '', 'Tal', 'Meil'] }))).toBe('Question 2 must have all options filled');
    expect(first(q({ correctAnswer: [] }))).toBe('Question 2 needs at least one correct answer.');
    expect(first(q({ correctAnswer: ['Teil'] }))).toBe(
      'Question 2: every correct answer must be one of its options.',
    );
    expect(first(q({ questionType: 'TRUE_FALSE', correctAnswer: 'maybe' }))).toBe(
      'Question 2 must be answered True or False.',
    );
    expect(first(q({ questionType: 'SHORT_ANSWER', correctAnswer: '' }))).toBe(
      'Question 2 needs an expected answer.',
    );
  });
  it('needs both word and translation for a target word, and real URLs', () => {
    expect(first({ ...text, targetWords: [{ word: 'ema' }] })).toBe(
      'Target word 1 needs both a word and a translation.',
    );
    expect(first({ ...text, imageUrl: 'javascript:alert(1)' })).toBe(
      'Image URL must be an http(s) URL or a path starting with /.',
    );
  });
  it('accepts the edit screen shapes: JSON-string options and string answers', () => {
    const v = readingTextUpdateInput.parse({
      id: 4,
      ...text,
      readingQuestions: [
        {
          id: 9,
          question: 'Q',
          questionType: 'MULTIPLE_CHOICE',
          options: '["a","b"]',
          correctAnswer: '["b"]',
        },
        { question: 'T', questionType: 'TRUE_FALSE', correctAnswer: 'True' },
      ],
    });
    expect(v.readingQuestions!.map((q) => [q.id, q.options, q.correctAnswer])).toEqual([
      [9, ['a', 'b'], ['b']],
      [null, ['True', 'False'], ['True']],
    ]);
    expect(
      readingTextUpdateInput.parse({ id: 4, ...text, readingQuestions: undefined }).readingQuestions,
    ).toBeUndefined();
  });
});

describe('list helpers (§9)', () => {
  it('cuts excerpts at 200 characters and shows five target words', () => {
    expect(excerpt('a'.repeat(200))).toHaveLength(200);
    expect(excerpt('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`);
    expect(targetWordsSummary(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('a, b, c, d, e (+2 more)');
    expect(targetWordsSummary(['a', 'b'])).toBe('a, b');
  });
});

describe('users and tokens', () => {
  it('omits an empty search and pages by 20', () => {
    expect(adminUsersListInput.parse({ search: '   ' })).toEqual({ page: 1, limit: 20, search: undefined });
    expect(adminUsersListInput.parse({ search: ' mari ', page: '3' })).toEqual({
      page: 3,
      limit: 20,
      search: 'mari',
    });
  });
  it('needs a token name', () => {
    expect(apiTokenCreateInput.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe(
      'Token name is required',
    );
    expect(apiTokenCreateInput.parse({ name: 'ci', expiresInDays: null })).toEqual({
      name: 'ci',
      expiresInDays: null,
    });
  });
});
