import { describe, expect, it } from 'vitest';
import {
  acceptedAnswerList,
  excerpt,
  READING_LIMITS,
  readingQuestionInputErrors,
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
    expect(first(q({ questionType: 'SHORT_ANSWER', options: [], correctAnswer: '' }))).toBe(
      'Question 2 needs an expected answer.',
    );
  });
  it('needs both word and translation for a target word, and real URLs', () => {
    expect(first({ ...text, targetWords: [{ word: 'ema' }] })).toBe(
      'Target word 1 needs both a word and a translation.',
    );
    expect(first({ ...text, imageUrl: 'javascript:alert(1)' })).toBe(
      'Image URL must be an https:// URL or a path starting with /.',
    );
    // the learner app cannot load http:// media (its Content-Security-Policy)
    expect(first({ ...text, audioUrl: 'http://example.com/a.mp3' })).toMatch(
      /^Audio URL must use https:\/\/, not http:\/\//,
    );
    expect(
      first({ ...text, audioUrl: 'https://example.com/a.mp3', imageUrl: '/media/a.png' }),
    ).toBeUndefined();
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

describe('every accepted answer is kept (defect 1)', () => {
  const one = (q: object) => readingTextInput.parse({ ...text, readingQuestions: [q] }).readingQuestions[0]!;

  it('stores all the accepted answers of a short-answer question, in order', () => {
    const q = one({
      question: 'Mis värvi on auto?',
      questionType: 'SHORT_ANSWER',
      correctAnswer: ['red', 'punane', ' Red ', 'red.', '', 'punane auto'],
    });
    expect(q.options).toEqual([]);
    expect(q.correctAnswer).toEqual(['red', 'punane', 'punane auto']);
  });

  it('reads a JSON list as a list and a single text as one answer, commas and all', () => {
    expect(acceptedAnswerList('["seven euros","7 euros"]')).toEqual(['seven euros', '7 euros']);
    expect(acceptedAnswerList('red, not green')).toEqual(['red, not green']);
    expect(acceptedAnswerList('[not json')).toEqual(['[not json']);
    expect(acceptedAnswerList(null)).toEqual([]);
    expect(
      one({ question: 'Q', questionType: 'SHORT_ANSWER', correctAnswer: 'seitse eurot, 7 eurot' })
        .correctAnswer,
    ).toEqual(['seitse eurot, 7 eurot']);
  });

  it('keeps the options of a vocabulary-definition question and checks its answers against them', () => {
    const vd = {
      question: 'Mida tähendab „hubane“?',
      questionType: 'VOCABULARY_DEFINITION',
      options: ['cosy', 'cold', 'big, wide'],
      correctAnswer: ['cosy'],
      targetWordText: 'hubane',
    };
    expect(one(vd)).toMatchObject({ options: ['cosy', 'cold', 'big, wide'], correctAnswer: ['cosy'] });
    expect(one({ ...vd, correctAnswer: 'big, wide' }).correctAnswer).toEqual(['big, wide']);
    expect(first({ ...text, readingQuestions: [{ ...vd, correctAnswer: ['warm'] }] })).toBe(
      'Question 1: every correct answer must be one of its options.',
    );
    expect(first({ ...text, readingQuestions: [{ ...vd, options: ['cosy', ''] }] })).toBe(
      'Question 1 must have all options filled',
    );
    // with no options it is free text: every accepted answer is kept
    expect(one({ ...vd, options: [], correctAnswer: ['cosy', 'snug'] })).toMatchObject({
      options: [],
      correctAnswer: ['cosy', 'snug'],
    });
  });

  it('refuses options on a short-answer question (the learner would get a choice)', () => {
    expect(
      first({
        ...text,
        readingQuestions: [
          { question: 'Q', questionType: 'SHORT_ANSWER', options: ['a', 'b'], correctAnswer: 'a' },
        ],
      }),
    ).toBe('Question 1 is a short answer, which has no options: remove them or choose Multiple Choice.');
  });
});

describe('size limits (defect 9)', () => {
  const L = READING_LIMITS;
  const q = (over: object) => ({ ...text, readingQuestions: [{ ...text.readingQuestions[0], ...over }] });
  const sa = (correctAnswer: unknown) => ({
    ...text,
    readingQuestions: [{ question: 'Q', questionType: 'SHORT_ANSWER', correctAnswer }],
  });

  it('limits topics: 30 of at most 50 characters', () => {
    const topics = Array.from({ length: L.topics }, (_, i) => `topic ${i}`);
    expect(readingTextInput.safeParse({ ...text, topics }).success).toBe(true);
    expect(first({ ...text, topics: [...topics, 'one more'] })).toBe('At most 30 topics.');
    expect(first({ ...text, topics: ['x'.repeat(L.topicLength)] })).toBeUndefined();
    expect(first({ ...text, topics: ['x'.repeat(L.topicLength + 1)] })).toBe(
      'Each topic must be at most 50 characters.',
    );
  });

  it('says what is wrong with a list that is too long, not that it is no list', () => {
    const question = text.readingQuestions[0];
    expect(first({ ...text, readingQuestions: Array(L.questions).fill(question) })).toBeUndefined();
    expect(first({ ...text, readingQuestions: Array(L.questions + 1).fill(question) })).toBe(
      'At most 100 questions.',
    );
    const word = { word: 'ema', translation: 'mother' };
    expect(first({ ...text, targetWords: Array(L.targetWords + 1).fill(word) })).toBe(
      'At most 200 target words.',
    );
    expect(first({ ...text, readingQuestions: 'many' })).toBe('Reading questions must be a list.');
    expect(first({ ...text, targetWords: [word, { word: 'x'.repeat(101), translation: 'y' }] })).toBe(
      'Target word 2 must be at most 100 characters.',
    );
    expect(first({ ...text, targetWords: [{ word: 'ema', translation: 'y'.repeat(201) }] })).toBe(
      'The translation of target word 1 must be at most 200 characters.',
    );
  });

  it('limits question text, options and answers', () => {
    expect(first(q({ question: 'x'.repeat(L.questionLength + 1) }))).toBe(
      'Question 1 text must be at most 1000 characters.',
    );
    const many = Array.from({ length: L.options + 1 }, (_, i) => `v${i}`);
    expect(first(q({ options: many, correctAnswer: ['v0'] }))).toBe(
      'Question 1 can have at most 10 options.',
    );
    expect(first(q({ options: ['Mul', 'x'.repeat(L.optionLength + 1)], correctAnswer: ['Mul'] }))).toBe(
      'Question 1: each option must be at most 300 characters.',
    );
    expect(first(sa(Array.from({ length: L.answers + 1 }, (_, i) => `a${i}`)))).toBe(
      'Question 1 can have at most 50 accepted answers.',
    );
    expect(first(sa(['ok', 'x'.repeat(L.answerLength + 1)]))).toBe(
      'Question 1: each answer must be at most 300 characters.',
    );
    expect(first(sa(['x'.repeat(L.answerLength)]))).toBeUndefined();
  });

  it('refuses options the learner could not tell apart', () => {
    expect(first(q({ options: ['jah', 'jah', 'ei'], correctAnswer: ['ei'] }))).toBe(
      'Question 1 options must be different: "jah" appears twice.',
    );
    expect(first(q({ options: ['Jah.', 'ei', ' jah ', 'JAH'], correctAnswer: ['ei'] }))).toBe(
      'Question 1 options must be different: "Jah." appears 3 times.',
    );
  });

  it('gives the "Add New Question" panel the same rules', () => {
    expect(
      readingQuestionInputErrors(
        { question: 'Q', questionType: 'MULTIPLE_CHOICE', options: ['a', 'a'], correctAnswer: ['a'] },
        4,
      ),
    ).toEqual(['Question 4 options must be different: "a" appears twice.']);
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
