import { beforeAll, expect, it } from 'vitest';
import { casePractice, seedGrammar, seedReadingText, seedVocabulary } from '../testing/learning-seed.ts';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

function api(t: TestAppContext, token: string) {
  const headers = t.auth(token);
  return {
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
    patch: (url: string, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url, headers, payload: payload as object }),
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
  };
}

const PLANNED = '/api/study/sessions/today/planned';

describeApp('planned study sessions (issue 19)', (t) => {
  beforeAll(async () => {
    await seedVocabulary(
      t.db,
      Array.from({ length: 4 }, () => ({ level: 'A0' })),
    );
    await seedGrammar(
      t.db,
      Array.from({ length: 10 }, (_, i) => ({ type: 'CASE_PRACTICE', content: casePractice(i + 1) })),
    );
    await seedReadingText(t.db, { title: 'Mari' }, [{ question: 'Kus?', correct_answer: ['Tartus'] }]);
  });

  it('fixes the daily session’s content at creation and resumes it with the recorded attempts', async () => {
    const token = await t.login('plan-mixed@example.ee');
    const first = (await api(t, token).post(PLANNED, { sessionType: 'MIXED' })).json();
    expect(first.session.sessionType).toBe('MIXED');
    expect(first.plan.vocabulary.length).toBe(4);
    expect(first.plan.reading.length).toBe(1);
    expect(first.plan.grammar.length).toBe(8);
    expect(first.session.totalExercises).toBe(4 + 1 + 8);
    expect(first.progress.answered).toEqual({ vocabulary: 0, reading: 0, grammar: 0 });

    const card = first.plan.vocabulary[0];
    const attempt = {
      studySessionId: first.session.id,
      activityType: 'vocabulary',
      activityId: String(card.userVocabularyCardId),
      userAnswer: 'x',
      isCorrect: false,
    };
    expect((await api(t, token).post('/api/study/exercise-attempts', attempt)).statusCode).toBe(201);
    // the same answer written twice (a retry, a second tab) is recorded once
    await api(t, token).post('/api/study/exercise-attempts', attempt);

    const again = (await api(t, token).post(PLANNED, { sessionType: 'mixed' })).json();
    expect(again.session.id).toBe(first.session.id);
    expect(again.plan).toEqual(first.plan);
    expect(again.progress).toMatchObject({
      answered: { vocabulary: 1, reading: 0, grammar: 0 },
      retryQueue: [0],
      attempts: 1,
      correct: 0,
    });
    expect(again.session.exercisesCompleted).toBe(1);
    expect(again.session.accuracyPercentage).toBe(0);
    const review = (await api(t, token).get(`/api/study/sessions/${first.session.id}/review`)).json();
    expect(review.statistics.totalAttempts).toBe(1);
  });

  it('gives an older unplanned daily session of today a plan and keeps its attempts', async () => {
    const token = await t.login('plan-legacy@example.ee');
    const exercise = await t.db
      .selectFrom('grammar_exercises')
      .select('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const legacy = (
      await api(t, token).post('/api/study/sessions', { sessionType: 'MIXED', totalExercises: 3 })
    ).json();
    const attempt = {
      studySessionId: legacy.id,
      activityType: 'exercise',
      activityId: String(exercise.id),
      userAnswer: 'x',
      isCorrect: false,
    };
    expect((await api(t, token).post('/api/study/exercise-attempts', attempt)).statusCode).toBe(201);

    const planned = (await api(t, token).post(PLANNED, { sessionType: 'MIXED' })).json();
    expect(planned.session.id).toBe(legacy.id);
    expect(planned.plan.vocabulary.length).toBe(4);
    expect(planned.session.totalExercises).toBe(4 + 1 + 8);
    expect(planned.attempts).toEqual([
      expect.objectContaining({
        activityType: 'exercise',
        activityId: String(exercise.id),
        isCorrect: false,
        attemptNumber: 1,
      }),
    ]);
    expect(planned.progress.attempts).toBe(1);
  });

  it('serves the daily plan without the cards reviewed elsewhere since it began, keeping those tried in it', async () => {
    const token = await t.login('plan-elsewhere@example.ee');
    const first = (await api(t, token).post(PLANNED, { sessionType: 'MIXED' })).json();
    const ids = first.plan.vocabulary.map((c: { userVocabularyCardId: number }) => c.userVocabularyCardId);
    const [tried, practised] = ids;
    // the first card is missed in /study; then both it and the second are reviewed on /vocabulary
    await api(t, token).post('/api/study/exercise-attempts', {
      studySessionId: first.session.id,
      activityType: 'vocabulary',
      activityId: String(tried),
      userAnswer: 'x',
      isCorrect: false,
    });
    for (const cardId of [tried, practised]) {
      const res = await api(t, token).post('/api/vocabulary/review-result', {
        cardId,
        result: 'pass',
        responseTime: 900,
      });
      expect(res.statusCode).toBe(200);
    }
    const again = (await api(t, token).post(PLANNED, { sessionType: 'MIXED' })).json();
    const left = ids.filter((id: number) => id !== practised);
    expect(
      again.plan.vocabulary.map((c: { userVocabularyCardId: number }) => c.userVocabularyCardId),
    ).toEqual(left);
    expect(again.plan.reading).toEqual(first.plan.reading);
    expect(again.plan.grammar).toEqual(first.plan.grammar);
    expect(again.progress).toMatchObject({ answered: { vocabulary: 1 }, retryQueue: [0] });
    // the same cards on every later load
    expect((await api(t, token).post(PLANNED, { sessionType: 'MIXED' })).json().plan).toEqual(again.plan);

    // every card practised elsewhere: the phase has nothing left to offer but the card tried here
    for (const cardId of ids.slice(2))
      await api(t, token).post('/api/vocabulary/review-result', {
        cardId,
        result: 'pass',
        responseTime: 900,
      });
    const last = (await api(t, token).post(PLANNED, { sessionType: 'MIXED' })).json();
    expect(last.plan.vocabulary.map((c: { userVocabularyCardId: number }) => c.userVocabularyCardId)).toEqual(
      [tried],
    );
    expect(last.progress.answered.vocabulary).toBe(1);
  });

  it('records a reading answer on the session once per question and resumes with it (issue 19)', async () => {
    const token = await t.login('plan-reading@example.ee');
    const first = (await api(t, token).post(PLANNED, { sessionType: 'MIXED' })).json();
    const question = first.plan.reading[0].comprehensionQuestions[0];
    const url = `/api/reading/questions/${question.id}/response`;
    const body = { userAnswer: 'Tallinnas', studySessionId: first.session.id };
    // a double submit: two writes at once, then a retry after a reload with another answer
    const [a, b] = await Promise.all([api(t, token).post(url, body), api(t, token).post(url, body)]);
    const retry = await api(t, token).post(url, { ...body, userAnswer: 'Tartus' });
    for (const res of [a, b, retry]) {
      expect(res.statusCode).toBe(200);
      // the first answer's verdict stands: a retry cannot turn a wrong answer right
      expect(res.json()).toMatchObject({
        questionId: question.id,
        userAnswer: 'Tallinnas',
        isCorrect: false,
      });
    }
    const rows = await t.db
      .selectFrom('exercise_attempts')
      .selectAll()
      .where('study_session_id', '=', first.session.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      activity_type: 'reading',
      activity_id: String(first.plan.reading[0].id),
      question_id: question.id,
      user_answer: 'Tallinnas',
      correct_answer: 'Tartus',
      is_correct: false,
    });
    expect(rows[0]!.exercise_content).toMatchObject({ title: 'Mari', question: 'Kus?', questionCount: 1 });
    const responses = await t.db
      .selectFrom('question_responses')
      .select('user_answer')
      .where('question_id', '=', question.id)
      .where('user_id', '=', rows[0]!.user_id)
      .execute();
    expect(responses).toEqual([{ user_answer: 'Tallinnas' }]);

    const again = (await api(t, token).post(PLANNED, { sessionType: 'MIXED' })).json();
    expect(again.progress).toMatchObject({ readingAnswered: [1], attempts: 1, correct: 0 });
    expect(again.progress.answered.reading).toBe(1);
    expect(again.attempts).toEqual([
      expect.objectContaining({ questionId: question.id, userAnswer: 'Tallinnas', correctAnswer: 'Tartus' }),
    ]);
    expect(again.session.exercisesCompleted).toBe(1);
  });

  it('refuses a reading answer for another learner’s session with a 404, writing nothing', async () => {
    const owner = await t.login('plan-owner@example.ee');
    const session = (await api(t, owner).post(PLANNED, { sessionType: 'MIXED' })).json();
    const question = session.plan.reading[0].comprehensionQuestions[0];
    const other = await t.login('plan-other@example.ee');
    const res = await api(t, other).post(`/api/reading/questions/${question.id}/response`, {
      userAnswer: 'Tartus',
      studySessionId: session.session.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Study session not found' });
    const n = await t.db
      .selectFrom('exercise_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('study_session_id', '=', session.session.id)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('keeps a stand-alone grammar run until it is finished, then starts a new run', async () => {
    const token = await t.login('plan-grammar@example.ee');
    const run = (await api(t, token).post(PLANNED, { sessionType: 'GRAMMAR' })).json();
    expect(run.plan.vocabulary).toEqual([]);
    expect(run.plan.grammar).toHaveLength(8);
    const ex = run.plan.grammar[0];
    await api(t, token).post('/api/study/exercise-attempts', {
      studySessionId: run.session.id,
      activityType: 'exercise',
      activityId: String(ex.id),
      userAnswer: 'nothing',
      isCorrect: true,
    });
    const resumed = (await api(t, token).post(PLANNED, { sessionType: 'GRAMMAR' })).json();
    expect(resumed.session.id).toBe(run.session.id);
    expect(resumed.plan.grammar.map((g: { id: number }) => g.id)).toEqual(
      run.plan.grammar.map((g: { id: number }) => g.id),
    );
    expect(resumed.progress.answered.grammar).toBe(1);
    // the server judged the answer, not the app
    expect(resumed.progress.correct).toBe(0);

    await api(t, token).patch(`/api/study/sessions/${run.session.id}`, {
      isGrammarCompleted: true,
      isSessionFinished: true,
      exercisesCompleted: 99,
    });
    const next = (await api(t, token).post(PLANNED, { sessionType: 'GRAMMAR' })).json();
    expect(next.session.id).not.toBe(run.session.id);
    expect(next.progress.attempts).toBe(0);
    const finished = (await api(t, token).get(`/api/study/sessions/${run.session.id}/review`)).json();
    expect(finished.session.exercisesCompleted).toBe(1);
  });

  it('refuses an unknown session type with a 400', async () => {
    const token = await t.login('plan-bad@example.ee');
    const res = await api(t, token).post(PLANNED, { sessionType: 'READING' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'sessionType must be MIXED or GRAMMAR.' });
  });
});

describeApp('a planned session’s text without questions (issue 19)', (t) => {
  beforeAll(async () => {
    await seedVocabulary(t.db, [{ level: 'A0' }]);
    await seedReadingText(t.db, { title: 'Ilm' });
  });

  it('records reading it once, however often the attempt is sent', async () => {
    const token = await t.login('plan-no-questions@example.ee');
    const first = (await api(t, token).post(PLANNED, { sessionType: 'MIXED' })).json();
    expect(first.plan.reading[0].comprehensionQuestions).toEqual([]);
    const attempt = {
      studySessionId: first.session.id,
      activityType: 'reading',
      activityId: String(first.plan.reading[0].id),
      userAnswer: null,
      isCorrect: true,
    };
    const sent = await Promise.all(
      [1, 2].map(() => api(t, token).post('/api/study/exercise-attempts', attempt)),
    );
    await api(t, token).post('/api/study/exercise-attempts', attempt);
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201]);
    const again = (await api(t, token).post(PLANNED, { sessionType: 'MIXED' })).json();
    expect(again.progress).toMatchObject({ answered: { reading: 1 }, attempts: 1 });
    expect(again.session.exercisesCompleted).toBe(1);
  });
});
