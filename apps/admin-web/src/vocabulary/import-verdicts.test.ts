import { IMPORT_SKIP_REASONS } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { rowVerdicts, verdictBadge } from './import-verdicts.ts';

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
