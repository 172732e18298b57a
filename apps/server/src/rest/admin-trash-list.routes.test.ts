import { TRASH_RESTORE_MAX } from '@keelerada/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// The Trash after a bulk delete (editors' exploratory test, defect 1): one page at a time with a count, newest
// deletion first (a bulk delete in item order), search without capitals or diacritics, filters by kind, deleting
// admin and day, "Restore all N matching" (confirmed count, a cap, all or nothing, duplicates named) and the lookup
// the edit pages use when their item is gone (defect 2).

type Method = 'GET' | 'POST' | 'DELETE';

interface Item {
  id: number;
  kind: string;
  itemId: number;
  label: string;
  deletedBy: string | null;
  deletedById: number | null;
  deletedByName: string | null;
}
interface Page {
  items: Item[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  deleters: { id: number; name: string; email: string; count: number }[];
}

describeApp('admin trash at scale: pages, search, filters, restore all matching', (t) => {
  let tonu = '';
  let mari = '';
  let tonuId = 0;
  let mariId = 0;
  const call = (token: string, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const api = (method: Method, url: string, payload?: unknown) => call(tonu, method, url, payload);
  const trash = async (query: string): Promise<Page> => {
    const res = await api('GET', `/admin/trash?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  /** `n` cards `<prefix>0 … <prefix>{n-1}` straight into the table (ids in that order); returns their ids. */
  const insertCards = async (prefix: string, n: number): Promise<number[]> => {
    const r = await sql<{ id: number }>`insert into vocabulary_cards
        (word, form, translation, word_type, level, practice_context, practice_context_translation)
      select ${prefix} || g, ${prefix} || g, 'test word', 'NOUN', 'A0', 'See on ___.', 'It is a test.'
      from generate_series(0, ${n - 1}) g order by g
      returning id`.execute(t.db);
    return r.rows.map((x) => Number(x.id));
  };
  /** Deletes every card whose word contains `search` with the card list's "Select all N matching → Delete". */
  const bulkDelete = async (token: string, search: string, n: number) => {
    const res = await call(token, 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'delete',
      matching: { search },
      expectedCount: n,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().affected).toBe(n);
  };
  const liveCards = async (prefix: string) =>
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
    tonu = await t.login('tonu@example.ee', { admin: true, firstName: 'Tõnu', lastName: 'Tamm' });
    mari = await t.login('mari@example.ee', { admin: true, firstName: 'Mari', lastName: 'Maasikas' });
    tonuId = Number(
      (
        await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'tonu@example.ee')
          .executeTakeFirstOrThrow()
      ).id,
    );
    mariId = Number(
      (
        await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'mari@example.ee')
          .executeTakeFirstOrThrow()
      ).id,
    );
  });

  it('pages the trash with a count, newest deletion first and a bulk delete in item order', async () => {
    await insertCards('lehekülg', 45);
    await bulkDelete(tonu, 'lehekülg', 45);
    await insertCards('hilisem', 3);
    await bulkDelete(tonu, 'hilisem', 3);

    const first = await trash('search=lehekülg');
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 45, totalPages: 3 });
    expect(first.items).toHaveLength(20);
    expect(first.items.slice(0, 3).map((i) => i.label)).toEqual([
      'lehekülg0 → lehekülg0',
      'lehekülg1 → lehekülg1',
      'lehekülg2 → lehekülg2',
    ]);
    const third = await trash('search=lehekülg&page=3');
    expect(third.items.map((i) => i.label).at(-1)).toBe('lehekülg44 → lehekülg44');
    expect(third.items).toHaveLength(5);
    // every item once across the pages
    const second = await trash('search=lehekülg&page=2');
    const ids = new Set([...first.items, ...second.items, ...third.items].map((i) => i.id));
    expect(ids.size).toBe(45);

    // the later delete comes first, in its own item order
    const all = await trash('limit=5');
    expect(all.items.slice(0, 3).map((i) => i.label)).toEqual([
      'hilisem0 → hilisem0',
      'hilisem1 → hilisem1',
      'hilisem2 → hilisem2',
    ]);
    expect(all.items[0]).toMatchObject({
      kind: 'vocabulary_card',
      deletedBy: 'tonu@example.ee',
      deletedById: tonuId,
      deletedByName: 'Tõnu Tamm',
    });
    expect(all.pagination.total).toBeGreaterThanOrEqual(48);
  });

  it('searches labels without capitals or diacritics, and filters by kind, deleting admin and day', async () => {
    await insertCards('Jõulupüha', 4);
    await bulkDelete(mari, 'jõulupüha', 4);
    const ex = await call(mari, 'POST', '/admin/grammar-exercises', {
      type: 'CASE_PRACTICE',
      level: 'A11',
      difficulty: 'BEGINNER',
      tags: [],
      sentence: 'Jõulupühadeks sõidame _____.',
      targetWord: 'maa',
      correctCase: 'ILLATIVE',
      correctAnswer: 'maale',
      distractors: ['maal', 'maalt', 'maa'],
      explanation: 'Where to?',
      translation: 'For the holidays we go to the countryside.',
    });
    expect(ex.statusCode, ex.body).toBe(201);
    const exerciseId = ex.json().exercise.id as number;
    expect((await call(mari, 'DELETE', `/admin/grammar-exercises/${exerciseId}`)).statusCode).toBe(200);

    // `joulupuha` finds Jõulupüha and jõulupühaks
    const found = await trash('search=JOULUPUHA');
    expect(found.pagination.total).toBe(5);
    const cards = await trash('search=joulupuha&kind=vocabulary_card');
    expect(cards.pagination.total).toBe(4);
    const exercises = await trash('search=joulupuha&kind=grammar_exercise');
    expect(exercises.items).toEqual([
      expect.objectContaining({ itemId: exerciseId, deletedByName: 'Mari Maasikas' }),
    ]);
    // by who deleted it: Mari's five, not Tõnu's
    expect((await trash(`deletedBy=${mariId}`)).pagination.total).toBe(5);
    expect((await trash(`deletedBy=${tonuId}&search=joulupuha`)).pagination.total).toBe(0);
    expect(found.deleters).toEqual(
      expect.arrayContaining([
        { id: mariId, name: 'Mari Maasikas', email: 'mari@example.ee', count: 5 },
        expect.objectContaining({ id: tonuId, name: 'Tõnu Tamm' }),
      ]),
    );
    // by day (UTC): today has them, yesterday does not
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await trash(`search=joulupuha&deletedFrom=${today}&deletedTo=${today}`)).pagination.total).toBe(
      5,
    );
    expect((await trash(`search=joulupuha&deletedTo=${yesterday}`)).pagination.total).toBe(0);
  });

  it('answers a 400 a person can act on for bad list and lookup input', async () => {
    const cases: [string, string][] = [
      ['kind=card', 'kind must be one of vocabulary_card, grammar_exercise, reading_text, book.'],
      [
        'deletedBy=tonu',
        'deletedBy (the id of the admin who deleted the items) must be a positive whole number.',
      ],
      ['page=0', 'Page must be a whole number of at least 1.'],
      ['limit=5000', 'Limit must be a whole number from 1 to 1000.'],
      ['deletedFrom=28.11.2026', 'Dates must be written YYYY-MM-DD.'],
      [
        'deletedFrom=2026-11-28&deletedTo=2026-11-01',
        'The "deleted from" day (2026-11-28) is after the "deleted to" day (2026-11-01): swap them or change one.',
      ],
    ];
    for (const [query, error] of cases) {
      const res = await api('GET', `/admin/trash?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error });
    }
    const lookup = await api('GET', '/admin/trash/lookup?kind=exercise&itemId=1');
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().error).toBe(
      'kind must be one of vocabulary_card, grammar_exercise, reading_text, book.',
    );
  });

  it('restores all N matching in one request, only with the confirmed count, and says how many', async () => {
    const ids = await insertCards('taastatav', 30);
    await bulkDelete(tonu, 'taastatav', 30);
    expect(await liveCards('taastatav')).toBe(0);

    const noCount = await api('POST', '/admin/trash/restore-matching', { matching: { search: 'taastatav' } });
    expect(noCount.statusCode).toBe(400);
    expect(noCount.json().error).toBe(
      `expectedCount must be a whole number from 1 to ${TRASH_RESTORE_MAX}: the number of items you confirmed.`,
    );
    // the editor confirmed 31 (the list changed since): 409, nothing restored
    const changed = await api('POST', '/admin/trash/restore-matching', {
      matching: { search: 'taastatav' },
      expectedCount: 31,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe(
      'The items in the Trash matching these filters changed: 30 match now, not 31. Check the list and try again.',
    );
    expect(await liveCards('taastatav')).toBe(0);

    const res = await api('POST', '/admin/trash/restore-matching', {
      matching: { search: 'TAASTATAV', kind: 'vocabulary_card', deletedBy: tonuId },
      expectedCount: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      restored: 30,
      kinds: { vocabulary_card: 30 },
      leftInTrash: 0,
      leftInTrashItems: [],
    });
    expect(await liveCards('taastatav')).toBe(30);
    const back = await t.db
      .selectFrom('vocabulary_cards')
      .select('id')
      .where('word', 'like', 'taastatav%')
      .execute();
    expect(back.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    expect((await trash('search=taastatav')).pagination.total).toBe(0);
    const history = await api('GET', `/admin/history?kind=vocabulary_card&itemId=${ids[0]}`);
    expect(history.json().entries[0]).toMatchObject({ action: 'restore' });

    const none = await api('POST', '/admin/trash/restore-matching', {
      matching: { search: 'taastatav' },
      expectedCount: 30,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('Nothing in the Trash matches these filters.');
  });

  it('restores nothing when an item has a duplicate created since, and names it', async () => {
    await insertCards('kordus', 12);
    await bulkDelete(tonu, 'kordus', 12);
    // someone re-creates kordus3 after the delete
    await insertCards('kordus', 4);
    await sql`delete from vocabulary_cards where word in ('kordus0', 'kordus1', 'kordus2')`.execute(t.db);

    const res = await api('POST', '/admin/trash/restore-matching', {
      matching: { search: 'kordus' },
      expectedCount: 12,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Nothing was restored: 1 of the 12 items cannot be restored because an item with the same content exists ' +
        'again (created after the delete): “kordus3 → kordus3” (vocabulary card). Change or delete that item, or ' +
        'narrow the search so the list leaves them out, then restore again.',
    );
    // all or nothing: the other 11 are still in the trash, none is live
    expect((await trash('search=kordus')).pagination.total).toBe(12);
    expect(await liveCards('kordus')).toBe(1);

    // the single restore keeps its 409 for the duplicate and still restores the others
    const page = await trash('search=kordus&limit=50');
    const dup = page.items.find((i) => i.label === 'kordus3 → kordus3')!;
    const single = await api('POST', `/admin/trash/${dup.id}/restore`);
    expect(single.statusCode).toBe(409);
    expect(single.json().error).toBe(
      'An item with the same content exists again (created after the delete); change or delete it, then restore.',
    );
    const other = page.items.find((i) => i.label === 'kordus5 → kordus5')!;
    expect((await api('POST', `/admin/trash/${other.id}/restore`)).json()).toEqual({
      success: true,
      kind: 'vocabulary_card',
    });
  });

  it('refuses more than the cap with a human message, before restoring anything', async () => {
    await sql`insert into content_trash (kind, item_id, label, snapshot, deleted_by)
      select 'vocabulary_card', 900000000 + g, 'massiline' || g, '{}'::jsonb, ${tonuId}
      from generate_series(1, ${TRASH_RESTORE_MAX + 1}) g`.execute(t.db);
    try {
      const page = await trash('search=massiline');
      expect(page.pagination).toMatchObject({ total: TRASH_RESTORE_MAX + 1, limit: 20 });
      expect(page.items).toHaveLength(20);
      const res = await api('POST', '/admin/trash/restore-matching', {
        matching: { search: 'massiline' },
        expectedCount: TRASH_RESTORE_MAX,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        `${TRASH_RESTORE_MAX + 1} items match: at most ${TRASH_RESTORE_MAX} can be restored at once. Narrow the ` +
          'filters (kind, deleted by, dates or search) and restore in parts.',
      );
      const over = await api('POST', '/admin/trash/restore-matching', {
        matching: { search: 'massiline' },
        expectedCount: TRASH_RESTORE_MAX + 1,
      });
      expect(over.statusCode).toBe(400);
    } finally {
      await sql`delete from content_trash where label like 'massiline%'`.execute(t.db);
    }
  });

  describe('a bulk delete of thousands', () => {
    it('restores 2,500 cards in one request, with their history', async () => {
      const ids = await insertCards('tuhandeid', 2500);
      await bulkDelete(tonu, 'tuhandeid', 2500);
      const page = await trash('search=tuhandeid');
      expect(page.pagination.total).toBe(2500);
      expect(page.items[0]!.label).toBe('tuhandeid0 → tuhandeid0');
      const res = await api('POST', '/admin/trash/restore-matching', {
        matching: { search: 'tuhandeid' },
        expectedCount: 2500,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().restored).toBe(2500);
      expect(await liveCards('tuhandeid')).toBe(2500);
      const restores = await t.db
        .selectFrom('content_history')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('action', '=', 'restore')
        .where('item_id', 'in', ids)
        .executeTakeFirstOrThrow();
      expect(Number(restores.n)).toBe(2500);
    });
  });

  it('tells an edit page whose item was deleted who deleted it and when', async () => {
    const created = await api('POST', '/admin/reading-texts', {
      title: 'Kadunud lugu',
      content: 'Mari elab Tartus.',
      level: 'A0',
      difficulty: 'BEGINNER',
      topics: ['home'],
      source: 'Keelerada original',
      targetWords: [{ word: 'kool', translation: 'school', wordType: 'NOUN' }],
      readingQuestions: [
        {
          question: 'Kus elab Mari?',
          questionType: 'MULTIPLE_CHOICE',
          options: ['Tartus', 'Tallinnas'],
          correctAnswer: ['Tartus'],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().readingText.id as number;
    expect((await api('GET', `/admin/trash/lookup?kind=reading_text&itemId=${id}`)).json()).toEqual({
      item: null,
    });
    expect((await api('DELETE', `/admin/reading-texts/${id}`)).statusCode).toBe(200);
    const found = await api('GET', `/admin/trash/lookup?kind=reading_text&itemId=${id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().item).toMatchObject({
      kind: 'reading_text',
      itemId: id,
      label: 'Kadunud lugu',
      deletedByName: 'Tõnu Tamm',
    });
    const learner = await t.login('opilane@example.ee');
    expect(
      (await call(learner, 'GET', `/admin/trash/lookup?kind=reading_text&itemId=${id}`)).statusCode,
    ).toBe(403);
  });
});
