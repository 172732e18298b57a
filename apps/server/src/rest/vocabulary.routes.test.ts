import { dailySessionBatcher, reviewBatchers } from '@keelerada/api';
import { localDateOf } from '@keelerada/domain';
import { beforeAll, expect, it, vi } from 'vitest';
import { seedVocabulary, userCardIds, userIdOf } from '../testing/learning-seed.ts';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

function api(t: TestAppContext, token: string, headers: Record<string, string> = {}) {
  const h = { ...t.auth(token), ...headers };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: h }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: h, payload: payload as object }),
  };
}

const review = (
  t: TestAppContext,
  token: string,
  cardId: number,
  result: 'pass' | 'fail',
  responseTime = 1500,
) => api(t, token).post('/api/vocabulary/review-result', { cardId, result, responseTime });

/**
 * Sends the reviews concurrently and holds both review batchers until every one of them is waiting, so that they
 * travel together; returns the responses and the size of every read and write batch sent meanwhile.
 */
async function reviewTogether(
  t: TestAppContext,
  reviews: { token: string; cardId: number; result: 'pass' | 'fail'; responseTime: number }[],
  expectedWrites: number,
) {
  const { reads, writes } = reviewBatchers(t.db);
  const sizes = { reads: [] as number[], writes: [] as number[] };
  const stop = [reads.observe((n) => sizes.reads.push(n)), writes.observe((n) => sizes.writes.push(n))];
  const resumeReads = reads.pause();
  const resumeWrites = writes.pause();
  try {
    const pending = Promise.all(reviews.map((r) => review(t, r.token, r.cardId, r.result, r.responseTime)));
    await vi.waitFor(() => expect(reads.waiting).toBe(reviews.length), { timeout: 10_000 });
    resumeReads();
    await vi.waitFor(() => expect(writes.waiting).toBe(expectedWrites), { timeout: 10_000 });
    resumeWrites();
    return { responses: await pending, sizes };
  } finally {
    resumeReads();
    resumeWrites();
    for (const s of stop) s();
  }
}

describeApp('vocabulary API', (t) => {
  beforeAll(async () => {
    // 15 A0 cards (rank 15 … 1, so insertion order is not path order), 5 A11 cards, and one card never approved
    await seedVocabulary(
      t.db,
      Array.from({ length: 15 }, (_, i) => ({ level: 'A0', frequency_rank: 15 - i })),
      'a0sõna',
    );
    await seedVocabulary(
      t.db,
      Array.from({ length: 5 }, () => ({ level: 'A11' })),
      'a11sõna',
    );
    await seedVocabulary(t.db, [{ level: 'A0', review_status: 'UNREVIEWED' }], 'draft');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vocabulary/daily-session' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required' });
  });

  it('gives a new learner the daily quota of new words in path order, in the documented shape', async () => {
    const token = await t.login('daily@example.ee');
    const res = await api(t, token).get('/api/vocabulary/daily-session');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reviews).toEqual([]);
    expect(body.newWords).toHaveLength(10);
    expect(body.newWordsToday).toEqual({ quota: 10, introduced: 0, remaining: 10 });
    // A0 only (the learner's path), by frequency rank
    expect(body.newWords.map((w: { word: { word: string } }) => w.word.word)).toEqual(
      Array.from({ length: 10 }, (_, i) => `a0sõna${14 - i}`),
    );
    const first = body.newWords[0];
    expect(first).toEqual({
      userVocabularyCardId: expect.any(Number),
      vocabularyCard: {
        id: expect.any(Number),
        form: 'a0sõna14a',
        case_form: 'NOMINATIVE',
        number: null,
        verb_form: null,
        practice_context: 'Siin on {} number 14.',
        practice_context_translation: 'Here is word 14.',
        alternatives: [],
      },
      word: {
        word: 'a0sõna14',
        definition: 'definition 14',
        translation: 'word 14',
        level: 'A0',
        word_type: 'NOUN',
      },
      user_progress: { repetitions: 0, review_count: 0, interval: 0, next_review: null },
    });
  });

  it('honours includeNew and limit, and refuses bad values with a 400', async () => {
    const token = await t.login('limits@example.ee');
    const none = await api(t, token).get('/api/vocabulary/daily-session?includeNew=false');
    expect(none.json().newWords).toEqual([]);
    const three = await api(t, token).get('/api/vocabulary/daily-session?includeNew=true&limit=3');
    expect(three.json().newWords).toHaveLength(3);
    for (const [q, msg] of [
      ['limit=0', 'limit must be a whole number from 1 to 200.'],
      ['limit=ten', 'limit must be a whole number from 1 to 200.'],
      ['includeNew=perhaps', 'includeNew must be true or false.'],
    ]) {
      const bad = await api(t, token).get(`/api/vocabulary/daily-session?${q}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: msg });
    }
  });

  it('does not offer a card failed today again as due: it counts as to revisit later today (issue 19)', async () => {
    const token = await t.login('later-today@example.ee');
    const first = (await api(t, token).get('/api/vocabulary/daily-session')).json();
    const id: number = first.newWords[0].userVocabularyCardId;
    expect(first.laterToday).toBe(0);
    expect((await review(t, token, id, 'fail')).statusCode).toBe(200);
    // a minute later the learning step is due, but it was practised today
    await t.db
      .updateTable('user_vocabulary_cards')
      .set({ due: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const after = (await api(t, token).get('/api/vocabulary/daily-session')).json();
    const offered = [...after.reviews, ...after.newWords].map(
      (w: { userVocabularyCardId: number }) => w.userVocabularyCardId,
    );
    expect(offered).not.toContain(id);
    expect(after.laterToday).toBe(1);
  });

  it('counts words introduced today against the quota and puts due reviews first, oldest due first', async () => {
    const email = 'quota@example.ee';
    const token = await t.login(email);
    const uid = await userIdOf(t.db, email);
    const daily = await api(t, token).get('/api/vocabulary/daily-session');
    const ids: number[] = daily
      .json()
      .newWords.map((w: { userVocabularyCardId: number }) => w.userVocabularyCardId);
    for (const id of ids.slice(0, 4)) expect((await review(t, token, id, 'pass')).statusCode).toBe(200);

    const after = (await api(t, token).get('/api/vocabulary/daily-session')).json();
    expect(after.newWordsToday).toEqual({ quota: 10, introduced: 4, remaining: 6 });
    expect(after.newWords).toHaveLength(6);
    expect(after.newWords.map((w: { userVocabularyCardId: number }) => w.userVocabularyCardId)).not.toContain(
      ids[0],
    );

    // make three reviewed cards due (on a schedule of days, not a same-day step), in a known order of due time
    const dueAt = [3, 1, 2].map((h) => new Date(Date.now() - h * 3_600_000));
    for (const [i, id] of ids.slice(0, 3).entries())
      await t.db
        .updateTable('user_vocabulary_cards')
        .set({ due: dueAt[i]!, interval_days: 1 })
        .where('id', '=', id)
        .execute();
    const withDue = (await api(t, token).get('/api/vocabulary/daily-session?limit=5')).json();
    expect(withDue.reviews.map((w: { userVocabularyCardId: number }) => w.userVocabularyCardId)).toEqual([
      ids[0],
      ids[2],
      ids[1],
    ]);
    expect(withDue.reviews[0].user_progress).toMatchObject({ repetitions: 1, review_count: 1 });
    expect(withDue.newWords).toHaveLength(2);
    const onlyReviews = (await api(t, token).get('/api/vocabulary/daily-session?limit=2')).json();
    expect(onlyReviews.reviews).toHaveLength(2);
    expect(onlyReviews.newWords).toHaveLength(0);

    // the quota follows the learner's own day: a card introduced "yesterday" does not count today
    await t.db
      .updateTable('user_vocabulary_cards')
      .set({ introduced_on: '2000-01-01' })
      .where('user_id', '=', uid)
      .where('id', '=', ids[3]!)
      .execute();
    expect((await api(t, token).get('/api/vocabulary/daily-session')).json().newWordsToday.introduced).toBe(
      3,
    );
  });

  it('records a pass and a fail with the FSRS schedule and a review log', async () => {
    const email = 'review@example.ee';
    const token = await t.login(email);
    const uid = await userIdOf(t.db, email);
    const [cardId] = await userCardIds(t.db, uid);
    const before = Date.now();
    const pass = await review(t, token, cardId!, 'pass', 2300);
    expect(pass.statusCode).toBe(200);
    expect(pass.json()).toEqual({
      cardId,
      result: 'pass',
      nextReview: expect.any(String),
      interval: 0,
      repetitions: 1,
      status: 'learning',
      tier: 'learning',
      reviewCount: 1,
      successfulReviews: 1,
    });
    expect(new Date(pass.json().nextReview).getTime()).toBeGreaterThan(before);
    const fail = await review(t, token, cardId!, 'fail');
    expect(fail.json()).toMatchObject({
      result: 'fail',
      repetitions: 0,
      reviewCount: 2,
      successfulReviews: 1,
    });

    const logs = await t.db
      .selectFrom('review_logs')
      .selectAll()
      .where('user_vocabulary_card_id', '=', cardId!)
      .orderBy('id')
      .execute();
    expect(logs.map((l) => [l.result, l.rating])).toEqual([
      ['pass', 3],
      ['fail', 1],
    ]);
    expect(logs[0]!.response_time_ms).toBe(2300);
    expect(logs[0]!.state_before).toMatchObject({ state: 0, reps: 0 });
    expect(logs[0]!.state_after).toMatchObject({ state: 1, reps: 1 });
    expect(logs[1]!.state_before).toEqual(logs[0]!.state_after);
    const card = await t.db
      .selectFrom('user_vocabulary_cards')
      .selectAll()
      .where('id', '=', cardId!)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ review_count: 2, successful_reviews: 1, repetitions: 0, lapses: 0 });
    expect(card.introduced_on).toBe(localDateOf(new Date(), 'UTC'));
  });

  it('answers 404 for another learner’s card or an unknown one, and writes nothing', async () => {
    const owner = 'owner@example.ee';
    await t.login(owner);
    const [theirs] = await userCardIds(t.db, await userIdOf(t.db, owner));
    const intruder = await t.login('intruder@example.ee');
    const logsBefore = await t.db.selectFrom('review_logs').select('id').execute();
    for (const id of [theirs!, 99_999_999]) {
      const res = await review(t, intruder, id, 'pass');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Vocabulary card not found' });
    }
    expect(await t.db.selectFrom('review_logs').select('id').execute()).toHaveLength(logsBefore.length);
    const card = await t.db
      .selectFrom('user_vocabulary_cards')
      .select('review_count')
      .where('id', '=', theirs!)
      .executeTakeFirstOrThrow();
    expect(card.review_count).toBe(0);
  });

  it('refuses bad review bodies with a 400 naming the problem', async () => {
    const token = await t.login('badreview@example.ee');
    const cases: [unknown, string][] = [
      [{ cardId: 1, result: 'maybe' }, 'result must be "pass" or "fail".'],
      [{ result: 'pass' }, 'cardId must be a positive whole number.'],
      [{ cardId: -4, result: 'pass' }, 'cardId must be a positive whole number.'],
      [
        { cardId: 1, result: 'pass', responseTime: 'quick' },
        'responseTime must be a number of milliseconds.',
      ],
      [[1, 2], 'Send a JSON object in the request body.'],
    ];
    for (const [payload, msg] of cases) {
      const res = await api(t, token).post('/api/vocabulary/review-result', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: msg });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/vocabulary/review-result',
      headers: { ...t.auth(token), 'content-type': 'application/json' },
      payload: '{"cardId": 1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/Malformed JSON/);
  });

  it('serialises 20 concurrent reviews of one card: the log and the card state agree, nothing is lost', async () => {
    const email = 'race@example.ee';
    const token = await t.login(email);
    const [cardId] = await userCardIds(t.db, await userIdOf(t.db, email));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        review(t, token, cardId!, i % 3 === 0 ? 'fail' : 'pass', 1000 + i),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().reviewCount))).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => i + 1)),
    );

    const logs = await t.db
      .selectFrom('review_logs')
      .selectAll()
      .where('user_vocabulary_card_id', '=', cardId!)
      .orderBy('id')
      .execute();
    expect(logs).toHaveLength(20);
    // each review started from the state the previous one left: a chain with no gap and no lost update
    for (let i = 1; i < logs.length; i++) expect(logs[i]!.state_before).toEqual(logs[i - 1]!.state_after);
    const card = await t.db
      .selectFrom('user_vocabulary_cards')
      .selectAll()
      .where('id', '=', cardId!)
      .executeTakeFirstOrThrow();
    const passes = logs.filter((l) => l.result === 'pass').length;
    expect(card.review_count).toBe(20);
    expect(card.successful_reviews).toBe(passes);
    expect(card.reps).toBe(20);
    const last = logs.at(-1)!.state_after;
    expect({
      due: card.due.toISOString(),
      stability: card.stability,
      difficulty: card.difficulty,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
    }).toEqual({
      due: last.due,
      stability: last.stability,
      difficulty: last.difficulty,
      reps: last.reps,
      lapses: last.lapses,
      state: last.state,
    });
  });

  it('reviews different learners’ cards in one read and one write batch, each with its own result and log', async () => {
    const learners = [];
    for (const [i, email] of ['batch1@example.ee', 'batch2@example.ee', 'batch3@example.ee'].entries()) {
      const token = await t.login(email);
      const userId = await userIdOf(t.db, email);
      const ids = await userCardIds(t.db, userId);
      // learner 1 has reviewed their card before: a batch mixes first and later reviews
      if (i === 0) expect((await review(t, token, ids[i]!, 'pass')).statusCode).toBe(200);
      learners.push({ token, userId, cardId: ids[i]!, before: i === 0 ? 1 : 0 });
    }
    const results = ['pass', 'fail', 'pass'] as const;
    const { responses, sizes } = await reviewTogether(
      t,
      learners.map((l, i) => ({
        token: l.token,
        cardId: l.cardId,
        result: results[i]!,
        responseTime: 1000 + i,
      })),
      3,
    );
    expect(sizes).toEqual({ reads: [3], writes: [3] });
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const [i, l] of learners.entries()) {
      expect(responses[i]!.json()).toMatchObject({
        cardId: l.cardId,
        result: results[i],
        reviewCount: l.before + 1,
        successfulReviews: l.before + (results[i] === 'pass' ? 1 : 0),
      });
      const logs = await t.db
        .selectFrom('review_logs')
        .selectAll()
        .where('user_vocabulary_card_id', '=', l.cardId)
        .orderBy('id')
        .execute();
      expect(logs).toHaveLength(l.before + 1);
      expect(logs.at(-1)).toMatchObject({
        user_id: l.userId,
        result: results[i],
        response_time_ms: 1000 + i,
      });
      const card = await t.db
        .selectFrom('user_vocabulary_cards')
        .selectAll()
        .where('id', '=', l.cardId)
        .executeTakeFirstOrThrow();
      expect(card).toMatchObject({ user_id: l.userId, review_count: l.before + 1 });
      expect(card.introduced_on).toBe(localDateOf(new Date(), 'UTC'));
      expect(card.due.toISOString()).toBe(logs.at(-1)!.state_after.due);
      if (l.before) expect(logs.at(-1)!.state_before).toEqual(logs.at(-2)!.state_after);
    }
  });

  it('answers 404 inside a batch without writing for that request or failing the others', async () => {
    const owner = await t.login('batch-owner@example.ee');
    const ownerId = await userIdOf(t.db, 'batch-owner@example.ee');
    const [theirs] = await userCardIds(t.db, ownerId);
    const other = await t.login('batch-other@example.ee');
    const [othersCard] = await userCardIds(t.db, await userIdOf(t.db, 'batch-other@example.ee'));
    const intruder = await t.login('batch-intruder@example.ee');
    const logsBefore = (await t.db.selectFrom('review_logs').select('id').execute()).length;
    const { responses, sizes } = await reviewTogether(
      t,
      [
        { token: owner, cardId: theirs!, result: 'pass', responseTime: 1100 },
        // the same card in the same batch, asked for by somebody else
        { token: intruder, cardId: theirs!, result: 'fail', responseTime: 1200 },
        { token: other, cardId: othersCard!, result: 'pass', responseTime: 1300 },
        { token: other, cardId: 99_999_999, result: 'pass', responseTime: 1400 },
      ],
      2,
    );
    expect(sizes).toEqual({ reads: [4], writes: [2] });
    expect(responses.map((r) => r.statusCode)).toEqual([200, 404, 200, 404]);
    expect(responses[1]!.json()).toEqual({ error: 'Vocabulary card not found' });
    expect(responses[3]!.json()).toEqual({ error: 'Vocabulary card not found' });
    expect(responses[0]!.json()).toMatchObject({ cardId: theirs, result: 'pass', reviewCount: 1 });
    expect(responses[2]!.json()).toMatchObject({ cardId: othersCard, result: 'pass', reviewCount: 1 });
    const logs = await t.db.selectFrom('review_logs').selectAll().orderBy('id').execute();
    expect(logs).toHaveLength(logsBefore + 2);
    expect(logs.filter((l) => l.user_vocabulary_card_id === theirs)).toEqual([
      expect.objectContaining({ user_id: ownerId, result: 'pass', response_time_ms: 1100 }),
    ]);
  });

  it('reports statistics for all 11 levels, the projection and its accuracy', async () => {
    const email = 'stats@example.ee';
    const token = await t.login(email);
    const ids = await userCardIds(t.db, await userIdOf(t.db, email));
    for (const id of ids.slice(0, 3)) await review(t, token, id, 'pass');
    for (let i = 0; i < 3; i++) await review(t, token, ids[0]!, 'pass');
    // one card made mastered by hand: 5 successes, interval 40 days
    await t.db
      .updateTable('user_vocabulary_cards')
      .set({ review_count: 6, successful_reviews: 5, interval_days: 40 })
      .where('id', '=', ids[1]!)
      .execute();
    const res = await api(t, token).get('/api/vocabulary/stats');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.current).toEqual({ learning: 1, familiar: 1, mastered: 1 });
    expect(s.currentLevel).toBe('A0');
    expect(s.currentLevelStats).toEqual({ total: 15, mastered: 1 });
    expect(Object.keys(s.levelStats)).toEqual([
      'A0',
      'A11',
      'A12',
      'A21',
      'A22',
      'B11',
      'B12',
      'B21',
      'B22',
      'C11',
      'C12',
    ]);
    expect(s.levelStats.A0).toEqual({ total: 15, new: 12, learning: 1, familiar: 1, mastered: 1 });
    expect(s.levelStats.A11).toEqual({ total: 5, new: 5, learning: 0, familiar: 0, mastered: 0 });
    expect(s.levelStats.C12).toEqual({ total: 0, new: 0, learning: 0, familiar: 0, mastered: 0 });
    expect(s.projection.map((p: { days: number }) => p.days)).toEqual([7, 30, 60, 90, 180, 365]);
    for (const p of s.projection) {
      expect(Object.keys(p).sort()).toEqual(['days', 'familiar', 'learning', 'mastered']);
      expect(p.learning + p.familiar + p.mastered).toBeLessThanOrEqual(15);
    }
    expect(s.projection.at(-1).mastered).toBeGreaterThanOrEqual(1);
    expect(s.metadata).toMatchObject({ projectionAccuracy: 'low', historyDays: 1, totalReviews: 6 });
    expect(s.metadata.avgDailyReviews).toBe(6);
    expect(s.streak).toBe(0);
  });

  it('lists the learned cards: every card reviewed at least once', async () => {
    const email = 'lexicon@example.ee';
    const token = await t.login(email);
    const ids = await userCardIds(t.db, await userIdOf(t.db, email));
    expect((await api(t, token).get('/api/vocabulary/learned')).json()).toEqual([]);
    await review(t, token, ids[0]!, 'pass');
    await review(t, token, ids[1]!, 'fail');
    const res = await api(t, token).get('/api/vocabulary/learned');
    expect(res.statusCode).toBe(200);
    const cards = res.json();
    expect(cards).toHaveLength(2);
    expect(cards.find((c: { id: number }) => c.id === ids[0])).toEqual({
      id: ids[0],
      vocabularyCardId: expect.any(Number),
      word: expect.stringMatching(/^a0sõna/),
      translation: expect.any(String),
      definition: expect.any(String),
      level: 'A0',
      status: 'learning',
      tier: 'learning',
      word_type: 'NOUN',
      form: expect.any(String),
      case_form: 'NOMINATIVE',
      number: null,
      verb_form: null,
      practice_context: expect.stringContaining('{}'),
      practice_context_translation: expect.any(String),
      repetitions: 1,
      interval: 0,
      review_count: 1,
      last_review_date: expect.any(String),
      next_review: expect.any(String),
    });
  });

  it('counts "today" in the learner’s zone, falling back to the X-Time-Zone header', async () => {
    // Kiritimati is UTC+14 and Pago Pago UTC−11: their dates always differ
    const saved = await t.login('kiritimati@example.ee', { timeZone: 'Pacific/Kiritimati' });
    const [a] = await userCardIds(t.db, await userIdOf(t.db, 'kiritimati@example.ee'));
    await api(t, saved, { 'x-time-zone': 'Pacific/Pago_Pago' }).post('/api/vocabulary/review-result', {
      cardId: a,
      result: 'pass',
    });
    const headerOnly = await t.login('pagopago@example.ee');
    const [b] = await userCardIds(t.db, await userIdOf(t.db, 'pagopago@example.ee'));
    await api(t, headerOnly, { 'x-time-zone': 'Pacific/Pago_Pago' }).post('/api/vocabulary/review-result', {
      cardId: b,
      result: 'pass',
    });
    const rows = await t.db
      .selectFrom('user_vocabulary_cards')
      .select(['id', 'introduced_on'])
      .where('id', 'in', [a!, b!])
      .execute();
    const on = new Map(rows.map((r) => [r.id, r.introduced_on]));
    const now = new Date();
    expect(on.get(a!)).toBe(localDateOf(now, 'Pacific/Kiritimati'));
    expect(on.get(b!)).toBe(localDateOf(now, 'Pacific/Pago_Pago'));
  });

  it('reads concurrent daily sessions of different learners in one statement, each getting their own', async () => {
    const learners = [
      { email: 'together1@example.ee', query: 'limit=2', zone: 'Europe/Tallinn', newWords: 2 },
      { email: 'together2@example.ee', query: 'limit=7', zone: 'Pacific/Kiritimati', newWords: 6 }, // and a review
      { email: 'together3@example.ee', query: 'includeNew=false', zone: 'Pacific/Pago_Pago', newWords: 0 },
      { email: 'together4@example.ee', query: '', zone: 'Europe/Tallinn', newWords: 10 },
    ];
    const tokens: string[] = [];
    for (const l of learners) tokens.push(await t.login(l.email));
    const get = (i: number) =>
      api(t, tokens[i]!, { 'x-time-zone': learners[i]!.zone }).get(
        `/api/vocabulary/daily-session?${learners[i]!.query}`,
      );
    // learner 1 has a review due (reviewed and moved back in time) and one word introduced today
    const uid1 = await userIdOf(t.db, learners[1]!.email);
    const [reviewed] = await userCardIds(t.db, uid1);
    const reviewRes = await api(t, tokens[1]!, { 'x-time-zone': learners[1]!.zone }).post(
      '/api/vocabulary/review-result',
      { cardId: reviewed, result: 'pass' },
    );
    expect(reviewRes.statusCode).toBe(200);
    await t.db
      .updateTable('user_vocabulary_cards')
      .set({ due: new Date(Date.now() - 60_000), interval_days: 1 })
      .where('id', '=', reviewed!)
      .execute();

    const batcher = dailySessionBatcher(t.db);
    const sizes: number[] = [];
    const stop = batcher.observe((n) => sizes.push(n));
    const resume = batcher.pause();
    let together: Awaited<ReturnType<typeof get>>[];
    try {
      const pending = Promise.all(learners.map((_, i) => get(i)));
      await vi.waitFor(() => expect(batcher.waiting).toBe(learners.length), { timeout: 10_000 });
      resume();
      together = await pending;
    } finally {
      resume();
      stop();
    }
    expect(sizes).toEqual([learners.length]);
    const cardIds = (items: { userVocabularyCardId: number }[]) => items.map((w) => w.userVocabularyCardId);
    for (const [i, l] of learners.entries()) {
      const body = together[i]!.json();
      expect(together[i]!.statusCode).toBe(200);
      expect(body.newWords).toHaveLength(l.newWords);
      const own = new Set(await userCardIds(t.db, await userIdOf(t.db, l.email)));
      for (const id of [...cardIds(body.reviews), ...cardIds(body.newWords)]) expect(own.has(id)).toBe(true);
      // exactly what the learner gets alone
      expect(body).toEqual((await get(i)).json());
    }
    expect(cardIds(together[1]!.json().reviews)).toEqual([reviewed]);
    expect(together[1]!.json().newWordsToday).toEqual({ quota: 10, introduced: 1, remaining: 9 });
  });

  it('has no benchmark route outside npm run bench', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/bench/bare' })).statusCode).toBe(404);
  });

  it('serves the same procedures over tRPC', async () => {
    const token = await t.login('trpc-vocab@example.ee');
    const input = encodeURIComponent(JSON.stringify({ limit: 2 }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/vocabulary.dailySession?input=${input}`,
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.newWords).toHaveLength(2);
  });
});
