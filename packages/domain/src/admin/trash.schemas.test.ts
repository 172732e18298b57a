import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './common.ts';
import {
  TRASH_RESTORE_MAX,
  trashListInput,
  trashLookupInput,
  trashRestoreMatchingInput,
} from './trash.schemas.ts';

const error = (r: { success: boolean; error?: unknown }) =>
  r.success ? null : firstIssueMessage(r.error as Parameters<typeof firstIssueMessage>[0]);

describe('the Trash list input', () => {
  it('pages 20 at a time by default and takes the query string’s text', () => {
    expect(trashListInput.parse(undefined)).toEqual({ page: 1, limit: 20 });
    expect(
      trashListInput.parse({
        page: '3',
        limit: '50',
        search: '  õun ',
        kind: 'vocabulary_card',
        deletedBy: '7',
        deletedFrom: '2026-11-01',
        deletedTo: '2026-11-28',
      }),
    ).toEqual({
      page: 3,
      limit: 50,
      search: 'õun',
      kind: 'vocabulary_card',
      deletedBy: 7,
      deletedFrom: '2026-11-01',
      deletedTo: '2026-11-28',
    });
  });

  it('treats blank and "all" filters as none', () => {
    expect(trashListInput.parse({ search: '  ', kind: 'all', deletedFrom: '' })).toEqual({
      page: 1,
      limit: 20,
    });
  });

  it('refuses what the server cannot use, with a message a person can act on', () => {
    expect(error(trashListInput.safeParse({ kind: 'card' }))).toBe(
      'kind must be one of vocabulary_card, grammar_exercise, reading_text, book.',
    );
    expect(error(trashListInput.safeParse({ deletedBy: '0' }))).toBe(
      'deletedBy (the id of the admin who deleted the items) must be a positive whole number.',
    );
    expect(error(trashListInput.safeParse({ deletedFrom: '2026-12-01', deletedTo: '2026-11-01' }))).toBe(
      'The "deleted from" day (2026-12-01) is after the "deleted to" day (2026-11-01): swap them or change one.',
    );
  });
});

describe('"Restore all N matching"', () => {
  it('needs the confirmed count and defaults the filters to the whole Trash', () => {
    expect(trashRestoreMatchingInput.parse({ expectedCount: 21_000 })).toEqual({
      matching: {},
      expectedCount: 21_000,
    });
    const missing = `expectedCount must be a whole number from 1 to ${TRASH_RESTORE_MAX}: the number of items you confirmed.`;
    expect(error(trashRestoreMatchingInput.safeParse({ matching: { kind: 'book' } }))).toBe(missing);
    expect(error(trashRestoreMatchingInput.safeParse({ expectedCount: TRASH_RESTORE_MAX + 1 }))).toBe(
      missing,
    );
    expect(error(trashRestoreMatchingInput.safeParse({ expectedCount: 0 }))).toBe(missing);
  });

  it('allows a bulk delete of 21,000 cards to come back in one request', () => {
    expect(TRASH_RESTORE_MAX).toBeGreaterThanOrEqual(21_000);
  });
});

describe('the Trash lookup', () => {
  it('takes a kind and an item id', () => {
    expect(trashLookupInput.parse({ kind: 'grammar_exercise', itemId: '12' })).toEqual({
      kind: 'grammar_exercise',
      itemId: 12,
    });
    expect(error(trashLookupInput.safeParse({ kind: 'grammar_exercise', itemId: 'x' }))).toBe(
      'itemId must be a positive whole number.',
    );
  });
});
