import { IMPORT_SKIP_REASONS } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { checkSummary, IMPORT_LIST_SHOWN, listedRows, rowVerdicts, verdictBadge } from './import-verdicts.ts';

describe('row verdicts of the import preview', () => {
  const result = {
    created: 2,
    skipped: 1,
    errors: [{ row: 3, error: 'Level must be one of A0…', data: {} }],
    skippedRows: [{ row: 4, error: IMPORT_SKIP_REASONS.inFile(2), data: {} }],
    formChecks: [{ row: 5, error: '"majas" is not the ILLATIVE SINGULAR of maja', data: {} }],
  };
  const verdicts = rowVerdicts(result);

  it('says what the dry run will do before the import', () => {
    expect([2, 3, 4, 5].map((row) => verdictBadge(verdicts.get(row), 'preview').text)).toEqual([
      'Will be created',
      'Error: Level must be one of A0…',
      'Skipped: the same word, form and practice context as row 2.',
      'Will be created; form check: "majas" is not the ILLATIVE SINGULAR of maja',
    ]);
  });

  it('says what the import did once its results are shown, never "Will be created"', () => {
    const after = [2, 3, 4, 5].map((row) => verdictBadge(verdicts.get(row), 'imported'));
    expect(after.map((b) => b.text)).toEqual([
      'Created',
      'Error: Level must be one of A0…',
      'Skipped: the same word, form and practice context as row 2.',
      'Created; form check: "majas" is not the ILLATIVE SINGULAR of maja',
    ]);
    expect(after.map((b) => b.tone)).toEqual(['green', 'red', 'yellow', 'yellow']);
    expect(verdictBadge(undefined, 'notSent')).toEqual({ text: 'Not imported', tone: 'muted' });
  });
});

describe('the results of a big import', () => {
  it('lists the first rows of a long list and leaves the rest for "Show all N"', () => {
    const rows = Array.from({ length: 21_000 }, (_, i) => ({ row: i + 2 }));
    const collapsed = listedRows(rows, false);
    expect(collapsed.shown).toHaveLength(IMPORT_LIST_SHOWN);
    expect(collapsed.hidden).toBe(21_000 - IMPORT_LIST_SHOWN);
    expect(listedRows(rows, true)).toEqual({ shown: rows, hidden: 0 });
    expect(listedRows(rows.slice(0, 5), false)).toEqual({ shown: rows.slice(0, 5), hidden: 0 });
  });
});

describe('the preview summary', () => {
  it('counts skipped rows whose values differ apart from plain repeats', () => {
    const changed = IMPORT_SKIP_REASONS.existingDiffers([
      { field: 'translation', mine: 'also', other: 'and' },
    ]);
    expect(changed).toBe(
      "Skipped: a card with this word, form and practice context exists with another translation ('also' here, stored: 'and'). An import does not change existing cards: edit that card to change it.",
    );
    const r = {
      created: 0,
      skipped: 3,
      skippedDiffering: 1,
      errors: [4, 5, 6, 7].map((row) => ({ row, error: 'Level is required', data: {} })),
      skippedRows: [
        { row: 2, error: IMPORT_SKIP_REASONS.existing, data: {} },
        { row: 3, error: changed, data: {}, differs: ['translation'] },
        { row: 8, error: IMPORT_SKIP_REASONS.inFile(2), data: {} },
      ],
    };
    expect(checkSummary(r)).toBe(
      '0 cards will be created, 3 duplicates skipped (1 with other values, not imported), 4 rows rejected.',
    );
    expect(checkSummary({ ...r, skippedDiffering: 0, skippedRows: [] })).toBe(
      '0 cards will be created, 3 duplicates skipped, 4 rows rejected.',
    );
    expect(verdictBadge(rowVerdicts(r).get(3), 'imported').text).toBe(changed);
  });
});
