import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// Editors' exploratory test, round 2: "Restore all N matching" with two copies of one card in the Trash (deleted,
// re-created, deleted again) restores the copy deleted first and leaves the later ones (defect 1); grammar exercises
// are labelled in words in the Trash and the History (defect 3); the "Deleted by" counts follow the other filters
// (defect 5).

type Method = 'GET' | 'POST' | 'DELETE';

interface Item {
  id: number;
  kind: string;
  itemId: number;
  label: string;
}
interface Page {
  items: Item[];
  pagination: { total: number };
  deleters: { id: number; name: string; email: string; count: number }[];
}

describeApp('admin trash: copies of one item, grammar labels, deleter counts', (t) => {
  let eda = '';
  let mart = '';
  let edaId = 0;
  let martId = 0;
  const call = (token: string, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const api = (method: Method, url: string, payload?: unknown) => call(eda, method, url, payload);
  const trash = async (query: string): Promise<Page> => {
    const res = await api('GET', `/admin/trash?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  /** Cards `<prefix><from> … <prefix><to>` straight into the table; returns their ids. */
  const insertCards = async (prefix: string, from: number, to: number): Promise<number[]> => {
    const r = await sql<{ id: number }>`insert into vocabulary_cards
        (word, form, translation, word_type, level, practice_context, practice_context_translation)
      select ${prefix} || g, ${prefix} || g, 'test word', 'NOUN', 'A0', 'See on ___.', 'It is a test.'
      from generate_series(${from}::int, ${to}::int) g order by g
      returning id`.execute(t.db);
    return r.rows.map((x) => Number(x.id));
  };
  const bulkDelete = async (token: string, ids: number[]) => {
    const res = await call(token, 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'delete',
      cardIds: ids,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Dates the trash entries of `ids` back by `hours` (a delete made earlier than the next). */
  const deletedEarlier = (ids: number[], hours: number) =>
    sql`update content_trash set deleted_at = deleted_at - make_interval(hours => ${hours}::int)
      where kind = 'vocabulary_card' and item_id in (${sql.join(ids)})`.execute(t.db);
  const liveIds = async (prefix: string) =>
    (
      await t.db
        .selectFrom('vocabulary_cards')
        .select('id')
        .where('word', 'like', `${prefix}%`)
        .orderBy('id')
        .execute()
    ).map((r) => Number(r.id));
  const userId = async (email: string) =>
    Number(
      (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
    );

  beforeAll(async () => {
    eda = await t.login('eda@example.ee', { admin: true, firstName: 'Eda', lastName: 'Tamm' });
    mart = await t.login('mart@example.ee', { admin: true, firstName: 'Mart', lastName: 'Kask' });
    edaId = await userId('eda@example.ee');
    martId = await userId('mart@example.ee');
  });

  it('restores all N matching when two copies of one card are in the Trash: the copy deleted first comes back', async () => {
    // 12 cards deleted; katsesõna10 re-created and deleted again an hour later
    const first = await insertCards('katsesõna', 0, 11);
    await bulkDelete(eda, first);
    await deletedEarlier(first, 1);
    const [again] = await insertCards('katsesõna', 10, 10);
    await bulkDelete(eda, [again!]);
    expect((await trash('search=katsesona')).pagination.total).toBe(13);

    const res = await api('POST', '/admin/trash/restore-matching', {
      matching: { search: 'katsesona' },
      expectedCount: 13,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      restored: 12,
      kinds: { vocabulary_card: 12 },
      leftInTrash: 1,
    });
    expect(body.leftInTrashItems).toEqual([
      expect.objectContaining({ kind: 'vocabulary_card', itemId: again, label: 'katsesõna10 → katsesõna10' }),
    ]);
    // the copy deleted first is live again (its id), the later copy waits in the Trash
    expect(await liveIds('katsesõna')).toEqual(first);
    const left = await trash('search=katsesona');
    expect(left.items.map((i) => i.itemId)).toEqual([again]);
    // the history has a restore for each restored card, none for the copy left
    const restores = await t.db
      .selectFrom('content_history')
      .select('item_id')
      .where('action', '=', 'restore')
      .where('label', 'like', 'katsesõna%')
      .execute();
    expect(restores.map((r) => Number(r.item_id)).sort((a, b) => a - b)).toEqual(first);
  });

  it('keeps the 409 for a clash with a live item, with copies of another card in the same restore', async () => {
    const first = await insertCards('koopia', 0, 4);
    await bulkDelete(eda, first);
    await deletedEarlier(first, 2);
    // koopia1 deleted three times in all; koopia3 re-created and left live
    const second = await insertCards('koopia', 1, 1);
    await bulkDelete(eda, second);
    await deletedEarlier(second, 1);
    const third = await insertCards('koopia', 1, 1);
    await bulkDelete(eda, third);
    await insertCards('koopia', 3, 3);

    const res = await api('POST', '/admin/trash/restore-matching', {
      matching: { search: 'koopia' },
      expectedCount: 7,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Nothing was restored: 1 of the 7 items cannot be restored because an item with the same content exists ' +
        'again (created after the delete): “koopia3 → koopia3” (vocabulary card). Change or delete that item, or ' +
        'narrow the search so the list leaves them out, then restore again.',
    );
    expect((await trash('search=koopia')).pagination.total).toBe(7);
    expect((await liveIds('koopia')).length).toBe(1);

    // without the live clash: koopia1's first copy comes back, its two later copies stay
    await sql`delete from vocabulary_cards where word = 'koopia3'`.execute(t.db);
    const ok = await api('POST', '/admin/trash/restore-matching', {
      matching: { search: 'koopia' },
      expectedCount: 7,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ restored: 5, leftInTrash: 2 });
    expect(await liveIds('koopia')).toEqual(first);
    expect((await trash('search=koopia')).items.map((i) => i.itemId).sort((a, b) => a - b)).toEqual([
      ...second,
      ...third,
    ]);
  });

  it('labels grammar exercises in words in the Trash and the History', async () => {
    const common = { level: 'A21', difficulty: 'INTERMEDIATE', tags: [] };
    const verb = await api('POST', '/admin/grammar-exercises', {
      type: 'VERB_CONJUGATION',
      ...common,
      verb: 'arutama',
      subject: 'nemad',
      targetForm: 'PAST',
      verbCorrectAnswer: 'arutasid',
      context: 'Nad _____ seda eile.',
    });
    expect(verb.statusCode, verb.body).toBe(201);
    const verbId = verb.json().exercise.id as number;
    const kase = await api('POST', '/admin/grammar-exercises', {
      type: 'CASE_PRACTICE',
      ...common,
      sentence: 'Ma ostan ___.',
      targetWord: 'leib',
      correctCase: 'PARTITIVE',
      correctAnswer: 'leiba',
      distractors: ['leib', 'leiva', 'leivas'],
      explanation: 'What do I buy? Partitive.',
      translation: 'I buy bread.',
    });
    expect(kase.statusCode, kase.body).toBe(201);
    const caseId = kase.json().exercise.id as number;
    for (const id of [verbId, caseId])
      expect((await api('DELETE', `/admin/grammar-exercises/${id}`)).statusCode).toBe(200);

    const listed = await trash('kind=grammar_exercise');
    const labelOf = (id: number) => listed.items.find((i) => i.itemId === id)?.label;
    expect(labelOf(verbId)).toBe('Verb conjugation: arutama (nemad, past)');
    expect(labelOf(caseId)).toBe('Case practice: Ma ostan ___.');
    // the edit page's link searches the label, and finds it
    const lookup = (await api('GET', `/admin/trash/lookup?kind=grammar_exercise&itemId=${verbId}`)).json();
    expect(lookup.item.label).toBe('Verb conjugation: arutama (nemad, past)');
    expect(
      (await trash(`kind=grammar_exercise&search=${encodeURIComponent(lookup.item.label)}`)).items.map(
        (i) => i.itemId,
      ),
    ).toEqual([verbId]);

    const history = (await api('GET', `/admin/history?kind=grammar_exercise&itemId=${verbId}`)).json();
    expect(history.entries.map((e: { action: string; label: string }) => [e.action, e.label])).toEqual([
      ['delete', 'Verb conjugation: arutama (nemad, past)'],
      ['create', 'Verb conjugation: arutama (nemad, past)'],
    ]);
    // a label stored before the builder reads in words too
    await sql`insert into content_history (kind, item_id, label, action, admin_id)
      values ('grammar_exercise', 999999, 'CASE_PRACTICE Ma ostan ___.', 'update', ${edaId})`.execute(t.db);
    const old = (await api('GET', '/admin/history?kind=grammar_exercise&itemId=999999')).json();
    expect(old.entries[0].label).toBe('Case practice: Ma ostan ___.');
  });

  it('counts each admin’s items in the "Deleted by" choices under the other filters', async () => {
    await bulkDelete(eda, await insertCards('loendus', 0, 5));
    await bulkDelete(mart, await insertCards('loendus', 6, 7));
    await bulkDelete(mart, await insertCards('muu', 0, 2));

    const count = (p: Page, id: number) => p.deleters.find((d) => d.id === id)?.count;
    const filtered = await trash('search=loendus');
    expect(count(filtered, edaId)).toBe(6);
    expect(count(filtered, martId)).toBe(2);
    // choosing an admin does not change the choices' counts (each says what choosing them shows)
    const chosen = await trash(`search=loendus&deletedBy=${martId}`);
    expect(chosen.pagination.total).toBe(2);
    expect(count(chosen, edaId)).toBe(6);
    expect(count(chosen, martId)).toBe(2);
    // an admin with nothing matching stays a choice, with 0
    const none = await trash('search=muu');
    expect(count(none, edaId)).toBe(0);
    expect(count(none, martId)).toBe(3);
    expect(none.deleters[0]).toMatchObject({ id: martId, name: 'Mart Kask' });
  });
});
