import { beforeAll, describe, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

/** A text shaped like the shipped pack's: a short answer with many accepted answers, a vocabulary definition. */
const readingText = {
  title: 'Kohvikus',
  content: 'Mari läheb kohvikusse. Kohvik on väike ja hubane. Tee ja sai maksavad kokku seitse eurot.',
  level: 'A0',
  difficulty: 'BEGINNER',
  topics: ['food', 'town'],
  source: 'Keelerada original',
  targetWords: [{ word: 'hubane', translation: 'cosy', wordType: 'ADJECTIVE' }],
  readingQuestions: [
    {
      question: 'What does Mari drink?',
      questionType: 'MULTIPLE_CHOICE',
      options: ['tea', 'coffee', 'milk', 'juice'],
      correctAnswer: ['tea'],
    },
    {
      question: 'How much does everything cost?',
      questionType: 'SHORT_ANSWER',
      correctAnswer: ['seven euros', '7 euros', 'seven', '€7', 'seitse eurot', 'seitse', '7 eurot'],
      explanation: 'Kokku on seitse eurot.',
    },
    {
      question: 'What does "hubane" mean?',
      questionType: 'VOCABULARY_DEFINITION',
      options: ['cosy', 'cold', 'big, wide'],
      correctAnswer: ['cosy'],
      targetWordText: 'hubane',
    },
    {
      question: 'What colour is the car?',
      questionType: 'SHORT_ANSWER',
      correctAnswer: ['red', 'punane'],
      explanation: 'Punane means red.',
    },
  ],
};

type StoredQuestion = { id: number; question_type: string; options: string[]; correct_answer: unknown };

describeApp('admin reading texts: answers kept, size limits', (t) => {
  let admin = '';
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const storedQuestions = (textId: number) =>
    t.db
      .selectFrom('reading_questions')
      .select(['id', 'question_type', 'options', 'correct_answer'])
      .where('reading_text_id', '=', textId)
      .orderBy('position')
      .execute();
  const count = async () => ({
    texts: Number(
      (
        await t.db
          .selectFrom('reading_texts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    questions: Number(
      (
        await t.db
          .selectFrom('reading_questions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  beforeAll(async () => {
    admin = await t.login('editor@example.ee', { admin: true });
  });

  describe('defect 1: a save keeps every accepted answer and option', () => {
    let textId = 0;

    it('stores every accepted answer of a short answer and the options of a vocabulary definition', async () => {
      const res = await api('POST', '/admin/reading-texts', readingText);
      expect(res.statusCode, res.body).toBe(201);
      textId = res.json().readingText.id;
      const stored = await storedQuestions(textId);
      expect(stored.map((q) => [q.question_type, q.options, q.correct_answer])).toEqual(
        readingText.readingQuestions.map((q) => [q.questionType, q.options ?? [], q.correctAnswer]),
      );
      expect(res.json().questions[1].correct_answer).toEqual(readingText.readingQuestions[1]!.correctAnswer);
    });

    it('a PUT of what GET returned, with only the source changed, changes only the source', async () => {
      const before = await storedQuestions(textId);
      const got = (await api('GET', `/admin/reading-texts/${textId}`)).json();
      const questions = got.questions.map((q: StoredQuestion & Record<string, unknown>) => ({
        id: q.id,
        question: q.question,
        questionType: q.question_type,
        options: q.options,
        correctAnswer: q.correct_answer,
        explanation: q.explanation,
        targetWordText: q.target_word_text,
      }));
      const res = await api('PUT', `/admin/reading-texts/${textId}`, {
        ...readingText,
        source: 'Keelerada original.',
        readingQuestions: questions,
        expectedUpdatedAt: got.readingText.updated_at,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await storedQuestions(textId)).toEqual(before);
      const history = (await api('GET', `/admin/history?kind=reading_text&itemId=${textId}`)).json();
      const last = history.entries[0];
      expect(last.changes).toEqual([
        { field: 'source', before: 'Keelerada original', after: 'Keelerada original.' },
      ]);
    });

    it('records a changed answer in the history', async () => {
      const got = (await api('GET', `/admin/reading-texts/${textId}`)).json();
      const res = await api('PUT', `/admin/reading-texts/${textId}`, {
        ...readingText,
        readingQuestions: got.questions.map((q: StoredQuestion & Record<string, unknown>, i: number) => ({
          id: q.id,
          question: q.question,
          questionType: q.question_type,
          options: q.options,
          correctAnswer: i === 3 ? ['red', 'punane', 'punast'] : q.correct_answer,
          targetWordText: q.target_word_text,
        })),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await storedQuestions(textId))[3]!.correct_answer).toEqual(['red', 'punane', 'punast']);
      const history = (await api('GET', `/admin/history?kind=reading_text&itemId=${textId}`)).json();
      const last = history.entries[0];
      expect(last.changes.map((c: { field: string }) => c.field)).toContain('questions');
      expect(JSON.stringify(last.changes)).toContain('red / punane / punast');
    });

    it("the learner's judge accepts every stored answer, and the vocabulary definition stays a choice", async () => {
      const learner = await t.login('reader@example.ee');
      const [, sa, vd, colour] = await storedQuestions(textId);
      const answer = (id: number, userAnswer: string) =>
        api('POST', `/reading/questions/${id}/response`, { userAnswer }, learner);
      expect((await answer(colour!.id, 'punane')).json()).toMatchObject({ isCorrect: true });
      expect((await answer(sa!.id, 'seitse eurot')).json()).toMatchObject({ isCorrect: true });
      expect((await answer(vd!.id, 'cosy')).json()).toMatchObject({ isCorrect: true });
      const texts = (await api('GET', '/reading/immersion-texts', undefined, learner)).json();
      const text = texts.find((x: { id: number }) => x.id === textId);
      expect(text.comprehensionQuestions[2]).toMatchObject({
        type: 'vocabulary_definition',
        options: ['cosy', 'cold', 'big, wide'],
        correctAnswer: ['cosy'],
      });
    });
  });

  describe('defect 9: size limits with messages a person can act on, nothing written', () => {
    const q0 = readingText.readingQuestions[0]!;
    const sa = (correctAnswer: unknown) => ({ question: 'Q', questionType: 'SHORT_ANSWER', correctAnswer });
    const cases: [string, object, string][] = [
      ['31 topics', { topics: Array.from({ length: 31 }, (_, i) => `t${i}`) }, 'At most 30 topics.'],
      ['a long topic', { topics: ['x'.repeat(51)] }, 'Each topic must be at most 50 characters.'],
      ['101 questions', { readingQuestions: Array(101).fill(q0) }, 'At most 100 questions.'],
      [
        '201 target words',
        { targetWords: Array(201).fill({ word: 'ema', translation: 'mother' }) },
        'At most 200 target words.',
      ],
      [
        'a long target word',
        { targetWords: [{ word: 'x'.repeat(101), translation: 'y' }] },
        'Target word 1 must be at most 100 characters.',
      ],
      [
        'a long question',
        { readingQuestions: [q0, { ...q0, question: 'x'.repeat(1001) }] },
        'Question 2 text must be at most 1000 characters.',
      ],
      [
        'eleven options',
        {
          readingQuestions: [
            { ...q0, options: Array.from({ length: 11 }, (_, i) => `v${i}`), correctAnswer: ['v0'] },
          ],
        },
        'Question 1 can have at most 10 options.',
      ],
      [
        'a long option',
        { readingQuestions: [{ ...q0, options: ['tea', 'x'.repeat(301)], correctAnswer: ['tea'] }] },
        'Question 1: each option must be at most 300 characters.',
      ],
      [
        'the same option twice',
        { readingQuestions: [{ ...q0, options: ['jah', 'jah', 'ei'], correctAnswer: ['ei'] }] },
        'Question 1 options must be different: "jah" appears twice.',
      ],
      [
        'a long answer',
        { readingQuestions: [sa(['seven', 'x'.repeat(301)])] },
        'Question 1: each answer must be at most 300 characters.',
      ],
      [
        '51 answers',
        { readingQuestions: [sa(Array.from({ length: 51 }, (_, i) => `a${i}`))] },
        'Question 1 can have at most 50 accepted answers.',
      ],
    ];

    it.each(cases)('POST with %s is a 400 with its message', async (_, over, message) => {
      const before = await count();
      const res = await api('POST', '/admin/reading-texts', { ...readingText, ...over });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
      expect(await count()).toEqual(before);
    });

    it('a PUT over the limits is refused the same way and leaves the text as it was', async () => {
      const created = (await api('POST', '/admin/reading-texts', { ...readingText, title: 'Limits' })).json();
      const id = created.readingText.id;
      const before = await storedQuestions(id);
      const res = await api('PUT', `/admin/reading-texts/${id}`, {
        ...readingText,
        title: 'Changed',
        readingQuestions: [{ ...q0, options: ['jah', 'Jah.', 'ei'], correctAnswer: ['ei'] }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Question 1 options must be different: "jah" appears twice.' });
      expect(await storedQuestions(id)).toEqual(before);
      expect((await api('GET', `/admin/reading-texts/${id}`)).json().readingText.title).toBe('Limits');
    });

    it('tRPC gives the same message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/admin.reading.create',
        headers: { ...t.auth(admin), 'content-type': 'application/json' },
        payload: JSON.stringify({ ...readingText, readingQuestions: Array(101).fill(q0) }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('At most 100 questions.');
    });
  });

  describe('a second text with the same title', () => {
    it('is asked about first (409, nothing written) and created when the editor says "Create anyway"', async () => {
      const first = await api('POST', '/admin/reading-texts', {
        ...readingText,
        title: 'Turul',
        level: 'A11',
      });
      expect(first.statusCode, first.body).toBe(201);
      const id = first.json().readingText.id;
      const before = await count();
      const again = await api('POST', '/admin/reading-texts', { ...readingText, title: '  turul ' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: `A reading text with this title already exists (#${id}, A11). Press "Create anyway" to add it all the same.`,
      });
      expect(await count()).toEqual(before);

      const anyway = await api('POST', '/admin/reading-texts', {
        ...readingText,
        title: 'Turul',
        allowDuplicate: true,
      });
      expect(anyway.statusCode, anyway.body).toBe(201);
      expect(anyway.json().readingText.id).not.toBe(id);
      expect((await count()).texts).toBe(before.texts + 1);
    });
  });
});
