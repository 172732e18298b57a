import { parseCsv } from '@keelerada/content';
import {
  csvRowToCard,
  UTF8_BOM,
  VOCABULARY_CSV_COLUMNS,
  VOCABULARY_FILE_COLUMNS,
  VOCABULARY_IMPORT_MESSAGES,
} from '@keelerada/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApp, restAs } from '../testing/test-app.ts';

// The vocabulary CSV as an editor meets it in Excel: a file saved in the Windows code page is refused instead of
// stored as garbage, the template and the export open with õ ä ö ü in Excel (UTF-8 BOM) and keep a plural card's
// number, the export re-imports to the same cards, and an import that creates nothing leaves no empty batch.

const base = {
  wordType: 'NOUN',
  translation: 'thing',
  level: 'A0',
  practiceContextTranslation: 'It is a thing.',
};

interface ImportBody {
  created: number;
  skipped: number;
  errors: { row: number; error: string; data: Record<string, unknown> }[];
  importBatchId?: number;
}

describeApp('admin vocabulary CSV files', (t) => {
  let admin = '';
  const api = restAs(t, () => admin);
  const importCards = async (body: Record<string, unknown>) => {
    const res = await api('POST', '/admin/vocabulary-cards/batch-import', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ImportBody;
  };
  const batchIds = async () => {
    const res = await api('GET', '/admin/vocabulary-cards/import-batches');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().importBatches as { id: number; cards: number }[]).map((b) => b.id);
  };
  const exportCsv = async (query: string) => {
    const res = await api('GET', `/admin/vocabulary-cards/export?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  /** The rows of a CSV as the import sends them (header row, cells trimmed, empty cells left out). */
  const cardsOf = (csv: string) => parseCsv(csv).map(csvRowToCard);

  beforeAll(async () => {
    admin = await t.login('csv-editor@example.ee', { admin: true });
  });

  describe('a file that was not UTF-8', () => {
    // what Excel on Estonian Windows writes ("CSV (Comma delimited)"): windows-1257, õ = F5, ä = E4, ö = F6, ü = FC
    const cp1257 = Buffer.from(
      [
        VOCABULARY_CSV_COLUMNS.join(','),
        'jõgi,NOUN,river,,A0,See ___ on pikk (kodeering).,This river is long.,jõgi,NOMINATIVE,,',
        'küla,NOUN,village,,A0,Ma elan ___ (kodeering).,I live in a village.,külas,INESSIVE,,',
        'maja,NOUN,house,,A0,See ___ on suur (kodeering).,This house is big.,maja,NOMINATIVE,,',
      ].join('\r\n'),
      'latin1',
    );
    // a client that reads it as UTF-8 without checking (the old `file.text()`) gets U+FFFD for every such letter
    const garbled = cardsOf(new TextDecoder('utf-8').decode(cp1257));

    it('is read with U+FFFD in place of its letters (what the server must not store)', () => {
      expect(garbled[0]?.word).toBe('j\uFFFDgi');
      expect(garbled[2]?.word).toBe('maja');
    });

    it('has its garbled rows refused with the field named, in the preview and the import, and stores none', async () => {
      const dry = await importCards({ cards: garbled, rows: [2, 3, 4], dryRun: true });
      expect(dry.created).toBe(1);
      expect(dry.errors).toEqual([
        { row: 2, error: VOCABULARY_IMPORT_MESSAGES.garbled('word'), data: garbled[0] },
        { row: 3, error: VOCABULARY_IMPORT_MESSAGES.garbled('word'), data: garbled[1] },
      ]);
      expect(dry.errors[0]?.error).toContain("Save the file as 'CSV UTF-8 (Comma delimited)'");

      const real = await importCards({ cards: garbled, rows: [2, 3, 4], fileName: 'cp1257.csv' });
      expect(real.created).toBe(1);
      expect(real.errors.map((e) => e.row)).toEqual([2, 3]);
      const stored = await t.db
        .selectFrom('vocabulary_cards')
        .select('word')
        .where('practice_context', 'like', '%(kodeering)%')
        .execute();
      expect(stored.map((r) => r.word)).toEqual(['maja']);
    });

    it('refuses U+FFFD in any field, optional ones included', async () => {
      const card = {
        ...base,
        word: 'kodeer',
        form: 'kodeer',
        practiceContext: 'See on ___ (valikuline).',
      };
      const r = await importCards({
        cards: [
          { ...card, definition: 'a \uFFFD b' },
          { ...card, practiceContext: 'See on ___ (number).', number: 'PLURAL\uFFFD' },
          {
            ...card,
            practiceContext: 'See on ___ (tõlge).',
            practiceContextTranslation: 'It\uFFFDs a thing.',
          },
        ],
      });
      expect(r.created).toBe(0);
      expect(r.errors.map((e) => e.error)).toEqual([
        VOCABULARY_IMPORT_MESSAGES.garbled('definition'),
        VOCABULARY_IMPORT_MESSAGES.garbled('number'),
        VOCABULARY_IMPORT_MESSAGES.garbled('practiceContextTranslation'),
      ]);
    });
  });

  describe('template and export', () => {
    it('serves the template with a UTF-8 BOM and the number and alternatives columns last', async () => {
      const res = await api('GET', '/admin/vocabulary-cards/csv-template');
      expect(res.statusCode).toBe(200);
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(res.body.split('\r\n')[0]).toBe(`${UTF8_BOM}${VOCABULARY_FILE_COLUMNS.join(',')}`);
      expect(cardsOf(res.body)[0]).toMatchObject({ word: 'maja', number: 'SINGULAR' });
    });

    it('exports with a UTF-8 BOM and each card’s number and alternatives, and the export re-imports to the same cards', async () => {
      const tag = 'ringlus';
      const cards = [
        {
          ...base,
          word: 'jalg',
          translation: `foot (${tag})`,
          form: 'jalad',
          caseForm: 'NOMINATIVE',
          number: 'PLURAL',
          practiceContext: `Mu ___ on väsinud (${tag}).`,
          practiceContextTranslation: 'My feet are tired.',
          frequencyRank: 900,
        },
        {
          ...base,
          word: 'šokolaad',
          translation: `chocolate (${tag})`,
          definition: 'magus, "pruun"\nja hea; -ga ending',
          form: 'šokolaadi',
          caseForm: 'PARTITIVE',
          practiceContext: `Ma armastan ___, öösel ja päeval (${tag}).`,
          practiceContextTranslation: 'I love chocolate, at night and by day.',
        },
        {
          ...base,
          word: 'õppima',
          wordType: 'VERB',
          translation: `to study (${tag})`,
          level: 'A11',
          form: 'õpin',
          verbForm: 'PRESENT',
          number: 'SINGULAR',
          alternatives: 'harjutan | esinen',
          practiceContext: `Ma ___ žürii ees (${tag}).`,
          practiceContextTranslation: 'I study before the jury.',
        },
      ];
      const first = await importCards({ cards, fileName: `${tag}.csv` });
      expect(first).toMatchObject({ created: 3, errors: [] });

      const exported = await exportCsv(`importBatchId=${first.importBatchId}`);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect([...exported.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = exported.body.split('\r\n');
      expect(lines[0]).toBe(`${UTF8_BOM}${VOCABULARY_FILE_COLUMNS.join(',')}`);
      expect(lines.find((l) => l.startsWith('jalg,'))).toMatch(/,NOMINATIVE,,900,PLURAL,$/);
      expect(lines.find((l) => l.startsWith('õppima,'))).toMatch(/,PRESENT,,SINGULAR,harjutan\|esinen$/);
      expect(exported.body).toContain('"magus, ""pruun""\nja hea; -ga ending"');

      const stored = () =>
        t.db
          .selectFrom('vocabulary_cards')
          .select([
            'word',
            'word_type',
            'translation',
            'definition',
            'level',
            'practice_context',
            'practice_context_translation',
            'form',
            'case_form',
            'verb_form',
            'number',
            'frequency_rank',
            'alternatives',
          ])
          .where('translation', 'like', `%(${tag})`)
          .orderBy('word')
          .execute();
      const before = await stored();
      expect(before).toHaveLength(3);

      // delete the cards, then import the exported file as it is
      const ids = await t.db
        .selectFrom('vocabulary_cards')
        .select('id')
        .where('translation', 'like', `%(${tag})`)
        .execute();
      const del = await api('POST', '/admin/vocabulary-cards/bulk-action', {
        action: 'delete',
        cardIds: ids.map((r) => r.id),
      });
      expect(del.statusCode, del.body).toBe(200);
      expect(await stored()).toEqual([]);

      const back = cardsOf(exported.body);
      expect(Object.keys(parseCsv(exported.body)[0] ?? {})).toEqual([...VOCABULARY_FILE_COLUMNS]);
      const again = await importCards({ cards: back, fileName: 'vocabulary_cards_export.csv' });
      expect(again).toMatchObject({ created: 3, skipped: 0, errors: [] });
      expect(await stored()).toEqual(before);
      // and the new cards export to the same file
      const reexported = await exportCsv(`importBatchId=${again.importBatchId}`);
      expect(reexported.body).toBe(exported.body);
    });
  });

  describe('import batches', () => {
    it('opens no batch for an import that creates nothing, and lists no empty batch', async () => {
      const rows = ['a', 'b'].map((s) => ({
        ...base,
        word: `tyhi${s}`,
        form: `tyhi${s}`,
        practiceContext: `See on ___ (tühi ${s}).`,
      }));
      const first = await importCards({ cards: rows, fileName: 'tyhi.csv' });
      expect(first.created).toBe(2);
      expect(first.importBatchId).toBeGreaterThan(0);
      const listed = await batchIds();
      expect(listed).toContain(first.importBatchId);

      // the same file again: every row a duplicate
      const again = await importCards({ cards: rows, fileName: 'tyhi.csv' });
      expect(again).toMatchObject({ created: 0, skipped: 2 });
      expect(again.importBatchId).toBeUndefined();
      // only rejected rows
      const bad = await importCards({ cards: [{ ...rows[0], level: 'Z9' }], fileName: 'vigane.csv' });
      expect(bad.created).toBe(0);
      expect(bad.importBatchId).toBeUndefined();
      expect(await batchIds()).toEqual(listed);
      const recorded = await t.db
        .selectFrom('import_batches')
        .select('id')
        .where('file_name', 'in', ['tyhi.csv', 'vigane.csv'])
        .execute();
      expect(recorded.map((r) => r.id)).toEqual([first.importBatchId]);

      // a later chunk of a file whose first chunk created nothing opens the batch itself
      const chunked = await importCards({
        cards: [{ ...base, word: 'tyhic', form: 'tyhic', practiceContext: 'See on ___ (tühi c).' }],
        fileName: 'tyhi.csv',
      });
      expect(chunked.importBatchId).toBeGreaterThan(0);
      // a chunk joining a batch that creates nothing adds its rows to the batch and keeps it
      const joined = await importCards({ cards: rows, importBatchId: chunked.importBatchId });
      expect(joined).toMatchObject({ created: 0, skipped: 2, importBatchId: chunked.importBatchId });

      // an empty batch left by an earlier version is not offered by the batch filter
      const empty = await t.db
        .insertInto('import_batches')
        .values({ file_name: 'old-empty.csv', admin_id: null, row_count: 2, created_count: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await batchIds()).not.toContain(empty.id);
    });
  });
});
