import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeDb } from '../testing/index.ts';
import { dailySessionCards, dailySessionsCards } from './daily-session.repository.ts';

describeDb('daily session query', (t) => {
  let userId = 0;
  const ids: Record<string, number> = {};
  const hour = 3_600_000;
  const reviewed: Record<string, Date> = {};
  beforeAll(async () => {
    userId = (
      await t.db
        .insertInto('users')
        .values({ email: 'repo@example.ee', first_name: 'R', last_name: 'T' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const cards = [
      { key: 'b1', level: 'B1', rank: 1 },
      { key: 'a0-null', level: 'A0', rank: null },
      { key: 'a0-2', level: 'A0', rank: 2 },
      { key: 'a11-1', level: 'A11', rank: 1 },
      { key: 'a0-1', level: 'A0', rank: 1 },
      { key: 'invalid', level: 'A0', rank: 0, status: 'INVALID' },
      { key: 'due-old', level: 'A0', rank: 50 },
      { key: 'due-new', level: 'A0', rank: 51 },
      { key: 'not-due', level: 'A0', rank: 52 },
      { key: 'due-invalid', level: 'A0', rank: 53, status: 'NEEDS_ATTENTION' },
    ];
    for (const c of cards) {
      ids[c.key] = (
        await t.db
          .insertInto('vocabulary_cards')
          .values({
            word: c.key,
            form: c.key,
            translation: c.key,
            word_type: 'NOUN',
            level: c.level,
            frequency_rank: c.rank,
            practice_context: `See on ___ ${c.key}.`,
            practice_context_translation: c.key,
            review_status: c.status ?? 'VALID',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    Object.assign(reviewed, {
      'due-old': new Date(Date.now() - 5 * hour),
      'due-new': new Date(Date.now() - hour),
      'not-due': new Date(Date.now() + 48 * hour),
      'due-invalid': new Date(Date.now() - 9 * hour),
    });
    for (const [key, id] of Object.entries(ids)) {
      const due = reviewed[key];
      await t.db
        .insertInto('user_vocabulary_cards')
        .values({
          user_id: userId,
          vocabulary_card_id: id,
          ...(due
            ? { due, review_count: 1, introduced_on: key === 'due-new' ? '2026-05-10' : '2026-05-01' }
            : {}),
        })
        .execute();
    }
  });

  const args = (over: Partial<Parameters<typeof dailySessionCards>[1]> = {}) => ({
    userId,
    now: new Date(),
    today: '2026-05-10',
    limit: 50,
    newWordQuota: 10,
    level: 'A0',
    ...over,
  });
  const words = (rows: { vocabulary_card_id: number }[]) =>
    rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.vocabulary_card_id));

  it('returns due VALID reviews oldest first, then new VALID words by level and frequency (no rank last)', async () => {
    const r = await dailySessionCards(t.db, args());
    expect(words(r.reviews)).toEqual(['due-old', 'due-new']);
    expect(words(r.newWords)).toEqual(['a0-1', 'a0-2', 'a0-null', 'a11-1', 'b1']);
    expect(r.introducedToday).toBe(1);
  });

  it('gives a learner who chose a higher level its words first, then the levels below', async () => {
    expect(words((await dailySessionCards(t.db, args({ level: 'A11' }))).newWords)).toEqual([
      'a11-1',
      'b1',
      'a0-1',
      'a0-2',
      'a0-null',
    ]);
    expect(words((await dailySessionCards(t.db, args({ level: 'B1', newWordQuota: 3 }))).newWords)).toEqual([
      'b1',
      'a0-1',
    ]);
    const [many] = await dailySessionsCards(t.db, [args({ level: 'B1', newWordQuota: 3 })]);
    expect(words(many!.newWords)).toEqual(['b1', 'a0-1']);
  });

  it('gives each card its due time to the millisecond and its progress as numbers', async () => {
    const [old] = (await dailySessionCards(t.db, args())).reviews;
    expect(old).toMatchObject({
      vocabulary_card_id: ids['due-old'],
      due_ms: reviewed['due-old']!.getTime(),
      review_count: 1,
      repetitions: 0,
      interval_days: 0,
    });
    expect(new Date(old!.due_ms).toISOString()).toBe(reviewed['due-old']!.toISOString());
  });

  it('applies the quota left today and the limit, reviews first', async () => {
    expect(words((await dailySessionCards(t.db, args({ newWordQuota: 3 }))).newWords)).toEqual([
      'a0-1',
      'a0-2',
    ]);
    const tight = await dailySessionCards(t.db, args({ limit: 3 }));
    expect(words(tight.reviews)).toEqual(['due-old', 'due-new']);
    expect(words(tight.newWords)).toEqual(['a0-1']);
    const none = await dailySessionCards(t.db, args({ newWordQuota: 0 }));
    expect(none.newWords).toEqual([]);
    expect(none.introducedToday).toBe(1);
    const oneReview = await dailySessionCards(t.db, args({ limit: 1 }));
    expect(words(oneReview.reviews)).toEqual(['due-old']);
    expect(oneReview.newWords).toEqual([]);
  });

  it('follows an admin moving a card in the path (the learner-side sort keys are kept in step)', async () => {
    const move = (level: string, rank: number) =>
      t.db
        .updateTable('vocabulary_cards')
        .set({ level, frequency_rank: rank })
        .where('id', '=', ids.b1!)
        .execute();
    await move('A0', 0);
    try {
      expect(words((await dailySessionCards(t.db, args({ newWordQuota: 3 }))).newWords)).toEqual([
        'b1',
        'a0-1',
      ]);
    } finally {
      await move('B1', 1);
    }
    expect(words((await dailySessionCards(t.db, args({ newWordQuota: 3 }))).newWords)).toEqual([
      'a0-1',
      'a0-2',
    ]);
  });

  it('follows an admin changing a card’s status: only VALID cards are studied', async () => {
    const status = (key: string, review_status: string) =>
      t.db.updateTable('vocabulary_cards').set({ review_status }).where('id', '=', ids[key]!).execute();
    await status('a0-1', 'NEEDS_ATTENTION');
    await status('due-invalid', 'VALID');
    try {
      const r = await dailySessionCards(t.db, args());
      expect(words(r.reviews)).toEqual(['due-invalid', 'due-old', 'due-new']);
      expect(words(r.newWords)).toEqual(['a0-2', 'a0-null', 'a11-1', 'b1']);
    } finally {
      await status('a0-1', 'VALID');
      await status('due-invalid', 'NEEDS_ATTENTION');
    }
    expect(words((await dailySessionCards(t.db, args())).newWords)).toEqual([
      'a0-1',
      'a0-2',
      'a0-null',
      'a11-1',
      'b1',
    ]);
  });

  it('gives every word’s plain form before any word’s other forms, and follows a form edited later', async () => {
    const learner = (
      await t.db
        .insertInto('users')
        .values({ email: 'lemma@example.ee', first_name: 'L', last_name: 'T' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // `olema`'s present forms are ranked before `maja` and `suur`; its infinitive (rank 9) is its plain form
    const cards: [string, string, string | null, string | null, number][] = [
      ['olema', 'olen', null, 'PRESENT', 1],
      ['olema', 'oled', null, 'PRESENT', 2],
      ['olema', 'on', null, 'PRESENT', 3],
      ['maja', 'majas', 'INESSIVE', null, 4],
      ['olema', 'olema', null, 'INFINITIVE', 9],
      ['maja', 'maja', 'NOMINATIVE', null, 5],
      ['suur', 'suure', 'GENITIVE', null, 6],
    ];
    const byForm: Record<string, number> = {};
    for (const [word, form, case_form, verb_form, rank] of cards) {
      const id = (
        await t.db
          .insertInto('vocabulary_cards')
          .values({
            word,
            form,
            case_form,
            verb_form,
            translation: word,
            word_type: word === 'olema' ? 'VERB' : 'NOUN',
            level: 'A11',
            frequency_rank: rank,
            practice_context: `___ ${form}`,
            practice_context_translation: form,
            review_status: 'VALID',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      byForm[form] = id;
      await t.db
        .insertInto('user_vocabulary_cards')
        .values({ user_id: learner, vocabulary_card_id: id })
        .execute();
    }
    const forms = async () =>
      (await dailySessionCards(t.db, args({ userId: learner }))).newWords.map(
        (r) => Object.keys(byForm).find((f) => byForm[f] === r.vocabulary_card_id) ?? '?',
      );
    expect(await forms()).toEqual(['maja', 'suure', 'olema', 'olen', 'majas', 'oled', 'on']);
    // an admin makes `suur`'s card its plain form and drops `olema`'s infinitive from the pack: the order follows
    await t.db
      .updateTable('vocabulary_cards')
      .set({ form: 'suur', case_form: 'NOMINATIVE' })
      .where('id', '=', byForm.suure!)
      .execute();
    await t.db.deleteFrom('vocabulary_cards').where('id', '=', byForm.olema!).execute();
    expect(await forms()).toEqual(['olen', 'maja', 'suure', 'oled', 'majas', 'on']);
    // the plain `maja` card is found wrong: `majas` is now the first card of its word a learner can meet
    await t.db
      .updateTable('vocabulary_cards')
      .set({ review_status: 'INVALID' })
      .where('id', '=', byForm.maja!)
      .execute();
    expect(await forms()).toEqual(['olen', 'majas', 'suure', 'oled', 'on']);
  });

  it('reports the introductions even for a learner with nothing to study', async () => {
    const r = await dailySessionCards(t.db, args({ userId: 999_999 }));
    expect(r).toEqual({ reviews: [], newWords: [], introducedToday: 0 });
  });

  it('runs the same parameterised statement many times (prepared statements on Postgres)', async () => {
    for (let i = 0; i < 8; i++) {
      const r = await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(t.db);
      expect(r.rows[0]!.n).toBe(i + 1);
    }
  });
});

describeDb('daily sessions of many learners in one statement', (t) => {
  const learners: number[] = [];
  const hour = 3_600_000;
  const now = new Date('2026-05-10T12:00:00Z');
  beforeAll(async () => {
    const vocab: number[] = [];
    const cards = [
      ['A0', 3],
      ['A0', 1],
      ['A0', null],
      ['A11', 2],
      ['B1', 1],
      ['A0', 2],
      ['A11', 1],
      ['A0', 4],
      ['A0', 0, 'INVALID'],
    ] as const;
    for (const [i, [level, rank, status]] of cards.entries()) {
      vocab.push(
        (
          await t.db
            .insertInto('vocabulary_cards')
            .values({
              word: `m${i}`,
              form: `m${i}`,
              translation: `m${i}`,
              word_type: 'NOUN',
              level,
              frequency_rank: rank,
              practice_context: 'See on ___.',
              practice_context_translation: 'It is.',
              review_status: status ?? 'VALID',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }
    for (const email of ['m1@example.ee', 'm2@example.ee', 'none@example.ee']) {
      learners.push(
        (
          await t.db
            .insertInto('users')
            .values({ email, first_name: 'M', last_name: 'T' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }
    // learner 0 has every card, learner 1 every other one; learner 2 has none. Reviewed cards: [card, hours from
    // `now` to due, introduced on]
    const reviewed: [number, number, number, string][] = [
      [0, 0, -5, '2026-05-01'],
      [0, 1, -1, '2026-05-10'],
      [0, 2, -9, '2026-05-10'],
      [0, 3, 30, '2026-05-11'],
      [0, 8, -20, '2026-05-09'],
      [1, 0, -2, '2026-05-11'],
      [1, 4, -7, '2026-05-10'],
      [1, 6, -3, '2026-05-11'],
    ];
    for (const [l, every] of [
      [0, 1],
      [1, 2],
    ] as const) {
      await t.db
        .insertInto('user_vocabulary_cards')
        .values(
          vocab
            .filter((_, i) => i % every === 0)
            .map((id, i) => {
              const r = reviewed.find(([rl, rc]) => rl === l && rc === i * every);
              return {
                user_id: learners[l]!,
                vocabulary_card_id: id,
                ...(r
                  ? { due: new Date(now.getTime() + r[2] * hour), review_count: 1, introduced_on: r[3] }
                  : {}),
              };
            }),
        )
        .execute();
    }
  });

  const job = (l: number, over: Partial<Parameters<typeof dailySessionCards>[1]> = {}) => ({
    userId: learners[l] ?? 999_999,
    now,
    today: '2026-05-10',
    limit: 50,
    newWordQuota: 10,
    level: 'A0',
    ...over,
  });

  it('gives each learner exactly what the single-learner statement gives them', async () => {
    const jobs = [
      job(0),
      job(1, { limit: 2 }),
      job(2),
      job(0, { today: '2026-05-11', newWordQuota: 3, limit: 4 }),
      job(1, { today: '2026-05-11', newWordQuota: 2 }),
      job(0, { now: new Date(now.getTime() - 4 * hour), newWordQuota: 0 }),
      job(3),
      job(0, { limit: 1 }),
      job(1, { now: new Date(now.getTime() + 40 * hour), newWordQuota: 4, limit: 5 }),
    ];
    const batch = await dailySessionsCards(t.db, jobs);
    const alone = [];
    for (const j of jobs) alone.push(await dailySessionCards(t.db, j));
    expect(batch).toEqual(alone);
    // the comparison means something: reviews, new words, introductions, limits and quotas all differ between jobs
    expect(alone.map((s) => [s.reviews.length, s.newWords.length, s.introducedToday])).toEqual([
      [3, 4, 2], // every unreviewed VALID card
      [2, 0, 1], // the limit taken by reviews
      [0, 0, 0], // no cards
      [3, 1, 1], // what is left of the limit
      [3, 0, 2], // the quota used up today
      [2, 0, 2], // earlier: fewer due; no new words wanted
      [0, 0, 0], // no such learner
      [1, 0, 2],
      [3, 1, 1], // later: every review due
    ]);
  });

  it('answers a batch of one as the single statement does, and an empty batch with nothing', async () => {
    expect(await dailySessionsCards(t.db, [job(0)])).toEqual([await dailySessionCards(t.db, job(0))]);
    expect(await dailySessionsCards(t.db, [])).toEqual([]);
  });
});
