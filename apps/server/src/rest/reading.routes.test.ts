import { beforeAll, expect, it } from 'vitest';
import { seedReadingText, userIdOf } from '../testing/learning-seed.ts';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

function api(t: TestAppContext, token: string) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(token) }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: t.auth(token), payload: payload as object }),
  };
}

describeApp('reading API', (t) => {
  const ids: Record<string, number> = {};
  let questions: number[] = [];
  beforeAll(async () => {
    const first = await seedReadingText(
      t.db,
      {
        title: 'Mari Tartus',
        level: 'A0',
        content: 'Mari elab Tartus. Ta õpib ülikoolis, ja ta on õnnelik!',
      },
      [
        {
          question: 'Kus Mari elab?',
          options: ['Tallinnas', 'Tartus', 'Pärnus'],
          correct_answer: ['Tartus'],
          explanation: 'Tekst ütleb: Mari elab Tartus.',
        },
        { question: 'Mari õpib ülikoolis.', question_type: 'TRUE_FALSE', correct_answer: true },
        { question: 'Mis on Mari linn?', question_type: 'SHORT_ANSWER', correct_answer: 'Tartu' },
      ],
    );
    ids.first = first.id;
    questions = first.questionIds;
    ids.second = (await seedReadingText(t.db, { title: 'Jüri kodu', level: 'A0' })).id;
    ids.higher = (await seedReadingText(t.db, { title: 'Linnas', level: 'A11' })).id;
    ids.far = (await seedReadingText(t.db, { title: 'Ühiskond', level: 'B1' })).id;
  });

  it('lists texts for the learner’s level first, with challenge words and comprehension questions', async () => {
    const token = await t.login('reader@example.ee');
    const res = await api(t, token).get('/api/reading/immersion-texts');
    expect(res.statusCode).toBe(200);
    const texts = res.json();
    expect(texts.map((x: { title: string }) => x.title)).toEqual([
      'Mari Tartus',
      'Jüri kodu',
      'Linnas',
      'Ühiskond',
    ]);
    expect(texts[0]).toEqual({
      id: ids.first,
      title: 'Mari Tartus',
      content: 'Mari elab Tartus. Ta õpib ülikoolis, ja ta on õnnelik!',
      level: 'A0',
      difficulty: 'BEGINNER',
      topics: ['linn'],
      source: 'Keelerada',
      target_words: [{ word: 'ülikool', translation: 'university', word_type: 'NOUN' }],
      comprehensionQuestions: [
        {
          id: questions[0],
          question: 'Kus Mari elab?',
          type: 'multiple_choice',
          options: ['Tallinnas', 'Tartus', 'Pärnus'],
          correctAnswer: ['Tartus'],
          explanation: 'Tekst ütleb: Mari elab Tartus.',
          targetWord: null,
        },
        expect.objectContaining({ type: 'true_false', correctAnswer: ['true'] }),
        expect.objectContaining({ type: 'short_answer', correctAnswer: ['Tartu'] }),
      ],
      audio_url: null,
      image_url: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      wordCount: 10,
      isCompleted: false,
    });
    const one = await api(t, token).get('/api/reading/immersion-texts?limit=1');
    expect(one.json()).toHaveLength(1);
    const b1 = await api(t, token).get('/api/reading/immersion-texts?level=B1');
    expect(b1.json().map((x: { id: number }) => x.id)).toEqual([ids.far]);
  });

  it('puts completed texts last and keeps a text completed', async () => {
    const token = await t.login('finisher@example.ee');
    const done = await api(t, token).post(`/api/reading/immersion-texts/${ids.first}/progress`, {
      isCompleted: true,
      questionsAnswered: 3,
      questionsCorrect: 0,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ readingTextId: ids.first, isCompleted: true, questionsAnswered: 3 });
    const again = await api(t, token).post(`/api/reading/immersion-texts/${ids.first}/progress`, {
      isCompleted: false,
      questionsAnswered: 1,
    });
    expect(again.json()).toMatchObject({ isCompleted: true, completedAt: done.json().completedAt });
    const list = (await api(t, token).get('/api/reading/immersion-texts')).json();
    expect(list.map((x: { id: number }) => x.id)).toEqual([ids.second, ids.higher, ids.far, ids.first]);
    expect(list.at(-1).isCompleted).toBe(true);
  });

  it('judges comprehension answers itself and counts correct answers in the progress', async () => {
    const email = 'quiz@example.ee';
    const token = await t.login(email);
    const wrong = await api(t, token).post(`/api/reading/questions/${questions[0]}/response`, {
      userAnswer: 'Tallinnas',
      isCorrect: true,
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      questionId: questions[0],
      userAnswer: 'Tallinnas',
      isCorrect: false,
      correctAnswer: 'Tartus',
      explanation: 'Tekst ütleb: Mari elab Tartus.',
    });
    const right = await api(t, token).post(`/api/reading/questions/${questions[0]}/response`, {
      userAnswer: ' tartus ',
      isCorrect: false,
    });
    expect(right.json().isCorrect).toBe(true);
    const tf = await api(t, token).post(`/api/reading/questions/${questions[1]}/response`, {
      userAnswer: true,
    });
    expect(tf.json()).toMatchObject({ isCorrect: true, correctAnswer: 'true' });
    const stored = await t.db
      .selectFrom('question_responses')
      .select(['user_answer', 'is_correct'])
      .where('user_id', '=', await userIdOf(t.db, email))
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { user_answer: 'Tallinnas', is_correct: false },
      { user_answer: 'tartus', is_correct: true },
      { user_answer: 'true', is_correct: true },
    ]);
    const progress = await api(t, token).post(`/api/reading/immersion-texts/${ids.first}/progress`, {
      isCompleted: true,
      questionsAnswered: 2,
      questionsCorrect: 0,
    });
    expect(progress.json().questionsCorrect).toBe(2);
  });

  it('answers 404 for unknown texts and questions and 400 for bad input, writing nothing', async () => {
    const token = await t.login('reading-bad@example.ee');
    const before = (await t.db.selectFrom('question_responses').select('id').execute()).length;
    const cases: [string, string, unknown, number, string | RegExp][] = [
      [
        'POST',
        '/api/reading/immersion-texts/99999999/progress',
        { isCompleted: true },
        404,
        'Reading text not found',
      ],
      ['POST', '/api/reading/questions/99999999/response', { userAnswer: 'x' }, 404, 'Question not found'],
      [
        'POST',
        `/api/reading/questions/${questions[0]}/response`,
        { userAnswer: '  ' },
        400,
        /^userAnswer is required/,
      ],
      ['POST', `/api/reading/questions/${questions[0]}/response`, {}, 400, /^userAnswer is required/],
      [
        'POST',
        '/api/reading/questions/x/response',
        { userAnswer: 'a' },
        400,
        'Question id must be a positive whole number.',
      ],
      [
        'POST',
        `/api/reading/immersion-texts/${ids.first}/progress`,
        { isCompleted: 'yes' },
        400,
        'isCompleted must be true or false.',
      ],
      ['GET', '/api/reading/immersion-texts?level=Z9', undefined, 400, /^level must be one of A0, A11/],
      [
        'GET',
        '/api/reading/immersion-texts?limit=500',
        undefined,
        400,
        'limit must be a whole number from 1 to 50.',
      ],
    ];
    for (const [method, url, payload, status, msg] of cases) {
      const res = method === 'GET' ? await api(t, token).get(url) : await api(t, token).post(url, payload);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().error).toMatch(msg);
    }
    expect((await t.db.selectFrom('question_responses').select('id').execute()).length).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reading/immersion-texts' });
    expect(res.statusCode).toBe(401);
  });
});
