import {
  type CsvCard,
  type ImportResult,
  planVocabularyImport,
  VOCABULARY_IMPORT_MAX_ROWS,
} from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { type ImportCheck, importDisabled, previewImport, runImport } from './import-run.ts';
import { rowVerdicts, verdictBadge } from './import-verdicts.ts';

const card = (word: string, over: Partial<CsvCard> = {}): CsvCard => ({
  word,
  wordType: 'NOUN',
  translation: `${word} (en)`,
  level: 'A0',
  practiceContext: 'See on ___.',
  practiceContextTranslation: 'This is it.',
  form: word,
  ...over,
});

/**
 * A stand-in for the server's dry run of one request: the domain's plan (the server's first pass) and its limit, so
 * a request over 20,000 rows fails as the server's 400 does.
 */
async function dryRun(cards: CsvCard[], rows: number[]): Promise<ImportResult> {
  if (cards.length > VOCABULARY_IMPORT_MAX_ROWS)
    throw new Error(
      `At most ${VOCABULARY_IMPORT_MAX_ROWS} cards can be imported in one request; split the file.`,
    );
  const plan = planVocabularyImport(cards, rows);
  return {
    dryRun: true,
    created: plan.valid.length,
    skipped: plan.skippedRows.length,
    skippedDiffering: plan.skippedRows.filter((r) => r.differs).length,
    errors: plan.errors,
    skippedRows: plan.skippedRows,
    formChecks: [],
  };
}

describe('the preview of a big file (dry run in chunks)', () => {
  it('checks all 21,000 rows of a file over the server limit and gives every row its verdict', async () => {
    const cards = Array.from({ length: 21_000 }, (_, i) => card(`sõna${i}`));
    cards[20_500] = card('sõna20500', { translation: undefined });
    // row 20,999 repeats row 2 with another translation: across chunks, still said as its repeat
    cards[20_997] = card('sõna0', { translation: 'other' });
    const rows = cards.map((_, i) => i + 2);
    const requests: number[] = [];
    const progress: number[] = [];
    const { result, failure, sentRows } = await previewImport(
      cards,
      rows,
      (c, r) => {
        requests.push(c.length);
        return dryRun(c, r);
      },
      (p) => progress.push(p.done),
    );
    expect(failure).toBeNull();
    expect(Math.max(...requests)).toBeLessThanOrEqual(501);
    expect(requests.reduce((a, b) => a + b, 0)).toBe(21_000);
    expect(progress.at(-1)).toBe(21_000);
    expect(sentRows.size).toBe(21_000);
    expect(result).toMatchObject({ dryRun: true, created: 20_998, skipped: 1, skippedDiffering: 1 });
    expect(result.errors.map((e) => [e.row, e.error])).toEqual([[20_502, 'Translation is required']]);
    const verdicts = rowVerdicts(result);
    expect(verdictBadge(verdicts.get(2), 'preview').text).toBe('Will be created');
    expect(verdictBadge(verdicts.get(20_999), 'preview').text).toMatch(
      /^Skipped: the same word, form and practice context as row 2, with another translation \('other' here, row 2: 'sõna0 \(en\)'\)/,
    );
  });

  it('keeps the rows the server answered for when a request fails, in row order', async () => {
    const cards = Array.from({ length: 5 }, (_, i) => card(`w${i}`));
    let calls = 0;
    const { result, failure, sentRows } = await runImport(
      cards,
      [2, 3, 4, 5, 6],
      async (c, r) => {
        if (++calls === 2) throw new Error('Server unavailable');
        return dryRun(c, r);
      },
      () => {},
      2,
    );
    expect(failure).toEqual(new Error('Server unavailable'));
    expect([...sentRows]).toEqual([2, 3]);
    expect(result.created).toBe(2);
  });
});

describe('the Import button', () => {
  const picked = { validCount: 3 };
  const done = (r: Partial<ImportResult>): ImportCheck => ({
    state: 'done',
    result: { created: 0, skipped: 0, errors: [], ...r },
  });
  const base = { importing: false, imported: false, refused: false, picked, check: null };

  it('is off with a reason when the preview says nothing would be created', () => {
    const errors = Array.from({ length: 4 }, (_, i) => ({
      row: i + 5,
      error: 'Level is required',
      data: {},
    }));
    const gate = importDisabled({ ...base, check: done({ created: 0, skipped: 3, errors }) });
    expect(gate).toEqual({
      disabled: true,
      reason:
        'Nothing to import: no row of this file would create a card (3 duplicates skipped, 4 rows rejected). Fix the rows listed below and choose the file again.',
    });
    expect(importDisabled({ ...base, check: done({ created: 1, skipped: 3, errors }) })).toEqual({
      disabled: false,
      reason: null,
    });
  });

  it('says an edited export has nothing to fix: every row exists, and an import changes no card', () => {
    const gate = importDisabled({
      ...base,
      check: done({ created: 0, skipped: 25_018, skippedDiffering: 4, errors: [] }),
    });
    expect(gate).toEqual({
      disabled: true,
      reason:
        'Nothing to import: every row of this file is a card that already exists (4 rows with other values, listed below). An import does not change existing cards: edit those cards to change them.',
    });
  });

  it('is off while the rows are checked and when they could not be (never an import without its preview)', () => {
    expect(importDisabled({ ...base, check: { state: 'running', done: 500, total: 21_000 } })).toEqual({
      disabled: true,
      reason: 'Import is possible once every row has been checked.',
    });
    expect(importDisabled({ ...base, check: { state: 'failed', error: 'x' } }).disabled).toBe(true);
  });

  it('stays on with no file (it says "Please select a file first"), off for a refused or imported file', () => {
    expect(importDisabled({ ...base, picked: null })).toEqual({ disabled: false, reason: null });
    expect(importDisabled({ ...base, picked: null, refused: true }).disabled).toBe(true);
    expect(importDisabled({ ...base, picked: { validCount: 0 } }).disabled).toBe(true);
    expect(importDisabled({ ...base, check: done({ created: 2 }), imported: true }).disabled).toBe(true);
    expect(importDisabled({ ...base, check: done({ created: 2 }), importing: true }).disabled).toBe(true);
  });
});
