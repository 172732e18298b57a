import { trashCutoff } from '@keelerada/api';
import {
  VOCABULARY_CSV_COLUMNS as PACK_COLUMNS,
  parseCsv,
  readCsvCell,
  readVocabularyFiles,
} from '@keelerada/content';
import { purgeTrash } from '@keelerada/db';
import { userIdOf } from '@keelerada/db/testing';

import {
  csvRowToCard,
  neutralizeCsvCell,
  progressPercent,
  unneutralizeCsvCell,
  VOCABULARY_CSV_COLUMNS,
} from '@keelerada/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

const card = {
  word: 'maja',
  wordType: 'NOUN',
  translation: 'house',
  level: 'A0',
  practiceContext: 'Me elame suures ___.',
  practiceContextTranslation: 'We live in a big house.',
  form: 'majas',
  caseForm: 'INESSIVE',
  frequencyRank: 250,
};

describeApp('admin vocabulary cards', (t) => {
  let admin = '';
  const h = () => t.auth(admin);
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: h(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await api('POST', '/admin/vocabulary-cards', { ...card, ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().vocabularyCard as { id: number; review_status: string };
  };

  beforeAll(async () => {
    admin = await t.login('boss@example.ee', { admin: true });
  });

  it('creates a card UNREVIEWED, trimmed, with no spelling warnings for correct Estonian', async () => {
    const res = await api('POST', '/admin/vocabulary-cards', { ...card, word: '  maja ', definition: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().vocabularyCard).toMatchObject({
      word: 'maja',
      word_type: 'NOUN',
      review_status: 'UNREVIEWED',
      definition: null,
      case_form: 'INESSIVE',
      frequency_rank: 250,
      spelling_warnings: [],
    });
    expect(res.json().warnings).toEqual([]);
    const dup = await api('POST', '/admin/vocabulary-cards', card);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('A card with this word, form and practice context already exists.');
  });

  it('answers the eight §5 messages in order, exactly, and writes nothing', async () => {
    const before = await t.db
      .selectFrom('vocabulary_cards')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const order = [
      'word',
      'wordType',
      'translation',
      'level',
      'practiceContext',
      'practiceContextTranslation',
      'form',
    ];
    const messages: string[] = [];
    for (let k = 0; k < order.length; k++) {
      const body: Record<string, unknown> = { ...card, word: 'uus' };
      for (const f of order.slice(k)) body[f] = ' ';
      const res = await api('POST', '/admin/vocabulary-cards', body);
      expect(res.statusCode).toBe(400);
      messages.push(res.json().error);
    }
    const gap = await api('POST', '/admin/vocabulary-cards', {
      ...card,
      word: 'uus',
      practiceContext: 'Ilma lünga.',
    });
    messages.push(gap.json().error);
    expect(messages).toEqual([
      'Estonian word is required',
      'Word type is required',
      'Translation is required',
      'Level is required',
      'Practice context is required',
      'Context translation is required',
      'Form is required',
      'Practice context must contain ___ placeholder for the answer',
    ]);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.vocabulary.create',
      headers: { ...h(), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...card, wordType: '' }),
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe('Word type is required');
    const after = await t.db
      .selectFrom('vocabulary_cards')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('refuses two gaps or a form the word type cannot have, on create, import and update, writing nothing', async () => {
    const count = () =>
      t.db
        .selectFrom('vocabulary_cards')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
    const before = await count();
    const twoGaps = await api('POST', '/admin/vocabulary-cards', {
      ...card,
      practiceContext: 'Täna paistab ___ ja ___.',
    });
    expect(twoGaps.statusCode).toBe(400);
    expect(twoGaps.json().error).toBe('Practice context must contain exactly one gap ___, found 2.');
    const verbForm = await api('POST', '/admin/vocabulary-cards', { ...card, verbForm: 'PAST' });
    expect(verbForm.statusCode).toBe(400);
    expect(verbForm.json().error).toBe('Verb form must be empty for a NOUN: only a VERB takes a verb form.');
    const imported = await api('POST', '/admin/vocabulary-cards/batch-import', {
      cards: [{ ...card, word: 'minema', wordType: 'VERB', form: 'lähen', caseForm: 'ILLATIVE' }],
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      created: 0,
      errors: [{ row: 1, error: expect.stringMatching(/^Case form must be empty for a VERB/) }],
    });
    expect(await count()).toEqual(before);
    // an update that changes the word type and leaves the stored case out: the stored case must fit it too
    const { id } = await create({ practiceContext: 'Me elame väikeses ___.' });
    const { caseForm: _kept, ...withoutCase } = card;
    const edit = { ...withoutCase, practiceContext: 'Me elame väikeses ___.', wordType: 'ADVERB' };
    const adverb = await api('PUT', `/admin/vocabulary-cards/${id}`, edit);
    expect(adverb.statusCode).toBe(400);
    expect(adverb.json().error).toMatch(/^Case form must be empty for a ADVERB/);
    const cleared = await api('PUT', `/admin/vocabulary-cards/${id}`, { ...edit, caseForm: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().vocabularyCard).toMatchObject({ word_type: 'ADVERB', case_form: null });
  });

  it('warns about Estonian words hunspell does not know, saves anyway, and filters on it', async () => {
    const res = await api('POST', '/admin/vocabulary-cards', {
      ...card,
      word: 'majakesekene',
      form: 'majakesekeses',
      practiceContext: 'Me elame ___ kõrvqlas.',
    });
    expect(res.statusCode).toBe(201);
    const words = res.json().warnings.map((w: { word: string }) => w.word);
    expect(words).toEqual(expect.arrayContaining(['majakesekene', 'kõrvqlas']));
    expect(res.json().warnings[0].message).toMatch(/is not in the Estonian dictionary/);
    const list = await api('GET', '/admin/vocabulary-cards?spellingWarnings=true');
    expect(list.json().vocabularyCards.map((c: { word: string }) => c.word)).toEqual(['majakesekene']);
    const clean = await api('GET', '/admin/vocabulary-cards?spellingWarnings=false&search=maja');
    expect(
      clean
        .json()
        .vocabularyCards.every((c: { spelling_warnings: string[] }) => c.spelling_warnings.length === 0),
    ).toBe(true);
    // fixing the card clears the flag
    const fixed = await api('PUT', `/admin/vocabulary-cards/${res.json().vocabularyCard.id}`, {
      ...card,
      word: 'majake',
      form: 'majakeses',
      practiceContext: 'Me elame väikeses ___.',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().warnings).toEqual([]);
    expect(
      (await api('GET', '/admin/vocabulary-cards?spellingWarnings=true')).json().vocabularyCards,
    ).toEqual([]);
  });

  it('lists 20 a page with search, level and reviewStatus filters', async () => {
    for (let i = 0; i < 23; i++)
      await create({
        word: `sõna${i}`,
        practiceContext: `Lause number ${i} on ___.`,
        level: i % 2 ? 'A11' : 'A0',
      });
    const page1 = await api('GET', '/admin/vocabulary-cards?page=1&limit=20');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().vocabularyCards).toHaveLength(20);
    expect(page1.json().pagination).toMatchObject({ page: 1, totalPages: 2, limit: 20 });
    const total = page1.json().pagination.total as number;
    const page2 = await api('GET', '/admin/vocabulary-cards?page=2');
    expect(page2.json().vocabularyCards).toHaveLength(total - 20);
    const a11 = await api('GET', '/admin/vocabulary-cards?level=A11&search=s%C3%B5na');
    expect(a11.json().pagination.total).toBe(11);
    expect(a11.json().vocabularyCards.every((c: { level: string }) => c.level === 'A11')).toBe(true);
    const pct = await api('GET', '/admin/vocabulary-cards?search=%25');
    expect(pct.json().pagination.total).toBe(0);
    const bad = await api('GET', '/admin/vocabulary-cards?reviewStatus=GOOD');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Review status must be one of/);
    const page = await api('GET', '/admin/vocabulary-cards?page=0');
    expect(page.json().error).toBe('Page must be a whole number of at least 1.');
  });

  it('lists exactly one card by ?id= ("Edit this card" after a create, round 2)', async () => {
    // several cards of one word, level and type: the link must open the one created, not all six
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await create({ word: 'üksik', form: 'üksik', practiceContext: `Üks ___ lause ${i}.` }));
    const one = await api('GET', `/admin/vocabulary-cards?id=${made[1]!.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().vocabularyCards.map((c: { id: number }) => c.id)).toEqual([made[1]!.id]);
    expect(one.json().pagination.total).toBe(1);
    const withOthers = await api('GET', `/admin/vocabulary-cards?id=${made[1]!.id}&level=C1`);
    expect(withOthers.json().pagination.total).toBe(0);
    const bad = await api('GET', '/admin/vocabulary-cards?id=x');
    expect(bad.statusCode).toBe(400);
  });

  it('edits a card inline, keeping optional fields left out', async () => {
    const c = await create({
      word: 'kass',
      form: 'kass',
      practiceContext: 'Meil on ___.',
      definition: 'a pet',
    });
    const res = await api('PUT', `/admin/vocabulary-cards/${c.id}`, {
      ...card,
      word: 'kass',
      form: 'kassi',
      translation: 'cat',
      practiceContext: 'Ma näen ___.',
      caseForm: 'PARTITIVE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().vocabularyCard).toMatchObject({
      form: 'kassi',
      translation: 'cat',
      definition: 'a pet',
      case_form: 'PARTITIVE',
    });
    const missing = await api('PUT', '/admin/vocabulary-cards/999999', card);
    expect(missing.statusCode).toBe(404);
    const invalid = await api('PUT', `/admin/vocabulary-cards/${c.id}`, { ...card, translation: '' });
    expect(invalid.json().error).toBe('Translation is required');
  });

  it('sets a review status whatever the card had, with notes (issue #20 status rule)', async () => {
    const c = await create({ word: 'koer', form: 'koer', practiceContext: 'See on ___.' });
    const set = (reviewStatus: string, reviewNotes?: string) =>
      api('PUT', `/admin/vocabulary-cards/${c.id}/status`, { reviewStatus, reviewNotes });
    const valid = await set('VALID', 'checked by Mari');
    expect(valid.statusCode).toBe(200);
    expect(valid.json().vocabularyCard).toMatchObject({
      review_status: 'VALID',
      review_notes: 'checked by Mari',
    });
    // a reviewed card is re-flagged directly
    const reflagged = await set('NEEDS_ATTENTION', 'odd context');
    expect(reflagged.statusCode).toBe(200);
    expect(reflagged.json().vocabularyCard).toMatchObject({
      review_status: 'NEEDS_ATTENTION',
      review_notes: 'odd context',
    });
    expect((await set('INVALID')).json().vocabularyCard.review_status).toBe('INVALID');
    expect((await set('UNREVIEWED')).json().vocabularyCard.review_status).toBe('UNREVIEWED');
    const draft = await set('DRAFT');
    expect(draft.statusCode).toBe(400);
    expect(draft.json().error).toMatch(/^Cannot change review status from UNREVIEWED to DRAFT/);
    expect((await set('BOGUS')).statusCode).toBe(400);
    expect(
      (await api('PUT', '/admin/vocabulary-cards/999999/status', { reviewStatus: 'VALID' })).statusCode,
    ).toBe(404);
  });

  it('bulk-sets a status on a mixed selection in one transaction and answers with what changed', async () => {
    const a = await create({ word: 'üks', form: 'üks', practiceContext: 'Mul on ___ vend.' });
    const b = await create({ word: 'kaks', form: 'kaks', practiceContext: 'Mul on ___ venda.' });
    const c = await create({ word: 'kolm', form: 'kolm', practiceContext: 'Mul on ___ venda.' });
    await api('PUT', `/admin/vocabulary-cards/${b.id}/status`, { reviewStatus: 'VALID' });
    await api('PUT', `/admin/vocabulary-cards/${c.id}/status`, { reviewStatus: 'NEEDS_ATTENTION' });
    // UNREVIEWED + VALID + NEEDS_ATTENTION → NEEDS_ATTENTION with a note: all three get it
    const mixed = await api('POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'updateStatus',
      cardIds: [a.id, b.id, c.id],
      reviewStatus: 'NEEDS_ATTENTION',
      reviewNotes: 'check the context',
    });
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json()).toEqual({
      success: true,
      action: 'updateStatus',
      affected: 3,
      changed: [
        { id: a.id, word: 'üks', label: 'üks (inessive)', from: 'UNREVIEWED', to: 'NEEDS_ATTENTION' },
        { id: b.id, word: 'kaks', label: 'kaks (inessive)', from: 'VALID', to: 'NEEDS_ATTENTION' },
      ],
      unchanged: 1,
      notesChanged: 3,
    });
    const rows = await t.db
      .selectFrom('vocabulary_cards')
      .select(['review_status', 'review_notes'])
      .where('id', 'in', [a.id, b.id, c.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { review_status: 'NEEDS_ATTENTION', review_notes: 'check the context' },
      { review_status: 'NEEDS_ATTENTION', review_notes: 'check the context' },
      { review_status: 'NEEDS_ATTENTION', review_notes: 'check the context' },
    ]);
    // Reset to Unreviewed in bulk
    const reset = await api('POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'updateStatus',
      cardIds: [a.id, b.id],
      reviewStatus: 'UNREVIEWED',
    });
    expect(reset.json()).toMatchObject({ affected: 2, unchanged: 0 });
    // an unknown id: 404 and nothing written
    const missing = await api('POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'updateStatus',
      cardIds: [a.id, 999999],
      reviewStatus: 'VALID',
    });
    expect(missing.statusCode).toBe(404);
    const a2 = await t.db
      .selectFrom('vocabulary_cards')
      .select('review_status')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(a2.review_status).toBe('UNREVIEWED');
    const draft = await api('POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'updateStatus',
      cardIds: [a.id],
      reviewStatus: 'DRAFT',
    });
    expect(draft.statusCode).toBe(400);
    const del = await api('POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'delete',
      cardIds: [a.id, b.id, 999999],
    });
    expect(del.json()).toEqual({ success: true, action: 'delete', affected: 2 });
  });

  it("moves a deleted card to the trash with every learner's progress, and restores it intact", async () => {
    await t.login('pupil@example.ee');
    const c = await create({ word: 'päike', form: 'päike', practiceContext: 'Täna paistab ___.' });
    await api('PUT', `/admin/vocabulary-cards/${c.id}/status`, { reviewStatus: 'VALID' });
    const pupilId = await userIdOf(t.db, 'pupil@example.ee');
    const sync = await api('POST', `/admin/users/${pupilId}/sync-vocabulary-cards`);
    expect(sync.json().syncedCardsSample).toEqual(expect.arrayContaining([{ word: 'päike', form: 'päike' }]));
    const uvc = await t.db
      .selectFrom('user_vocabulary_cards')
      .select('id')
      .where('vocabulary_card_id', '=', c.id)
      .executeTakeFirstOrThrow();
    const state = {
      due: new Date().toISOString(),
      stability: 1,
      difficulty: 5,
      elapsed_days: 0,
      scheduled_days: 1,
      learning_steps: 0,
      reps: 1,
      lapses: 0,
      state: 1,
      last_review: null,
    };
    await t.db
      .insertInto('review_logs')
      .values({
        user_id: pupilId,
        user_vocabulary_card_id: uvc.id,
        rating: 3,
        result: 'pass',
        state_before: JSON.stringify(state),
        state_after: JSON.stringify(state),
      })
      .execute();
    const res = await api('DELETE', `/admin/vocabulary-cards/${c.id}`);
    expect(res.json()).toEqual({ success: true });
    expect(
      await t.db.selectFrom('user_vocabulary_cards').select('id').where('id', '=', uvc.id).execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom('review_logs')
        .select('id')
        .where('user_vocabulary_card_id', '=', uvc.id)
        .execute(),
    ).toEqual([]);
    expect((await api('DELETE', `/admin/vocabulary-cards/${c.id}`)).statusCode).toBe(404);
    // the learner no longer has it; the admin trash does, with who deleted it and when it goes for good
    const trash = await api('GET', '/admin/trash');
    expect(trash.statusCode).toBe(200);
    const entry = (trash.json().items as { id: number; itemId: number; kind: string }[]).find(
      (i) => i.kind === 'vocabulary_card' && i.itemId === c.id,
    );
    expect(entry).toMatchObject({ label: 'päike → päike', deletedBy: 'boss@example.ee' });
    const restored = await api('POST', `/admin/trash/${entry!.id}/restore`);
    expect(restored.json()).toEqual({ success: true, kind: 'vocabulary_card' });
    const back = await t.db
      .selectFrom('vocabulary_cards')
      .select(['word', 'review_status'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(back).toEqual({ word: 'päike', review_status: 'VALID' });
    const learnerCard = await t.db
      .selectFrom('user_vocabulary_cards')
      .select(['user_id', 'vocabulary_card_id'])
      .where('id', '=', uvc.id)
      .executeTakeFirstOrThrow();
    expect(learnerCard).toEqual({ user_id: pupilId, vocabulary_card_id: c.id });
    const logs = await t.db
      .selectFrom('review_logs')
      .select(['rating', 'result'])
      .where('user_vocabulary_card_id', '=', uvc.id)
      .execute();
    expect(logs).toEqual([{ rating: 3, result: 'pass' }]);
    expect((await api('POST', `/admin/trash/${entry!.id}/restore`)).statusCode).toBe(404);
    expect((await api('POST', '/admin/trash/abc/restore')).statusCode).toBe(400);
  });

  it('purges trash older than 30 days with one idempotent statement', async () => {
    const c = await create({ word: 'kuu', form: 'kuu', practiceContext: 'Taevas on ___.' });
    expect((await api('DELETE', `/admin/vocabulary-cards/${c.id}`)).statusCode).toBe(200);
    const inTrash = () =>
      t.db
        .selectFrom('content_trash')
        .select('id')
        .where('item_id', '=', c.id)
        .where('kind', '=', 'vocabulary_card');
    expect(await inTrash().execute()).toHaveLength(1);
    const in29Days = new Date(Date.now() + 29 * 86_400_000);
    const in31Days = new Date(Date.now() + 31 * 86_400_000);
    expect(await purgeTrash(t.db, trashCutoff(in29Days))).toBe(0);
    expect(await purgeTrash(t.db, trashCutoff(in31Days))).toBeGreaterThanOrEqual(1);
    expect(await inTrash().execute()).toEqual([]);
    expect(await purgeTrash(t.db, trashCutoff(in31Days))).toBe(0);
  });

  it('serves the CSV template as vocabulary_cards_template.csv in the columns the import accepts', async () => {
    const res = await api('GET', '/admin/vocabulary-cards/csv-template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="vocabulary_cards_template.csv"');
    const [header] = res.body.split(/\r?\n/);
    // a UTF-8 BOM for Excel, then the import's columns and the optional number (admin-vocabulary-csv.routes.test.ts)
    expect(header).toBe(`\uFEFF${VOCABULARY_CSV_COLUMNS.join(',')},number,alternatives`);
    expect(VOCABULARY_CSV_COLUMNS).toEqual(PACK_COLUMNS);
    // the content pack's files use the same columns, plus the optional `number` of plural cards (FORMAT.md)
    for (const f of readVocabularyFiles())
      expect(Object.keys(f.items[0] ?? {}).filter((c) => c !== 'number' && c !== 'alternatives')).toEqual([
        ...VOCABULARY_CSV_COLUMNS,
      ]);
    const rows = parseCsv(res.body).map(csvRowToCard);
    const imported = await api('POST', '/admin/vocabulary-cards/batch-import', { cards: rows });
    expect(imported.json().errors).toEqual([]);
    expect(imported.json().created + imported.json().skipped).toBe(1);
  });

  it('stores a card’s number (issue 16): create, edit, list, CSV import; 400 for a bad one', async () => {
    const plural = await api('POST', '/admin/vocabulary-cards', {
      ...card,
      word: 'laps',
      form: 'lapsed',
      caseForm: 'NOMINATIVE',
      number: 'plural',
      practiceContext: '___ mängivad õues.',
    });
    expect(plural.statusCode, plural.body).toBe(201);
    const id = plural.json().vocabularyCard.id as number;
    expect(plural.json().vocabularyCard).toMatchObject({ form: 'lapsed', number: 'PLURAL' });
    const kept = await api('PUT', `/admin/vocabulary-cards/${id}`, {
      ...card,
      word: 'laps',
      form: 'lapsed',
      caseForm: 'NOMINATIVE',
      practiceContext: '___ mängivad õues.',
    });
    expect(kept.json().vocabularyCard.number, 'left out: kept').toBe('PLURAL');
    const cleared = await api('PUT', `/admin/vocabulary-cards/${id}`, {
      ...card,
      word: 'laps',
      form: 'lapsed',
      caseForm: 'NOMINATIVE',
      number: '',
      practiceContext: '___ mängivad õues.',
    });
    expect(cleared.json().vocabularyCard.number, 'blank: cleared').toBeNull();
    const bad = await api('POST', '/admin/vocabulary-cards', { ...card, word: 'laps', number: 'DUAL' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Number must be one of SINGULAR, PLURAL.' });
    const cards = parseCsv(
      [
        `${VOCABULARY_CSV_COLUMNS.join(',')},number`,
        'jalg,NOUN,foot,,A0,Mu ___ on väsinud.,My feet are tired.,jalad,NOMINATIVE,,,PLURAL',
      ].join('\n'),
    ).map(csvRowToCard);
    expect(cards[0]).toMatchObject({ form: 'jalad', number: 'PLURAL' });
    const imported = await api('POST', '/admin/vocabulary-cards/batch-import', { cards });
    expect(imported.json().created).toBe(1);
    const listed = await api('GET', '/admin/vocabulary-cards?search=jalg');
    expect(listed.json().vocabularyCards).toEqual([
      expect.objectContaining({ form: 'jalad', number: 'PLURAL' }),
    ]);
  });

  it('imports a CSV with quoted commas, duplicates and bad rows', async () => {
    const csv = [
      VOCABULARY_CSV_COLUMNS.join(','),
      'tere,INTERJECTION,hello,"a greeting, informal",A0,"___, kuidas läheb?","Hello, how are you?",Tere,,,5',
      'aitäh,INTERJECTION,thank you,,A0,"___, see oli hea.","Thank you, that was good.",Aitäh,,,8',
      'aitäh,INTERJECTION,thank you,,A0,"___, see oli hea.","Thank you, that was good.",Aitäh,,,8',
      ',NOUN,missing word,,A0,Siin on ___.,Here is it.,see,,,',
      'raamat,NOUN,book,,A0,Ma loen raamatut.,I read a book.,raamatut,PARTITIVE,,',
      'laud,NOUN,table,,A0,See on ___.,This is a table.,laud,,,0',
      'tool,NOUN,chair,,A0,See on ___.,This is a chair.,tool,,,often',
      '"=HYPERLINK(""http://x"")",NOUN,formula,,A0,See on ___.,It is.,x,,,',
    ].join('\n');
    const cards = parseCsv(csv).map(csvRowToCard);
    expect(cards[0]).toMatchObject({
      definition: 'a greeting, informal',
      practiceContext: '___, kuidas läheb?',
    });
    // §5: "frequencyRank is an integer, or null if not numeric" (the browser and the CLI convert it)
    expect(cards[6]?.frequencyRank).toBeNull();
    const res = await api('POST', '/admin/vocabulary-cards/batch-import', { cards: [...cards, 'not a row'] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.created).toBe(4);
    expect(body.skipped).toBe(1);
    expect(body.errors).toEqual([
      {
        row: 4,
        error: 'Estonian word is required',
        data: expect.objectContaining({ translation: 'missing word' }),
      },
      {
        row: 5,
        error: 'Practice context must contain ___ placeholder for the answer',
        data: expect.objectContaining({ word: 'raamat' }),
      },
      {
        row: 6,
        error: 'Frequency rank must be a whole number of at least 1.',
        data: expect.objectContaining({ word: 'laud' }),
      },
      { row: 9, error: 'Each row must be an object of CSV columns.', data: { value: 'not a row' } },
    ]);
    const tere = await t.db
      .selectFrom('vocabulary_cards')
      .selectAll()
      .where('word', '=', 'tere')
      .executeTakeFirstOrThrow();
    expect(tere).toMatchObject({
      definition: 'a greeting, informal',
      frequency_rank: 5,
      review_status: 'UNREVIEWED',
    });
    // importing the same file again creates nothing
    const again = await api('POST', '/admin/vocabulary-cards/batch-import', { cards });
    expect(again.json()).toMatchObject({ created: 0, skipped: 5 });
  });

  it('exports every card as a CSV in the template format, with formula-like cells neutralised', async () => {
    const res = await api('GET', '/admin/vocabulary-cards/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="vocabulary_cards_export.csv"');
    const rows = parseCsv(res.body);
    const count = await t.db
      .selectFrom('vocabulary_cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(count.n));
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")",NOUN,formula`);
    // reading the file back (the pack's parser) undoes the neutralisation
    expect(rows.find((r) => r.translation === 'formula')?.word).toBe('=HYPERLINK("http://x")');
    expect(res.body.split(/\r?\n/).some((line) => /^[=+\-@]/.test(line) || /,[=+\-@]/.test(line))).toBe(
      false,
    );
    // the export re-imports as duplicates only
    const again = await api('POST', '/admin/vocabulary-cards/batch-import', {
      cards: rows.map(csvRowToCard),
    });
    expect(again.json()).toMatchObject({ created: 0, errors: [] });
  });

  it('neutralises CSV cells the same way in the browser-side helpers and the pack writer', () => {
    for (const cell of ['=1+1', '+372 555', '-ga', '@x', 'maja', "'=x", "'tis"])
      expect(unneutralizeCsvCell(cell)).toBe(readCsvCell(cell));
    expect(neutralizeCsvCell('-ga')).toBe("'-ga");
  });

  it('imports 10,000 rows in one request', async () => {
    const cards = Array.from({ length: 10_000 }, (_, i) => ({
      word: `sõna${i}`,
      wordType: 'NOUN',
      translation: `word ${i}`,
      level: 'A12',
      practiceContext: `Täna õpin ma sõna ___ number ${i}.`,
      practiceContextTranslation: `Today I learn word ${i}.`,
      form: `sõna${i}`,
      frequencyRank: i + 1,
    }));
    cards[500] = { ...cards[500]!, word: '' };
    const started = performance.now();
    const res = await api('POST', '/admin/vocabulary-cards/batch-import', { cards });
    const ms = performance.now() - started;
    console.log(`[import] 10,000 rows on ${t.kind} in ${(ms / 1000).toFixed(2)} s`);
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toBe(9_999);
    expect(res.json().errors).toEqual([
      { row: 501, error: 'Estonian word is required', data: expect.any(Object) },
    ]);
  });

  it('rechecks spelling of every card and counts them on the dashboard', async () => {
    const res = await api('POST', '/admin/vocabulary-cards/recheck-spelling');
    expect(res.statusCode).toBe(200);
    expect(res.json().checked).toBeGreaterThan(10_000);
    const stats = await api('GET', '/admin/stats');
    const v = stats.json().vocabularyCards;
    expect(v.total).toBe(res.json().checked);
    expect(v.spellingWarnings).toBe(res.json().withWarnings);
    expect(v.reviewed).toBe(v.valid + v.invalid + v.needsAttention);
    expect(v.reviewProgress).toBe(progressPercent(v.reviewed, v.total));
  });
});
