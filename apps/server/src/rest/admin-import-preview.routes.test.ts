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

  it('answers a 400 for line numbers that do not match the cards', async () => {
    const res = await api({ cards: [row('karu')], rows: [2, 3], dryRun: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('rows must give one line number per card.');
  });
});
