import { expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// Issue #20 history: every admin change to a card is recorded (who, when, before/after), per item and per admin.

describeApp('admin content history', (t) => {
  const as = async (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(await t.login(email, { admin: true })),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const card = {
    word: 'arutama',
    wordType: 'VERB',
    translation: 'to discuss',
    level: 'A21',
    practiceContext: 'Me ___ seda homme.',
    practiceContextTranslation: 'We will discuss it tomorrow.',
    form: 'arutame',
  };

  it('records edits, status changes, deletes and restores with who and before/after; filters per admin', async () => {
    const created = await as('mari@example.ee', 'POST', '/admin/vocabulary-cards', card);
    const id = created.json().vocabularyCard.id as number;
    await as('mari@example.ee', 'PUT', `/admin/vocabulary-cards/${id}`, {
      ...card,
      translation: 'to talk about',
    });
    await as('jaan@example.ee', 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'updateStatus',
      cardIds: [id],
      reviewStatus: 'NEEDS_ATTENTION',
    });
    await as('jaan@example.ee', 'DELETE', `/admin/vocabulary-cards/${id}`);
    const trash = await as('jaan@example.ee', 'GET', '/admin/trash');
    const entry = trash.json().items.find((i: { itemId: number }) => i.itemId === id);
    await as('mari@example.ee', 'POST', `/admin/trash/${entry.id}/restore`);

    const res = await as('mari@example.ee', 'GET', `/admin/history?kind=vocabulary_card&itemId=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().entries as {
      action: string;
      changes: unknown[];
      admin: { email: string } | null;
    }[];
    expect(entries.map((e) => [e.action, e.admin?.email])).toEqual([
      ['restore', 'mari@example.ee'],
      ['delete', 'jaan@example.ee'],
      ['status', 'jaan@example.ee'],
      ['update', 'mari@example.ee'],
    ]);
    expect(entries[3]!.changes).toEqual([
      { field: 'translation', before: 'to discuss', after: 'to talk about' },
    ]);
    expect(entries[2]!.changes).toEqual([
      { field: 'review_status', before: 'UNREVIEWED', after: 'NEEDS_ATTENTION' },
    ]);

    const jaan = entries[1]!.admin as unknown as { id: number };
    const byJaan = await as('mari@example.ee', 'GET', `/admin/history?adminId=${jaan.id}`);
    expect(
      (byJaan.json().entries as { admin: { email: string } }[]).every(
        (e) => e.admin.email === 'jaan@example.ee',
      ),
    ).toBe(true);
    expect(byJaan.json().entries.length).toBeGreaterThanOrEqual(2);

    // saving without a change records nothing
    await as('mari@example.ee', 'PUT', `/admin/vocabulary-cards/${id}`, {
      ...card,
      translation: 'to talk about',
    });
    const again = await as('mari@example.ee', 'GET', `/admin/history?kind=vocabulary_card&itemId=${id}`);
    expect(again.json().entries).toHaveLength(4);
    expect((await as('mari@example.ee', 'GET', '/admin/history?adminId=abc')).statusCode).toBe(400);
  });

  it('bulk-edits level and word type, recording each card that changed', async () => {
    const mk = async (word: string) =>
      (
        await as('mari@example.ee', 'POST', '/admin/vocabulary-cards', {
          ...card,
          word,
          form: word,
          practiceContext: `${word} ___.`,
        })
      ).json().vocabularyCard.id as number;
    const ids = [await mk('esimene'), await mk('teine')];
    const level = await as('mari@example.ee', 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'setLevel',
      cardIds: ids,
      level: 'B1',
    });
    expect(level.json()).toEqual({ success: true, action: 'setLevel', affected: 2 });
    const type = await as('mari@example.ee', 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'setWordType',
      cardIds: ids,
      wordType: 'NUMERAL',
    });
    expect(type.json()).toMatchObject({ affected: 2 });
    const rows = await t.db
      .selectFrom('vocabulary_cards')
      .select(['level', 'word_type'])
      .where('id', 'in', ids)
      .execute();
    expect(rows).toEqual([
      { level: 'B1', word_type: 'NUMERAL' },
      { level: 'B1', word_type: 'NUMERAL' },
    ]);
    const h = await as('mari@example.ee', 'GET', `/admin/history?kind=vocabulary_card&itemId=${ids[0]}`);
    expect(h.json().entries.map((e: { changes: unknown[] }) => e.changes)).toEqual([
      [{ field: 'word_type', before: 'VERB', after: 'NUMERAL' }],
      [{ field: 'level', before: 'A21', after: 'B1' }],
    ]);
    const missing = await as('mari@example.ee', 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'setLevel',
      cardIds: [ids[0], 999999],
      level: 'A0',
    });
    expect(missing.statusCode).toBe(404);
    const still = await t.db
      .selectFrom('vocabulary_cards')
      .select('level')
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(still.level).toBe('B1');
  });
});
