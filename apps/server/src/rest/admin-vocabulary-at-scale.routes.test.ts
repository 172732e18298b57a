import { parseCsv } from '@keelerada/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApp, restAs } from '../testing/test-app.ts';

// Issue #20 item 4 (bulk at scale) and item 6 (the review queue): the card table's new filters and sorting, the
// import batch, bulk actions over every card matching the filters, the filtered export and the queue.

const base = {
  wordType: 'NOUN',
  translation: 'thing',
  level: 'A0',
  practiceContextTranslation: 'It is a thing.',
};

describeApp('admin vocabulary cards at scale', (t) => {
  let admin = '';
  const api = restAs(t, () => admin);
  const importCards = async (cards: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
    const res = await api('POST', '/admin/vocabulary-cards/batch-import', { cards, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { created: number; importBatchId: number };
  };
  const rows = (prefix: string, n: number, over: (i: number) => Record<string, unknown> = () => ({})) =>
    Array.from({ length: n }, (_, i) => ({
      ...base,
      word: `${prefix}${String(i).padStart(2, '0')}`,
      form: `${prefix}${i}`,
      practiceContext: `${prefix} ${i} on ___.`,
      ...over(i),
    }));
  const list = async (query: string) => {
    const res = await api('GET', `/admin/vocabulary-cards?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      vocabularyCards: {
        id: number;
        word: string;
        level: string;
        review_status: string;
        review_notes: string;
      }[];
      pagination: { total: number; totalPages: number };
    };
  };

  beforeAll(async () => {
    admin = await t.login('editor@example.ee', { admin: true });
  });

  describe('import batches', () => {
    it('records which CSV import created a card, across the requests of one file, and filters by it', async () => {
      const first = await importCards(rows('partia', 3), { fileName: 'nouns.csv' });
      expect(first.created).toBe(3);
      expect(first.importBatchId).toBeGreaterThan(0);
      const second = await importCards(rows('partib', 2), { importBatchId: first.importBatchId });
      expect(second.importBatchId).toBe(first.importBatchId);
      const other = await importCards(rows('muu', 1));

      const batches = await api('GET', '/admin/vocabulary-cards/import-batches');
      expect(batches.statusCode).toBe(200);
      const mine = batches.json().importBatches.find((b: { id: number }) => b.id === first.importBatchId);
      expect(mine).toMatchObject({
        fileName: 'nouns.csv',
        adminEmail: 'editor@example.ee',
        rowCount: 5,
        createdCount: 5,
        cards: 5,
      });
      expect(batches.json().importBatches[0].id).toBe(other.importBatchId); // newest first
      expect(batches.json().importBatches[0].fileName).toBe('Import without a file name');

      const byBatch = await list(`importBatchId=${first.importBatchId}&limit=50`);
      expect(byBatch.pagination.total).toBe(5);
      expect(byBatch.vocabularyCards.map((c) => c.word).sort()).toEqual([
        'partia00',
        'partia01',
        'partia02',
        'partib00',
        'partib01',
      ]);
      // a dry run records nothing
      const before = batches.json().importBatches.length;
      await api('POST', '/admin/vocabulary-cards/batch-import', { cards: rows('kuiv', 2), dryRun: true });
      const after = await api('GET', '/admin/vocabulary-cards/import-batches');
      expect(after.json().importBatches).toHaveLength(before);
      // a batch id that does not exist is refused before anything is written
      const unknown = await api('POST', '/admin/vocabulary-cards/batch-import', {
        cards: rows('kadunud', 1),
        importBatchId: 999999,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('Import batch not found');
      expect((await list('search=kadunud')).pagination.total).toBe(0);
    });
  });

  describe('filters and sorting', () => {
    it('filters by word type, case form, verb form and date added (a range or the last N days)', async () => {
      const { importBatchId } = await importCards([
        ...rows('filtn', 2, () => ({ caseForm: 'INESSIVE' })),
        ...rows('filtv', 3, () => ({ wordType: 'VERB', verbForm: 'PAST' })),
        ...rows('filta', 1, () => ({ wordType: 'ADJECTIVE' })),
      ]);
      const q = `importBatchId=${importBatchId}`;
      expect((await list(`${q}&wordType=VERB`)).pagination.total).toBe(3);
      expect((await list(`${q}&wordType=ADJECTIVE`)).pagination.total).toBe(1);
      expect((await list(`${q}&caseForm=INESSIVE`)).pagination.total).toBe(2);
      expect((await list(`${q}&verbForm=PAST`)).pagination.total).toBe(3);
      expect((await list(`${q}&verbForm=PRESENT`)).pagination.total).toBe(0);

      // two of the cards were added 40 days ago, one on 2026-01-15
      const ids = (await list(`${q}&limit=50&sort=word`)).vocabularyCards.map((c) => c.id);
      const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000);
      await t.db
        .updateTable('vocabulary_cards')
        .set({ created_at: fortyDaysAgo })
        .where('id', 'in', ids.slice(0, 2))
        .execute();
      await t.db
        .updateTable('vocabulary_cards')
        .set({ created_at: new Date('2026-01-15T23:30:00Z') })
        .where('id', '=', ids[2]!)
        .execute();
      expect((await list(`${q}&addedWithinDays=30`)).pagination.total).toBe(3);
      expect((await list(`${q}&addedWithinDays=60`)).pagination.total).toBe(5);
      // the "to" day is inclusive (its whole day, UTC)
      const jan = await list(`${q}&addedFrom=2026-01-15&addedTo=2026-01-15`);
      expect(jan.vocabularyCards.map((c) => c.id)).toEqual([ids[2]]);
      expect((await list(`${q}&addedTo=2026-01-14`)).pagination.total).toBe(0);

      const backwards = await api('GET', '/admin/vocabulary-cards?addedFrom=2026-02-01&addedTo=2026-01-01');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error).toBe(
        'The "added from" day (2026-02-01) is after the "added to" day (2026-01-01): swap them or change one.',
      );
      const badDay = await api('GET', '/admin/vocabulary-cards?addedFrom=15.01.2026');
      expect(badDay.statusCode).toBe(400);
      expect(badDay.json().error).toBe('Dates must be written YYYY-MM-DD.');
      const badDays = await api('GET', '/admin/vocabulary-cards?addedWithinDays=0');
      expect(badDays.json().error).toBe('addedWithinDays must be a whole number from 1 to 3650.');
      const badType = await api('GET', '/admin/vocabulary-cards?wordType=THING');
      expect(badType.json().error).toMatch(/^Word type must be one of NOUN, VERB/);
    });

    it('sorts server-side by word, level, word type, status and date added, both ways', async () => {
      const { importBatchId } = await importCards(
        rows('sort', 5, (i) => ({
          level: ['B1', 'A0', 'C2', 'A12', 'A21'][i],
          wordType: i % 2 ? 'VERB' : 'NOUN',
        })),
      );
      const q = `importBatchId=${importBatchId}&limit=50`;
      const words = async (s: string) => (await list(`${q}&${s}`)).vocabularyCards.map((c) => c.word);
      expect(await words('sort=word')).toEqual(['sort00', 'sort01', 'sort02', 'sort03', 'sort04']);
      expect(await words('sort=word&order=desc')).toEqual(['sort04', 'sort03', 'sort02', 'sort01', 'sort00']);
      expect((await list(`${q}&sort=level`)).vocabularyCards.map((c) => c.level)).toEqual([
        'A0',
        'A12',
        'A21',
        'B1',
        'C2',
      ]);
      expect(await words('sort=wordType')).toEqual(['sort00', 'sort02', 'sort04', 'sort01', 'sort03']);
      const [first] = (await list(`${q}&sort=word`)).vocabularyCards;
      await api('PUT', `/admin/vocabulary-cards/${first!.id}/status`, { reviewStatus: 'INVALID' });
      expect((await words('sort=status'))[0]).toBe('sort00');
      expect((await words('sort=status&order=desc'))[4]).toBe('sort00');
      // paging a sorted list is stable: page 2 continues page 1
      const p1 = await list(`importBatchId=${importBatchId}&limit=2&sort=word`);
      const p2 = await list(`importBatchId=${importBatchId}&limit=2&page=2&sort=word`);
      expect([...p1.vocabularyCards, ...p2.vocabularyCards].map((c) => c.word)).toEqual([
        'sort00',
        'sort01',
        'sort02',
        'sort03',
      ]);
      const bad = await api('GET', '/admin/vocabulary-cards?sort=colour');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(
        'sort must be one of word, translation, level, wordType, status, createdAt.',
      );
    });
  });

  describe('select all matching', () => {
    it('sets the level on every card matching the filters, across pages, in one transaction', async () => {
      const { importBatchId } = await importCards(rows('koik', 25), { fileName: 'koik.csv' });
      await importCards(rows('teine', 2)); // not matching
      const matching = { importBatchId };
      const res = await api('POST', '/admin/vocabulary-cards/bulk-action', {
        action: 'setLevel',
        level: 'B2',
        matching,
        expectedCount: 25,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, action: 'setLevel', affected: 25 });
      const page2 = await list(`importBatchId=${importBatchId}&page=2`);
      expect(page2.vocabularyCards).toHaveLength(5);
      expect(page2.vocabularyCards.every((c) => c.level === 'B2')).toBe(true);
      expect((await list(`importBatchId=${importBatchId}&level=B2`)).pagination.total).toBe(25);
      expect((await list('search=teine&level=A0')).pagination.total).toBe(2);
      // every change is in the history
      const history = await t.db
        .selectFrom('content_history')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'vocabulary_card')
        .where('action', '=', 'update')
        .executeTakeFirstOrThrow();
      expect(Number(history.n)).toBeGreaterThanOrEqual(25);
    });

    it('refuses when the matching cards are not the number confirmed, and writes nothing', async () => {
      const { importBatchId } = await importCards(rows('vale', 4));
      const res = await api('POST', '/admin/vocabulary-cards/bulk-action', {
        action: 'setWordType',
        wordType: 'ADVERB',
        matching: { importBatchId },
        expectedCount: 3,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(
        'The cards matching these filters changed: 4 match now, not 3. Check the list and try again.',
      );
      expect((await list(`importBatchId=${importBatchId}&wordType=ADVERB`)).pagination.total).toBe(0);
      const none = await api('POST', '/admin/vocabulary-cards/bulk-action', {
        action: 'delete',
        matching: { search: 'no such card anywhere' },
        expectedCount: 1,
      });
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe('No vocabulary card matches these filters.');
      const both = await api('POST', '/admin/vocabulary-cards/bulk-action', {
        action: 'delete',
        cardIds: [1],
        matching: { importBatchId },
        expectedCount: 4,
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().error).toBe(
        'Choose either the selected cards or all cards matching the filters, not both.',
      );
      const noCount = await api('POST', '/admin/vocabulary-cards/bulk-action', {
        action: 'delete',
        matching: { importBatchId },
      });
      expect(noCount.statusCode).toBe(400);
      expect(noCount.json().error).toBe(
        'Confirm how many cards match the filters: the count the list showed is missing.',
      );
    });

    it('sets a status with a note on, or trashes, every matching card', async () => {
      const { importBatchId } = await importCards(rows('staatus', 22));
      const q = `importBatchId=${importBatchId}`;
      const [one] = (await list(`${q}&sort=word`)).vocabularyCards;
      await api('PUT', `/admin/vocabulary-cards/${one!.id}/status`, { reviewStatus: 'VALID' });
      const res = await api('POST', '/admin/vocabulary-cards/bulk-action', {
        action: 'updateStatus',
        reviewStatus: 'NEEDS_ATTENTION',
        reviewNotes: 'check the context',
        matching: { importBatchId },
        expectedCount: 22,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ affected: 22, unchanged: 0 });
      expect(res.json().changed).toHaveLength(22);
      expect(res.json().changed[0]).toMatchObject({ from: 'VALID', to: 'NEEDS_ATTENTION' });
      const after = await list(`${q}&reviewStatus=NEEDS_ATTENTION&limit=50`);
      expect(after.pagination.total).toBe(22);
      expect(after.vocabularyCards.every((c) => c.review_notes === 'check the context')).toBe(true);

      const del = await api('POST', '/admin/vocabulary-cards/bulk-action', {
        action: 'delete',
        matching: { importBatchId, reviewStatus: 'NEEDS_ATTENTION' },
        expectedCount: 22,
      });
      expect(del.json()).toMatchObject({ action: 'delete', affected: 22 });
      expect((await list(q)).pagination.total).toBe(0);
      // the trash pages (20 a page) and counts what matches
      const trash = await api('GET', '/admin/trash?search=staatus');
      expect(trash.json().pagination.total).toBe(22);
      expect(trash.json().items).toHaveLength(20);
    });
  });

  describe('export', () => {
    it('exports only the cards matching the filters', async () => {
      const { importBatchId } = await importCards(rows('eksport', 3, (i) => ({ level: i ? 'A0' : 'C1' })));
      const res = await api('GET', `/admin/vocabulary-cards/export?importBatchId=${importBatchId}&level=A0`);
      expect(res.statusCode).toBe(200);
      expect(
        parseCsv(res.body)
          .map((r) => r.word)
          .sort(),
      ).toEqual(['eksport01', 'eksport02']);
      const bad = await api('GET', '/admin/vocabulary-cards/export?level=Z9');
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('review queue', () => {
    it('gives the oldest unreviewed card matching the filters, leaves out skipped ones, and ends', async () => {
      const { importBatchId } = await importCards(rows('jarjek', 3));
      const ids = (await list(`importBatchId=${importBatchId}&sort=word`)).vocabularyCards.map((c) => c.id);
      // oldest first
      await t.db
        .updateTable('vocabulary_cards')
        .set({ created_at: new Date('2026-01-01T00:00:00Z') })
        .where('id', '=', ids[2]!)
        .execute();
      const next = async (skip: number[] = []) => {
        const res = await api(
          'GET',
          `/admin/vocabulary-cards/review-queue?importBatchId=${importBatchId}${skip.map((s) => `&skip=${s}`).join('')}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { card: { id: number } | null; remaining: number };
      };
      const a = await next();
      expect(a).toMatchObject({ card: { id: ids[2] }, remaining: 3 });
      await api('PUT', `/admin/vocabulary-cards/${ids[2]}/status`, { reviewStatus: 'VALID' });
      const b = await next();
      expect(b).toMatchObject({ card: { id: ids[0] }, remaining: 2 });
      const c = await next([ids[0]!]);
      expect(c).toMatchObject({ card: { id: ids[1] }, remaining: 1 });
      const end = await next([ids[0]!, ids[1]!]);
      expect(end).toEqual({ card: null, remaining: 0, formCheck: null });
    });

    it("checks each card's form against the lexicon, on save and in the queue (a warning, not a block)", async () => {
      await t.db
        .insertInto('lexicon_lemmas')
        .values({
          lemma: 'tuba',
          word_type: 'NOUN',
          translation: 'room',
          principal_forms: 'tuba;toa;tuba;tubade;tube;tuppa',
          level: 'A0',
        })
        .execute();
      const card = (form: string, caseForm: string) => ({
        ...base,
        word: 'tuba',
        form,
        caseForm,
        practiceContext: `Ma olen ___ (${form}).`,
      });
      const created = await api('POST', '/admin/vocabulary-cards', card('toas', 'ILLATIVE'));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().formCheck).toBe(
        '"toas" is the inessive singular of tuba, not the illative singular: that is tuppa or toasse',
      );
      const right = await api('POST', '/admin/vocabulary-cards', card('tuppa', 'ILLATIVE'));
      expect(right.json().formCheck).toBeNull();
      const unknown = await api('POST', '/admin/vocabulary-cards', {
        ...card('kapis', 'INESSIVE'),
        word: 'kapp',
      });
      expect(unknown.json().formCheck).toMatch(
        /^kapp is not in the lexicon, so its form could not be checked/,
      );

      const id = created.json().vocabularyCard.id as number;
      const queue = await api('GET', `/admin/vocabulary-cards/review-queue?search=toas`);
      expect(queue.json()).toMatchObject({
        card: { id },
        formCheck: expect.stringContaining('"toas" is the inessive singular'),
      });
      const fixed = await api('PUT', `/admin/vocabulary-cards/${id}`, { ...card('toas', 'INESSIVE') });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(fixed.json().formCheck).toBeNull();
    });

    it('holds a verb card to the person of the pronoun right before its gap', async () => {
      await t.db
        .insertInto('lexicon_lemmas')
        .values({
          lemma: 'lugema',
          word_type: 'VERB',
          translation: 'to read',
          principal_forms: 'lugema;lugeda;loen;luges;lugenud;loetud;loetakse',
          level: 'A0',
        })
        .execute();
      const card = (form: string, practiceContext: string) => ({
        ...base,
        wordType: 'VERB',
        word: 'lugema',
        translation: 'to read',
        form,
        verbForm: 'PRESENT',
        practiceContext,
      });
      const wrong = await api('POST', '/admin/vocabulary-cards', card('loeb', 'Mina ___ iga päev ajalehte.'));
      expect(wrong.statusCode, wrong.body).toBe(201);
      expect(wrong.json().formCheck).toBe(
        '"loeb" is not a present form of lugema for mina (1sg): that is loen',
      );
      const id = wrong.json().vocabularyCard.id as number;
      const fixed = await api(
        'PUT',
        `/admin/vocabulary-cards/${id}`,
        card('loen', 'Mina ___ iga päev ajalehte.'),
      );
      expect(fixed.json().formCheck).toBeNull();
      const plural = await api('POST', '/admin/vocabulary-cards', card('loeme', 'Mina ja sina ___ koos.'));
      expect(plural.json().formCheck).toBeNull();
    });
  });
});
