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
      ['create', 'mari@example.ee'],
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
    expect(again.json().entries).toHaveLength(5);
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
      [],
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

  type Entry = {
    kind: string;
    itemId: number;
    label: string;
    action: string;
    changes: { field: string; before: unknown; after: unknown }[];
    admin: { email: string; name: string } | null;
  };
  const historyOf = async (query: string) =>
    (await as('mari@example.ee', 'GET', `/admin/history?${query}`)).json().entries as Entry[];

  it('records a card created in the form, with the admin, in the History of every change', async () => {
    const res = await as('kadri@example.ee', 'POST', '/admin/vocabulary-cards', {
      ...card,
      word: 'looma',
      form: 'loome',
      practiceContext: 'Me ___ uut.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().vocabularyCard.id as number;
    const all = await historyOf('limit=200');
    expect(all.filter((e) => e.itemId === id && e.kind === 'vocabulary_card')).toEqual([
      expect.objectContaining({
        action: 'create',
        label: 'looma → loome',
        changes: [],
        admin: expect.objectContaining({ email: 'kadri@example.ee' }),
      }),
    ]);
    // a refused duplicate writes no card and no history row
    const again = await as('kadri@example.ee', 'POST', '/admin/vocabulary-cards', {
      ...card,
      word: 'looma',
      form: 'loome',
      practiceContext: 'Me ___ uut.',
    });
    expect(again.statusCode).toBe(409);
    const kadri = all.find((e) => e.itemId === id)!.admin as unknown as { id: number };
    expect(await historyOf(`adminId=${kadri.id}`)).toHaveLength(1);
  });

  it('records an import: one row per card created (not per skipped or refused row), with the admin and the file', async () => {
    const row = (word: string, extra: Record<string, unknown> = {}) => ({
      ...card,
      word,
      form: `${word}t`,
      practiceContext: `Näen ___ (${word}).`,
      ...extra,
    });
    // a stored card the import repeats is skipped
    await as('mari@example.ee', 'POST', '/admin/vocabulary-cards', row('dubleer'));
    const preview = await as('tiina@example.ee', 'POST', '/admin/vocabulary-cards/batch-import', {
      cards: [row('kuiv')],
      dryRun: true,
      fileName: 'verbs.csv',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const first = await as('tiina@example.ee', 'POST', '/admin/vocabulary-cards/batch-import', {
      cards: [row('importija'), row('dubleer'), { ...row('vigane'), level: 'Z9' }, row('importijad')],
      fileName: 'verbs.csv',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 2, skipped: 1 });
    // the file's second chunk joins the batch the first opened, and names the same file
    const second = await as('tiina@example.ee', 'POST', '/admin/vocabulary-cards/batch-import', {
      cards: [
        row('kolmas', {
          wordType: 'NOUN',
          translation: 'third',
          principalForms: 'kolmas;kolmanda;kolmandat;kolmandate;kolmandaid;',
        }),
      ],
      importBatchId: first.json().importBatchId,
    });
    expect(second.json()).toMatchObject({ created: 1 });

    const cards = await t.db
      .selectFrom('vocabulary_cards')
      .select(['id', 'word', 'form'])
      .where('word', 'in', ['importija', 'importijad', 'kolmas', 'dubleer', 'kuiv', 'vigane'])
      .orderBy('id')
      .execute();
    const ids: Record<string, number> = Object.fromEntries(cards.map((c) => [c.word, c.id]));
    expect(Object.keys(ids).sort()).toEqual(['dubleer', 'importija', 'importijad', 'kolmas']);
    const imports = (await historyOf('kind=vocabulary_card&limit=200')).filter((e) => e.action === 'import');
    expect(imports.map((e) => e.itemId).sort((a, b) => a - b)).toEqual(
      [ids.importija!, ids.importijad!, ids.kolmas!].sort((a, b) => a - b),
    );
    for (const e of imports) {
      expect(e.admin?.email).toBe('tiina@example.ee');
      expect(e.changes).toEqual([{ field: 'file', before: null, after: 'verbs.csv' }]);
    }
    expect(imports.find((e) => e.itemId === ids.importija)!.label).toBe('importija → importijat');
    // the skipped card keeps only its own history
    expect((await historyOf(`kind=vocabulary_card&itemId=${ids.dubleer}`)).map((e) => e.action)).toEqual([
      'create',
    ]);
    // the word the import added to the lexicon is in the History too
    const lemma = await t.db
      .selectFrom('lexicon_lemmas')
      .select('id')
      .where('lemma', '=', 'kolmas')
      .executeTakeFirstOrThrow();
    expect(await historyOf(`kind=lexicon_lemma&itemId=${lemma.id}`)).toEqual([
      expect.objectContaining({
        action: 'import',
        label: 'kolmas (third)',
        changes: [{ field: 'file', before: null, after: 'verbs.csv' }],
        admin: expect.objectContaining({ email: 'tiina@example.ee' }),
      }),
    ]);
  });

  it('records an import sent without a file name, naming no file', async () => {
    const res = await as('tiina@example.ee', 'POST', '/admin/vocabulary-cards/batch-import', {
      cards: [{ ...card, word: 'nimetu', form: 'nimetut', practiceContext: 'Nimetu ___.' }],
    });
    expect(res.json()).toMatchObject({ created: 1 });
    const id = (
      await t.db
        .selectFrom('vocabulary_cards')
        .select('id')
        .where('word', '=', 'nimetu')
        .executeTakeFirstOrThrow()
    ).id;
    expect(await historyOf(`kind=vocabulary_card&itemId=${id}`)).toEqual([
      expect.objectContaining({ action: 'import', changes: [] }),
    ]);
  });

  it('records a lexicon edit with the principal forms before and after and the admin; nothing for no change', async () => {
    const [row] = await t.db
      .insertInto('lexicon_lemmas')
      .values({
        lemma: 'järv',
        word_type: 'NOUN',
        translation: 'lake',
        principal_forms: 'järv;järve;järve;järvede;järvi;',
        level: 'A11',
      })
      .returning('id')
      .execute();
    const id = row!.id;
    const save = (principalForms: string, who = 'peeter@example.ee') =>
      as(who, 'PUT', `/admin/lexicon/${id}`, { principalForms });
    expect((await save('järv;järve;järve;järvede;järvi~järvesid;')).statusCode).toBe(200);
    // refused forms and a save that changes nothing record nothing
    expect((await save('järv;järve')).statusCode).toBe(400);
    expect((await save('järv;järve;järve;järvede;järvi~järvesid;')).statusCode).toBe(200);
    expect((await save('järv;järve;järve;järvede;järvi~järvesid;järve', 'mari@example.ee')).statusCode).toBe(
      200,
    );
    const entries = await historyOf(`kind=lexicon_lemma&itemId=${id}`);
    expect(entries.map((e) => [e.action, e.label, e.admin?.email, e.changes])).toEqual([
      [
        'update',
        'järv (lake)',
        'mari@example.ee',
        [
          {
            field: 'principal_forms',
            before: 'järv;järve;järve;järvede;järvi~järvesid;',
            after: 'järv;järve;järve;järvede;järvi~järvesid;järve',
          },
        ],
      ],
      [
        'update',
        'järv (lake)',
        'peeter@example.ee',
        [
          {
            field: 'principal_forms',
            before: 'järv;järve;järve;järvede;järvi;',
            after: 'järv;järve;järve;järvede;järvi~järvesid;',
          },
        ],
      ],
    ]);
    // the History screen's kind filter and the per-admin filter see it
    const peeter = entries[1]!.admin as unknown as { id: number };
    expect((await historyOf(`adminId=${peeter.id}`)).map((e) => e.kind)).toEqual(['lexicon_lemma']);
  });

  it('records a word added to the lexicon by hand', async () => {
    const res = await as('peeter@example.ee', 'POST', '/admin/lexicon', {
      lemma: 'saar',
      wordType: 'NOUN',
      translation: 'island',
      level: 'A12',
      principalForms: 'saar;saare;saart;saarte;saari;saarde',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await historyOf(`kind=lexicon_lemma&itemId=${res.json().id}`)).toEqual([
      expect.objectContaining({
        action: 'create',
        label: 'saar (island)',
        changes: [],
        admin: expect.objectContaining({ email: 'peeter@example.ee' }),
      }),
    ]);
  });
});
