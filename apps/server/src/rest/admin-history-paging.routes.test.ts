import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// Editors' exploratory test, round 2, defect 2: one bulk delete pushed every older change out of the History's
// latest 200. The History is a paged list (a count, pages), with a date range and a search by label (capitals and
// diacritics ignored), and every admin who changed something stays a choice of its "Admin" filter.

interface Entry {
  id: number;
  itemId: number;
  label: string;
  action: string;
  admin: { id: number; name: string } | null;
  at: string;
}
interface Page {
  entries: Entry[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  admins: { id: number; email: string; name: string }[];
}

describeApp('admin history: pages, dates and search', (t) => {
  let token = '';
  let edaId = 0;
  let martId = 0;
  const history = async (query: string): Promise<Page> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/history?${query}`,
      headers: t.auth(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const userId = async (email: string) =>
    Number(
      (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
    );

  beforeAll(async () => {
    token = await t.login('eda@example.ee', { admin: true, firstName: 'Eda', lastName: 'Tamm' });
    await t.login('mart@example.ee', { admin: true, firstName: 'Mart', lastName: 'Kask' });
    edaId = await userId('eda@example.ee');
    martId = await userId('mart@example.ee');
    // Mart edited õun on 20 Nov; Eda then deleted 250 cards on 28 Nov, one change per card
    await sql`insert into content_history (kind, item_id, label, action, admin_id, created_at)
      values ('vocabulary_card', 880001, 'Õun → õuna', 'update', ${martId}, '2026-11-20T10:00:00Z')`.execute(
      t.db,
    );
    await sql`insert into content_history (kind, item_id, label, action, admin_id, created_at)
      select 'vocabulary_card', 880100 + g, 'massiline' || g || ' → massiline' || g, 'delete', ${edaId},
        '2026-11-28T08:55:00Z'::timestamptz + g * interval '1 millisecond'
      from generate_series(1, 250) g`.execute(t.db);
  });

  it('pages the history newest first, so a change older than a bulk delete can be reached', async () => {
    const first = await history('limit=200');
    expect(first.pagination).toMatchObject({ page: 1, limit: 200 });
    expect(first.pagination.total).toBeGreaterThanOrEqual(251);
    expect(first.entries[0]!.label).toBe('massiline250 → massiline250');
    const last = await history(`limit=200&page=${first.pagination.totalPages}`);
    expect(last.entries.at(-1)).toMatchObject({
      label: 'Õun → õuna',
      admin: { id: martId, name: 'Mart Kask' },
    });
    // every entry once across the pages
    const pages = await Promise.all(
      Array.from({ length: first.pagination.totalPages }, (_, i) => history(`limit=200&page=${i + 1}`)),
    );
    const ids = pages.flatMap((p) => p.entries.map((e) => e.id));
    expect(new Set(ids).size).toBe(first.pagination.total);
    // the old fields still work: limit alone, 50 by default
    expect((await history('')).entries).toHaveLength(50);
    // Mart stays a choice of the Admin filter, though none of the latest 200 is his
    expect(first.admins).toEqual(
      expect.arrayContaining([{ id: martId, email: 'mart@example.ee', name: 'Mart Kask' }]),
    );
  });

  it('searches labels without capitals or diacritics, and narrows to UTC days', async () => {
    const found = await history('search=OUN');
    expect(found.entries.map((e) => e.itemId)).toEqual([880001]);
    expect((await history('search=massiline1&limit=5')).pagination.total).toBe(1 + 10 + 100);
    expect((await history('from=2026-11-20&to=2026-11-20')).entries.map((e) => e.itemId)).toEqual([880001]);
    expect((await history('from=2026-11-28&to=2026-11-28')).pagination.total).toBe(250);
    expect((await history('to=2026-11-19')).pagination.total).toBe(0);
    expect((await history(`adminId=${martId}&from=2026-11-21`)).pagination.total).toBe(0);
  });

  it('answers a 400 a person can act on for a bad range, day or page', async () => {
    const bad = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/history?${query}`,
        headers: t.auth(token),
      });
      expect(res.statusCode).toBe(400);
      return res.json().error as string;
    };
    expect(await bad('from=2026-11-28&to=2026-11-20')).toBe(
      'The "changed from" day (2026-11-28) is after the "changed to" day (2026-11-20): swap them or change one.',
    );
    expect(await bad('from=28.11.2026')).toMatch(/date/i);
    expect(await bad('page=0')).toBe('Page must be a whole number of at least 1.');
  });
});
