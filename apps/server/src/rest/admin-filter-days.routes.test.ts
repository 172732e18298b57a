import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// Admin exploratory test, 28 Nov, defects 1–3: a day filter with the year 0000 or 9999 was a 500 ("time zone
// displacement out of range" from Postgres), and a day the calendar has not (2026-02-30) was rolled over to 2 March
// and applied. Every admin day filter — History, Trash, the card list and their "all matching" actions — now answers
// a 400 that says what to fix, and changes nothing.

type Method = 'GET' | 'POST';

describeApp('admin day filters: impossible days and years out of range', (t) => {
  let token = '';
  const api = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.auth(token), ...(payload ? { payload } : {}) });
  const refused = async (method: Method, url: string, payload?: object) => {
    const res = await api(method, url, payload);
    expect(res.statusCode, `${url} ${res.body}`).toBe(400);
    return (res.json() as { error: string }).error;
  };
  const cardCount = async (prefix: string) =>
    Number(
      (
        await t.db
          .selectFrom('vocabulary_cards')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('word', 'like', `${prefix}%`)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    token = await t.login('kadri@example.ee', { admin: true, firstName: 'Kadri', lastName: 'Kuusk' });
    await sql`insert into vocabulary_cards
        (word, form, translation, word_type, level, practice_context, practice_context_translation)
      select 'kuupäev' || g, 'kuupäev' || g, 'test word', 'NOUN', 'A0', 'See on ___.', 'It is a test.'
      from generate_series(1, 3) g`.execute(t.db);
  });

  it('answers 400, not 500, for a year the database cannot use', async () => {
    expect(await refused('GET', '/admin/history?to=9999-12-31')).toBe(
      '9999-12-31 is out of range: give a day from the year 1900 to 2999.',
    );
    expect(await refused('GET', '/admin/history?from=0000-01-01')).toBe(
      '0000-01-01 is out of range: give a day from the year 1900 to 2999.',
    );
    expect(await refused('GET', '/admin/trash?deletedFrom=9999-12-31')).toMatch(/out of range/);
    expect(await refused('GET', '/admin/vocabulary-cards?addedFrom=0000-01-01')).toMatch(/out of range/);
  });

  it('refuses a day the calendar has not, instead of filtering from the next month', async () => {
    expect(await refused('GET', '/admin/history?from=2026-02-30')).toBe(
      'There is no day 2026-02-30 in the calendar: give a real date, written YYYY-MM-DD.',
    );
    expect(await refused('GET', '/admin/trash?deletedFrom=2026-02-31&deletedTo=2026-03-01')).toMatch(
      /no day 2026-02-31/,
    );
    expect(await refused('GET', '/admin/vocabulary-cards?addedFrom=2026-11-31')).toMatch(/no day 2026-11-31/);
  });

  it('says what to fix in a backwards range', async () => {
    expect(await refused('GET', '/admin/history?from=2026-12-01&to=2026-01-01')).toBe(
      'The "changed from" day (2026-12-01) is after the "changed to" day (2026-01-01): swap them or change one.',
    );
  });

  it('changes nothing when an "all matching" action has a day out of range', async () => {
    expect(
      await refused('POST', '/admin/vocabulary-cards/bulk-action', {
        action: 'delete',
        matching: { search: 'kuupäev', addedTo: '9999-12-31' },
        expectedCount: 3,
      }),
    ).toMatch(/out of range/);
    expect(await cardCount('kuupäev')).toBe(3);
    expect(
      await refused('POST', '/admin/trash/restore-matching', {
        matching: { deletedFrom: '0000-01-01' },
        expectedCount: 1,
      }),
    ).toMatch(/out of range/);
  });
});
