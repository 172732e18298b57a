import { seedLearnersWithCards, terminateConnections, whileDatabaseDown } from '@keelerada/db/testing';
import { expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

const UNAVAILABLE = { error: 'The service is temporarily unavailable. Please try again.' };
const LEARNERS = 8;
const CARDS = 3;
const KILLS = 5;

// Real Postgres only: PGlite runs in-process and has no connection to lose.
describeApp(
  'a lost database connection',
  (t) => {
    it.runIf(t.kind === 'postgres')(
      'never kills the process: writers see only 200 or 503, recover at once, and no write is lost or doubled',
      async () => {
        const emails = Array.from({ length: LEARNERS }, (_, i) => `outage-${i}@example.ee`);
        const { cards } = await seedLearnersWithCards(t.db, emails, CARDS);
        const tokens = await Promise.all(emails.map((e) => t.login(e)));

        const statuses = new Map<number, number>();
        const acked = new Map<number, number>(); // card → reviews answered 200
        const unknown = new Map<number, number>(); // card → reviews answered 503 (applied or not)
        const bump = (m: Map<number, number>, k: number) => m.set(k, (m.get(k) ?? 0) + 1);
        let writing = true;
        const writer = async (i: number) => {
          for (let n = 0; writing; n++) {
            const cardId = cards[i]![n % CARDS]!;
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/vocabulary/review-result',
              headers: t.auth(tokens[i]!),
              payload: { cardId, result: n % 3 === 0 ? 'fail' : 'pass', responseTime: 1000 },
            });
            bump(statuses, res.statusCode);
            if (res.statusCode === 200) bump(acked, cardId);
            else {
              if (res.statusCode === 503) expect(res.json()).toEqual(UNAVAILABLE);
              bump(unknown, cardId);
            }
          }
        };
        const writers = Array.from({ length: LEARNERS }, (_, i) => writer(i));
        let killed = 0;
        for (let k = 0; k < KILLS; k++) {
          await new Promise((r) => setTimeout(r, 150));
          killed += await terminateConnections(t.db);
        }
        // recovery: from the last kill, every learner's next request succeeds within a second
        const lastKill = Date.now();
        await expect
          .poll(
            async () => {
              const res = await Promise.all(
                tokens.map((tk) => t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(tk) })),
              );
              return res.every((r) => r.statusCode === 200);
            },
            { timeout: 1000, interval: 20 },
          )
          .toBe(true);
        const recoveredMs = Date.now() - lastKill;
        await new Promise((r) => setTimeout(r, 200));
        writing = false;
        await Promise.all(writers);

        expect(killed).toBeGreaterThan(0);
        expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
        expect(statuses.get(200)).toBeGreaterThan(0);
        expect(recoveredMs).toBeLessThan(1000);
        expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

        // every card's state and review log agree, and hold every acknowledged review once
        const rows = await t.db
          .selectFrom('user_vocabulary_cards as c')
          .leftJoin('review_logs as l', 'l.user_vocabulary_card_id', 'c.id')
          .select(['c.id', 'c.review_count', (eb) => eb.fn.count<number>('l.id').as('logs')])
          .where('c.id', 'in', cards.flat())
          .groupBy(['c.id', 'c.review_count'])
          .execute();
        expect(rows).toHaveLength(LEARNERS * CARDS);
        for (const r of rows) {
          expect(r.logs, `card ${r.id}`).toBe(r.review_count);
          expect(r.review_count).toBeGreaterThanOrEqual(acked.get(r.id) ?? 0);
          expect(r.review_count).toBeLessThanOrEqual((acked.get(r.id) ?? 0) + (unknown.get(r.id) ?? 0));
        }
      },
      30_000,
    );

    it.runIf(t.kind === 'postgres')(
      'answers 503 on /readyz and the API while the database is unreachable',
      async () => {
        const token = await t.login('unreachable@example.ee');
        await whileDatabaseDown(t.db, async () => {
          const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
          expect(ready.statusCode).toBe(503);
          const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token) });
          expect(me.statusCode).toBe(503);
          expect(me.json()).toEqual(UNAVAILABLE);
          const trpc = await t.app.inject({ method: 'GET', url: '/trpc/account.me', headers: t.auth(token) });
          expect(trpc.statusCode).toBe(503);
          expect(trpc.json().error.message).toBe(UNAVAILABLE.error);
        });
        const started = Date.now();
        await expect
          .poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, {
            timeout: 1000,
            interval: 20,
          })
          .toBe(200);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(
          (await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token) })).statusCode,
        ).toBe(200);
      },
    );
  },
  { CACHE_TTL_MS: '60000' },
);
