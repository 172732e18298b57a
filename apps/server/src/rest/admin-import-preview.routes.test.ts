import { IMPORT_SKIP_REASONS, importChunks, VOCABULARY_IMPORT_MAX_ROWS } from '@keelerada/domain';
import { expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// Issue #20 "Import that tells before it writes": the dry run validates and classifies every row and writes nothing;
// rows are numbered by spreadsheet line; skipped duplicates are listed with their reason. PGlite and Postgres.

const row = (word: string, over: Record<string, unknown> = {}) => ({
  word,
  wordType: 'NOUN',
  translation: `${word} (en)`,
  level: 'A0',
  practiceContext: 'See on ___.',
  practiceContextTranslation: 'This is it.',
  form: word,
  ...over,
});

describeApp('admin import preview', (t) => {
  const api = async (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/vocabulary-cards/batch-import',
      headers: t.auth(await t.login('boss@example.ee', { admin: true })),
      payload: payload as object,
    });
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('vocabulary_cards')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('classifies every row without writing, then the import does exactly what the preview said', async () => {
    expect((await api({ cards: [row('kass')] })).json().created).toBe(1);
    const before = await count();
    const cards = [row('koer'), row('kass'), row('hiir', { level: 'Z9' }), row('koer'), row('lind')];
    const rows = [2, 3, 5, 6, 7]; // line 4 of the file was blank
    const preview = await api({ cards, rows, dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      dryRun: true,
      created: 2,
      skipped: 2,
      skippedDiffering: 0,
      errors: [{ row: 5, error: expect.stringMatching(/level/i), data: cards[2] }],
      skippedRows: [
        {
          row: 3,
          error: 'Skipped: a card with this word, form and practice context already exists.',
          data: cards[1],
        },
        { row: 6, error: 'Skipped: the same word, form and practice context as row 2.', data: cards[3] },
      ],
      // this database has no lexicon: the rows to be created say their form could not be checked
      formChecks: [2, 7].map((r, i) => ({
        row: r,
        error: `${['koer', 'lind'][i]} is not in the lexicon, so its form could not be checked: add its principal forms under Vocabulary Cards → Lexicon`,
        data: cards[r === 2 ? 0 : 4],
      })),
    });
    expect(await count()).toBe(before);

    const real = await api({ cards, rows });
    const { dryRun: _, ...said } = preview.json();
    expect(real.json()).toEqual({ ...said, importBatchId: expect.any(Number) });
    expect(await count()).toBe(before + 2);
  });

  it('says how a skipped duplicate differs from the stored card or the earlier row, and counts those apart', async () => {
    expect(
      (await api({ cards: [row('ja', { translation: 'and', definition: 'joins words' })] })).json().created,
    ).toBe(1);
    // an edited export: the stored card with another translation and level, a repeat of it, and two rows of a new word
    const cards = [
      row('ja', { translation: 'also', level: 'A11', definition: 'joins words' }),
      row('ja', { translation: 'and', definition: 'joins words' }),
      row('või'),
      row('või', { translation: 'or else' }),
    ];
    const rows = [2, 3, 4, 5];
    const changed =
      "Skipped: a card with this word, form and practice context exists with another translation ('also' here, stored: 'and') and level ('A11' here, stored: 'A0'). An import does not change existing cards: edit that card to change it.";
    const inFile =
      "Skipped: the same word, form and practice context as row 4, with another translation ('or else' here, row 4: 'või (en)'). Only one card per word, form and practice context is imported: keep the row you want and delete the other.";
    const expected = {
      created: 1,
      skipped: 3,
      skippedDiffering: 2,
      skippedRows: [
        { row: 2, error: changed, data: cards[0], differs: ['translation', 'level'] },
        { row: 3, error: IMPORT_SKIP_REASONS.existing, data: cards[1] },
        { row: 5, error: inFile, data: cards[3], differs: ['translation'] },
      ],
    };
    const preview = await api({ cards, rows, dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ ...expected, dryRun: true });
    const real = await api({ cards, rows });
    expect(real.json()).toMatchObject(expected);
    // nothing was updated: the stored card keeps its translation and level
    const stored = await t.db
      .selectFrom('vocabulary_cards')
      .select(['translation', 'level'])
      .where('word', '=', 'ja')
      .execute();
    expect(stored).toEqual([{ translation: 'and', level: 'A0' }]);
  });

  it('previews a file over 20,000 rows in chunks: every row gets its verdict, repeats across chunks included', async () => {
    const big = Array.from({ length: 21_000 }, (_, i) => row(`suur${i}`));
    big[20_500] = row('suur20500', { level: 'Z9' });
    big[20_997] = row('suur0', { translation: 'big' }); // row 20,999 repeats row 2 with another translation
    const lines = big.map((_, i) => i + 2);
    // one request of it all is refused, as before (the browser and the CLI never send one)
    const whole = await api({ cards: big, rows: lines, dryRun: true });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().error).toMatch(`At most ${VOCABULARY_IMPORT_MAX_ROWS} cards`);
    const before = await count();
    const totals = {
      created: 0,
      skipped: 0,
      skippedDiffering: 0,
      errors: [] as number[],
      skippedRows: [] as string[],
    };
    for (const part of importChunks(big, lines, 500)) {
      const res = await api({ cards: part.cards, rows: part.rows, dryRun: true });
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json();
      totals.created += r.created;
      totals.skipped += r.skipped;
      totals.skippedDiffering += r.skippedDiffering;
      totals.errors.push(...r.errors.map((e: { row: number }) => e.row));
      totals.skippedRows.push(
        ...r.skippedRows.map((e: { row: number; error: string }) => `${e.row}: ${e.error}`),
      );
    }
    expect(totals).toEqual({
      created: 20_998,
      skipped: 1,
      skippedDiffering: 1,
      errors: [20_502],
      skippedRows: [
        expect.stringMatching(
          /^20999: Skipped: the same word, form and practice context as row 2, with another translation/,
        ),
      ],
    });
    expect(await count()).toBe(before);
  }, 120_000);

  it('answers a 400 for line numbers that do not match the cards', async () => {
    const res = await api({ cards: [row('karu')], rows: [2, 3], dryRun: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('rows must give one line number per card.');
  });
});
