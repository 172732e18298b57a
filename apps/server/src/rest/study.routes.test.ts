import { addDays, localDateOf } from '@keelerada/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  casePractice,
  seedGrammar,
  seedReadingText,
  seedVocabulary,
  userCardIds,
  userIdOf,
} from '../testing/learning-seed.ts';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

function api(t: TestAppContext, token: string, headers: Record<string, string> = {}) {
  const h = { ...t.auth(token), ...headers };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: h }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: h, payload: payload as object }),
    patch: (url: string, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url, headers: h, payload: payload as object }),
  };
}

const todayUtc = () => localDateOf(new Date(), 'UTC');

describeApp('study API', (t) => {
  let grammarIds: number[] = [];
  let readingId = 0;
  beforeAll(async () => {
    await seedVocabulary(
      t.db,
      Array.from({ length: 5 }, () => ({ level: 'A0' })),
    );
    grammarIds = await seedGrammar(t.db, [
      { type: 'CASE_PRACTICE', content: casePractice(1) },
      {
        type: 'SENTENCE_CONSTRUCTION',
        content: {
          words: ['Ma', 'lähen', 'täna', 'koju'],
          correct_orders: [
            [0, 1, 2, 3],
            [2, 1, 0, 3],
          ],
        },
      },
      {
        type: 'ERROR_CORRECTION',
        content: { incorrect_sentence: 'Ma lähen kool.', correct_sentence: 'Ma lähen kooli.', errors: [] },
      },
    ]);
    readingId = (
      await seedReadingText(t.db, { title: 'Mari' }, [{ question: 'Kus?', correct_answer: ['Tartus'] }])
    ).id;
  });

  describe('sessions', () => {
    it('creates a session on the learner’s day and reuses today’s unfinished one of the same type', async () => {
      const token = await t.login('create@example.ee');
      const res = await api(t, token).post('/api/study/sessions', {
        sessionType: 'MIXED',
        totalExercises: 12,
      });
      expect(res.statusCode).toBe(201);
      const s = res.json();
      expect(s).toEqual({
        id: expect.any(Number),
        sessionType: 'MIXED',
        totalExercises: 12,
        isVocabularyCompleted: false,
        isReadingCompleted: false,
        isGrammarCompleted: false,
        isSessionFinished: false,
        exercisesCompleted: 0,
        accuracyPercentage: null,
        startedAt: expect.any(String),
        completedAt: null,
        localDate: todayUtc(),
        is_vocabulary_completed: false,
        is_reading_completed: false,
        is_grammar_completed: false,
        is_session_finished: false,
        started_at: s.startedAt,
        completed_at: null,
      });
      const again = await api(t, token).post('/api/study/sessions', {
        sessionType: 'mixed',
        totalExercises: 14,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ id: s.id, totalExercises: 14 });
      const grammar = await api(t, token).post('/api/study/sessions', {
        sessionType: 'GRAMMAR',
        totalExercises: 8,
      });
      expect(grammar.statusCode).toBe(201);
      expect(grammar.json().id).not.toBe(s.id);
    });

    it('makes one session when two lazy starts race', async () => {
      const email = 'race-session@example.ee';
      const token = await t.login(email);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => api(t, token).post('/api/study/sessions', { sessionType: 'MIXED' })),
      );
      expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
      const uid = await userIdOf(t.db, email);
      expect(
        await t.db.selectFrom('study_sessions').select('id').where('user_id', '=', uid).execute(),
      ).toHaveLength(1);
    });

    it('refuses bad session input with a 400 and writes nothing', async () => {
      const email = 'badsession@example.ee';
      const token = await t.login(email);
      for (const [payload, msg] of [
        [{ sessionType: 'LISTENING' }, 'sessionType must be one of MIXED, READING, GRAMMAR or VOCABULARY.'],
        [{}, 'sessionType must be one of MIXED, READING, GRAMMAR or VOCABULARY.'],
        [
          { sessionType: 'MIXED', totalExercises: -1 },
          'totalExercises must be a whole number from 0 to 1000.',
        ],
      ] as const) {
        const res = await api(t, token).post('/api/study/sessions', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: msg });
      }
      const uid = await userIdOf(t.db, email);
      expect(
        await t.db.selectFrom('study_sessions').select('id').where('user_id', '=', uid).execute(),
      ).toHaveLength(0);
    });

    it('updates flags and counters, finishes once, and keeps flags on', async () => {
      const email = 'patch@example.ee';
      const token = await t.login(email);
      const { id } = (await api(t, token).post('/api/study/sessions', { sessionType: 'MIXED' })).json();
      const a = await api(t, token).patch(`/api/study/sessions/${id}`, {
        isVocabularyCompleted: true,
        exercisesCompleted: 5,
        accuracyPercentage: 80,
      });
      expect(a.statusCode).toBe(200);
      expect(a.json()).toMatchObject({
        isVocabularyCompleted: true,
        exercisesCompleted: 5,
        accuracyPercentage: 80,
      });
      const off = await api(t, token).patch(`/api/study/sessions/${id}`, { isVocabularyCompleted: false });
      expect(off.json().isVocabularyCompleted).toBe(true);
      const done = await api(t, token).patch(`/api/study/sessions/${id}`, {
        isReadingCompleted: true,
        isGrammarCompleted: true,
        isSessionFinished: true,
        completedAt: '2030-01-02T03:04:05.000Z',
      });
      expect(done.json()).toMatchObject({
        isSessionFinished: true,
        is_session_finished: true,
        completedAt: '2030-01-02T03:04:05.000Z',
        completed_at: '2030-01-02T03:04:05.000Z',
      });
      const twice = await api(t, token).patch(`/api/study/sessions/${id}`, {
        isSessionFinished: true,
        completedAt: '2031-01-01T00:00:00.000Z',
      });
      expect(twice.json().completedAt).toBe('2030-01-02T03:04:05.000Z');
      const row = await t.db
        .selectFrom('study_sessions')
        .select('completed_local_date')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.completed_local_date).toBe(todayUtc());
    });

    it('stamps the completion time itself when none is sent', async () => {
      const token = await t.login('finish-now@example.ee');
      const { id } = (await api(t, token).post('/api/study/sessions', { sessionType: 'READING' })).json();
      const before = Date.now();
      const res = await api(t, token).patch(`/api/study/sessions/${id}`, { isSessionFinished: true });
      expect(new Date(res.json().completedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('answers 404 for another learner’s session and 400 for bad patches', async () => {
      const owner = await t.login('session-owner@example.ee');
      const { id } = (await api(t, owner).post('/api/study/sessions', { sessionType: 'MIXED' })).json();
      const other = await t.login('session-other@example.ee');
      const res = await api(t, other).patch(`/api/study/sessions/${id}`, { isSessionFinished: true });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Study session not found' });
      expect((await api(t, other).get(`/api/study/sessions/${id}/review`)).statusCode).toBe(404);
      const still = await t.db
        .selectFrom('study_sessions')
        .select('is_session_finished')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(still.is_session_finished).toBe(false);

      for (const [url, payload, msg] of [
        [`/api/study/sessions/${id}`, {}, /^Nothing to update/],
        [
          `/api/study/sessions/${id}`,
          { accuracyPercentage: 140 },
          /^accuracyPercentage must be a number from 0 to 100\.$/,
        ],
        [
          `/api/study/sessions/${id}`,
          { isReadingCompleted: 'yes' },
          /^isReadingCompleted must be true or false\.$/,
        ],
        [`/api/study/sessions/${id}`, { completedAt: 'tomorrow' }, /ISO 8601/],
        [
          '/api/study/sessions/abc',
          { isReadingCompleted: true },
          /^Session id must be a positive whole number\.$/,
        ],
      ] as const) {
        const bad = await api(t, owner).patch(url, payload);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error).toMatch(msg);
      }
    });

    it('lists the learner’s sessions, newest first', async () => {
      const token = await t.login('list@example.ee');
      const a = (await api(t, token).post('/api/study/sessions', { sessionType: 'READING' })).json();
      const b = (await api(t, token).post('/api/study/sessions', { sessionType: 'GRAMMAR' })).json();
      const res = await api(t, token).get('/api/study/sessions');
      expect(res.statusCode).toBe(200);
      expect(res.json().map((s: { id: number }) => s.id)).toEqual([b.id, a.id]);
      expect((await api(t, token).get('/api/study/sessions?limit=1')).json()).toHaveLength(1);
      expect((await api(t, token).get('/api/study/sessions?limit=0')).statusCode).toBe(400);
    });
  });

  describe("today's sessions", () => {
    it('answers 204 when there is nothing today', async () => {
      const token = await t.login('nothing@example.ee');
      for (const path of ['unfinished', 'unfinished/mixed', 'finished', 'finished/mixed']) {
        const res = await api(t, token).get(`/api/study/sessions/today/${path}`);
        expect(res.statusCode).toBe(204);
        expect(res.body).toBe('');
      }
      const status = await api(t, token).get('/api/study/sessions/today/completion-status');
      expect(status.json()).toEqual({
        isVocabularyCompleted: false,
        isReadingCompleted: false,
        isGrammarCompleted: false,
        hasActiveSession: false,
      });
      expect((await api(t, token).get('/api/study/sessions/today/mixed-status')).json()).toEqual({
        unfinishedSession: null,
        finishedSession: null,
        completionStatus: {
          isVocabularyCompleted: false,
          isReadingCompleted: false,
          isGrammarCompleted: false,
          hasActiveSession: false,
        },
      });
    });

    it('reports unfinished, finished, completion and mixed status, with /mixed narrowed to MIXED', async () => {
      const token = await t.login('today@example.ee');
      const grammar = (await api(t, token).post('/api/study/sessions', { sessionType: 'GRAMMAR' })).json();
      await api(t, token).patch(`/api/study/sessions/${grammar.id}`, {
        isGrammarCompleted: true,
        isSessionFinished: true,
      });
      const mixed = (await api(t, token).post('/api/study/sessions', { sessionType: 'MIXED' })).json();
      await api(t, token).patch(`/api/study/sessions/${mixed.id}`, { isVocabularyCompleted: true });

      expect((await api(t, token).get('/api/study/sessions/today/unfinished')).json().id).toBe(mixed.id);
      expect((await api(t, token).get('/api/study/sessions/today/unfinished/mixed')).json().id).toBe(
        mixed.id,
      );
      const finished = await api(t, token).get('/api/study/sessions/today/finished');
      expect(finished.statusCode).toBe(200);
      expect(finished.json()).toMatchObject({ hasFinishedSession: true, session: { id: grammar.id } });
      expect((await api(t, token).get('/api/study/sessions/today/finished/mixed')).statusCode).toBe(204);

      expect((await api(t, token).get('/api/study/sessions/today/completion-status')).json()).toEqual({
        isVocabularyCompleted: true,
        isReadingCompleted: false,
        isGrammarCompleted: true,
        hasActiveSession: true,
      });
      expect((await api(t, token).get('/api/study/sessions/today/completion-status/mixed')).json()).toEqual({
        isVocabularyCompleted: true,
        isReadingCompleted: false,
        isGrammarCompleted: false,
        hasActiveSession: true,
      });
      const status = (await api(t, token).get('/api/study/sessions/today/mixed-status')).json();
      expect(status.unfinishedSession).toMatchObject({ id: mixed.id, started_at: expect.any(String) });
      expect(status.finishedSession).toBeNull();

      await api(t, token).patch(`/api/study/sessions/${mixed.id}`, {
        isReadingCompleted: true,
        isGrammarCompleted: true,
        isSessionFinished: true,
      });
      const after = (await api(t, token).get('/api/study/sessions/today/mixed-status')).json();
      expect(after.unfinishedSession).toBeNull();
      expect(after.finishedSession).toMatchObject({ id: mixed.id, completed_at: expect.any(String) });
      expect(after.completionStatus).toEqual({
        isVocabularyCompleted: true,
        isReadingCompleted: true,
        isGrammarCompleted: true,
        hasActiveSession: false,
      });
    });

    it('puts "today" in the saved zone, else the X-Time-Zone header, else UTC', async () => {
      const saved = await t.login('tz-saved@example.ee', { timeZone: 'Pacific/Kiritimati' });
      const s1 = (
        await api(t, saved, { 'x-time-zone': 'Pacific/Pago_Pago' }).post('/api/study/sessions', {
          sessionType: 'MIXED',
        })
      ).json();
      const header = await t.login('tz-header@example.ee');
      const s2 = (
        await api(t, header, { 'x-time-zone': 'Pacific/Pago_Pago' }).post('/api/study/sessions', {
          sessionType: 'MIXED',
        })
      ).json();
      const bogus = (
        await api(t, header, { 'x-time-zone': 'Not/AZone' }).post('/api/study/sessions', {
          sessionType: 'READING',
        })
      ).json();
      const now = new Date();
      expect(s1.localDate).toBe(localDateOf(now, 'Pacific/Kiritimati'));
      expect(s2.localDate).toBe(localDateOf(now, 'Pacific/Pago_Pago'));
      expect(bogus.localDate).toBe(localDateOf(now, 'UTC'));
      // the header learner's session is "today" only in their zone
      const there = await api(t, header, { 'x-time-zone': 'Pacific/Pago_Pago' }).get(
        '/api/study/sessions/today/unfinished/mixed',
      );
      expect(there.json().id).toBe(s2.id);
      const elsewhere = await api(t, header, { 'x-time-zone': 'Pacific/Kiritimati' }).get(
        '/api/study/sessions/today/unfinished/mixed',
      );
      expect(elsewhere.statusCode).toBe(204);
    });
  });

  describe('exercise attempts and review', () => {
    it('records the server’s verdict for grammar answers and the app’s for vocabulary and reading', async () => {
      const email = 'attempts@example.ee';
      const token = await t.login(email);
      const [cardId] = await userCardIds(t.db, await userIdOf(t.db, email));
      const session = (await api(t, token).post('/api/study/sessions', { sessionType: 'MIXED' })).json();
      const post = (body: Record<string, unknown>) =>
        api(t, token).post('/api/study/exercise-attempts', { studySessionId: session.id, ...body });

      const wrongClaim = await post({
        activityType: 'exercise',
        activityId: grammarIds[0],
        userAnswer: 'majja',
        correctAnswer: 'majja',
        isCorrect: true,
        hintCount: 0,
        attemptNumber: 1,
      });
      expect(wrongClaim.statusCode).toBe(201);
      expect(wrongClaim.json()).toMatchObject({
        activityType: 'exercise',
        activityId: String(grammarIds[0]),
        userAnswer: 'majja',
        correctAnswer: 'majas',
        isCorrect: false,
        hintCount: 0,
        attemptNumber: 1,
      });
      const words = await post({
        activityType: 'exercise',
        activityId: grammarIds[1],
        userAnswer: ['Täna', 'lähen', 'ma', 'koju'],
        isCorrect: false,
      });
      expect(words.json()).toMatchObject({ isCorrect: true, userAnswer: 'Täna lähen ma koju' });
      const fix = await post({
        activityType: 'exercise',
        activityId: grammarIds[2],
        userAnswer: 'kooli',
        isCorrect: false,
      });
      expect(fix.json()).toMatchObject({ isCorrect: true, correctAnswer: 'Ma lähen kooli.' });
      const vocab = await post({
        activityType: 'vocabulary',
        activityId: cardId,
        userAnswer: null,
        isCorrect: false,
      });
      expect(vocab.json()).toMatchObject({ isCorrect: false, userAnswer: null, correctAnswer: 'sõna0a' });
      const reading = await post({
        activityType: 'reading',
        activityId: readingId,
        isCorrect: true,
        exerciseContent: { title: 'Mari' },
      });
      expect(reading.json()).toMatchObject({ isCorrect: true, exerciseContent: { title: 'Mari' } });

      const review = await api(t, token).get(`/api/study/sessions/${session.id}/review`);
      expect(review.statusCode).toBe(200);
      const r = review.json();
      expect(r.statistics).toEqual({
        totalAttempts: 5,
        correctAttempts: 3,
        incorrectAttempts: 2,
        accuracy: 60,
      });
      expect(r.attempts).toHaveLength(5);
      const [a0, , , v, rd] = r.attempts;
      expect(a0).toMatchObject({
        activity_type: 'exercise',
        is_correct: false,
        user_answer: 'majja',
        correct_answer: 'majas',
        exercise: { id: grammarIds[0], type: 'CASE_PRACTICE', sentence: 'Ma elan suures _____ 1.' },
        exercise_content: { id: grammarIds[0], type: 'CASE_PRACTICE' },
        vocabulary_card: null,
      });
      expect(v).toMatchObject({
        activity_type: 'vocabulary',
        exercise: null,
        vocabulary_card: {
          userVocabularyCardId: cardId,
          word: 'sõna0',
          form: 'sõna0a',
          translation: 'word 0',
        },
      });
      expect(rd).toMatchObject({
        activity_type: 'reading',
        exercise: { id: readingId, title: 'Mari', hasQuestions: true, questionCount: 1 },
      });
    });

    it('refuses attempts on others’ sessions and cards, unknown exercises and bad input', async () => {
      const owner = await t.login('attempt-owner@example.ee');
      const session = (await api(t, owner).post('/api/study/sessions', { sessionType: 'MIXED' })).json();
      const ownerCard = (await userCardIds(t.db, await userIdOf(t.db, 'attempt-owner@example.ee')))[0];
      const other = await t.login('attempt-other@example.ee');
      const before = (await t.db.selectFrom('exercise_attempts').select('id').execute()).length;
      const cases: [Record<string, unknown>, number, string | RegExp][] = [
        [
          { studySessionId: session.id, activityType: 'vocabulary', isCorrect: true },
          404,
          'Study session not found',
        ],
        [
          { activityType: 'vocabulary', activityId: ownerCard, isCorrect: true },
          404,
          'Vocabulary card not found',
        ],
        [
          { activityType: 'exercise', activityId: 99_999_999, isCorrect: true },
          404,
          'Grammar exercise not found',
        ],
        [{ activityType: 'reading', activityId: 99_999_999, isCorrect: true }, 404, 'Reading text not found'],
        [
          { activityType: 'exercise', isCorrect: true },
          400,
          'activityId is required: send the grammar exercise id.',
        ],
        [
          { activityType: 'quiz', isCorrect: true },
          400,
          'activityType must be vocabulary, reading or exercise.',
        ],
        [{ activityType: 'reading' }, 400, 'isCorrect must be true or false.'],
        [
          { activityType: 'reading', isCorrect: true, hintCount: 500 },
          400,
          'hintCount must be a whole number from 0 to 100.',
        ],
      ];
      for (const [payload, status, msg] of cases) {
        const res = await api(t, other).post('/api/study/exercise-attempts', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json().error).toMatch(msg);
      }
      expect((await t.db.selectFrom('exercise_attempts').select('id').execute()).length).toBe(before);
    });

    it('reviews an empty session with zero statistics', async () => {
      const token = await t.login('empty-review@example.ee');
      const session = (await api(t, token).post('/api/study/sessions', { sessionType: 'GRAMMAR' })).json();
      const r = (await api(t, token).get(`/api/study/sessions/${session.id}/review`)).json();
      expect(r.statistics).toEqual({
        totalAttempts: 0,
        correctAttempts: 0,
        incorrectAttempts: 0,
        accuracy: 0,
      });
      expect(r.attempts).toEqual([]);
      expect((await api(t, token).get('/api/study/sessions/0/review')).statusCode).toBe(400);
    });
  });

  describe('streak and calendar', () => {
    async function finishedOn(userId: number, dates: string[], finished = true) {
      await t.db
        .insertInto('study_sessions')
        .values(
          dates.map((d) => ({
            user_id: userId,
            session_type: 'MIXED',
            local_date: d,
            is_session_finished: finished,
            completed_local_date: finished ? d : null,
          })),
        )
        .execute();
    }

    it('counts consecutive finished days ending today or yesterday in the learner’s zone', async () => {
      const email = 'streak@example.ee';
      const token = await t.login(email, { timeZone: 'Europe/Tallinn' });
      const uid = await userIdOf(t.db, email);
      expect((await api(t, token).get('/api/study/streak')).json()).toEqual({
        currentStreak: 0,
        lastStudyDate: null,
      });
      const today = localDateOf(new Date(), 'Europe/Tallinn');
      await finishedOn(uid, [addDays(today, -1), addDays(today, -2), addDays(today, -3), addDays(today, -5)]);
      await finishedOn(uid, [today], false);
      expect((await api(t, token).get('/api/study/streak')).json()).toEqual({
        currentStreak: 3,
        lastStudyDate: addDays(today, -1),
      });
      await finishedOn(uid, [today, today]);
      expect((await api(t, token).get('/api/study/streak')).json()).toEqual({
        currentStreak: 4,
        lastStudyDate: today,
      });
      expect((await api(t, token).get('/api/vocabulary/stats')).json().streak).toBe(4);
    });

    it('maps every date of the month to its state', async () => {
      const email = 'calendar@example.ee';
      const token = await t.login(email);
      const uid = await userIdOf(t.db, email);
      await finishedOn(uid, ['2026-03-02', '2026-03-03']);
      await finishedOn(uid, ['2026-03-03', '2026-04-01'], false);
      const res = await api(t, token).get('/api/study/calendar/2026/3');
      expect(res.statusCode).toBe(200);
      const cal = res.json();
      expect(Object.keys(cal)).toHaveLength(31);
      expect(cal['2026-03-02']).toEqual({
        hasSession: true,
        hasUnfinishedSession: false,
        sessionsCompleted: 1,
        isToday: false,
        isFuture: todayUtc() < '2026-03-02',
      });
      expect(cal['2026-03-03']).toMatchObject({ hasSession: true, hasUnfinishedSession: true });
      expect(cal['2026-03-04']).toMatchObject({ hasSession: false, hasUnfinishedSession: false });
      expect(cal['2026-04-01']).toBeUndefined();
      for (const [url, msg] of [
        ['/api/study/calendar/2026/13', 'month must be a whole number from 1 to 12.'],
        ['/api/study/calendar/year/3', 'year must be a whole number from 2000 to 2100.'],
      ]) {
        const bad = await api(t, token).get(url!);
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ error: msg });
      }
    });
  });

  it('serves the same procedures over tRPC', async () => {
    const token = await t.login('trpc-study@example.ee');
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/study.mixedStatus',
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({ unfinishedSession: null, finishedSession: null });
  });
});
