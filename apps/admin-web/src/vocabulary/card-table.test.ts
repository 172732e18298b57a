import { describe, expect, it } from 'vitest';
import {
  activeCardFilterCount,
  ariaSort,
  cardFilterOfSearch,
  cardTableSearchSchema,
  exportButton,
  hasCardFilters,
  nextSort,
  rowAfterKey,
} from './card-table.ts';

describe('the card table URL', () => {
  it('reads the filters, sending a case as caseForm and a verb form as verbForm', () => {
    const s = cardTableSearchSchema.parse({ level: 'A0', form: 'INESSIVE', added: '7', batch: '3', page: 2 });
    expect(cardFilterOfSearch(s)).toEqual({
      level: 'A0',
      caseForm: 'INESSIVE',
      addedWithinDays: 7,
      importBatchId: 3,
    });
    expect(cardFilterOfSearch(cardTableSearchSchema.parse({ form: 'PAST' }))).toEqual({ verbForm: 'PAST' });
    expect(hasCardFilters(cardTableSearchSchema.parse({ page: 3, sort: 'word' }))).toBe(false);
    expect(cardTableSearchSchema.parse({ sort: 'colour', batch: 'x', from: '1.2.2026' })).toMatchObject({
      from: undefined,
      sort: undefined,
      batch: undefined,
    });
  });

  it('drops filters the server would refuse (unknown statuses, types and forms, impossible days)', () => {
    const s = cardTableSearchSchema.parse({
      reviewStatus: 'GOOD',
      wordType: 'THING',
      form: 'LOCATIVE',
      from: '2026-13-45',
      to: '2026-02-01',
      level: 'ZZ',
    });
    expect(cardFilterOfSearch(s)).toEqual({ addedTo: '2026-02-01' });
    expect(
      cardFilterOfSearch(
        cardTableSearchSchema.parse({ reviewStatus: 'VALID', wordType: 'VERB', form: 'PAST' }),
      ),
    ).toEqual({ reviewStatus: 'VALID', wordType: 'VERB', verbForm: 'PAST' });
  });

  it('sorts a column ascending, then descending, then back to the default order', () => {
    let s = nextSort({}, 'word');
    expect(s).toEqual({ sort: 'word', order: 'asc' });
    expect(ariaSort(s, 'word')).toBe('ascending');
    s = nextSort(s, 'word');
    expect(s).toEqual({ sort: 'word', order: 'desc' });
    expect(nextSort(s, 'word')).toEqual({ sort: undefined, order: undefined });
    expect(nextSort(s, 'level')).toEqual({ sort: 'level', order: 'asc' });
    // date added starts newest first
    expect(nextSort({}, 'createdAt')).toEqual({ sort: 'createdAt', order: 'desc' });
    expect(ariaSort(s, 'level')).toBe('none');
  });

  it('moves the row focus with the arrows and stops at the ends', () => {
    expect(rowAfterKey(0, 3, 'ArrowDown')).toBe(1);
    expect(rowAfterKey(2, 3, 'ArrowDown')).toBeNull();
    expect(rowAfterKey(0, 3, 'ArrowUp')).toBeNull();
    expect(rowAfterKey(1, 3, 'Enter')).toBeNull();
  });
});

describe('one card and the export button (round 2)', () => {
  it('reads ?id= as a filter of one card, and drops a bad one', () => {
    expect(cardFilterOfSearch(cardTableSearchSchema.parse({ id: '1316' }))).toEqual({ id: 1316 });
    expect(cardTableSearchSchema.parse({ id: 'x' }).id).toBeUndefined();
    expect(hasCardFilters(cardTableSearchSchema.parse({ id: 7 }))).toBe(true);
  });
  it('is off with a reason when no card matches, and counts with thousands separators', () => {
    expect(exportButton(0, true)).toEqual({
      label: 'Export 0 matching cards (CSV)',
      disabled: true,
      title: 'No card matches these filters: nothing to export.',
    });
    expect(exportButton(0, false).disabled).toBe(true);
    expect(exportButton(19725, true)).toMatchObject({
      label: 'Export 19,725 matching cards (CSV)',
      disabled: false,
    });
    expect(exportButton(undefined, false)).toMatchObject({ label: 'Export CSV', disabled: false });
  });
});

describe('the count on the Filters button', () => {
  it('is 0 for a page, a sort or the one-card filter alone', () => {
    expect(activeCardFilterCount(cardTableSearchSchema.parse({}))).toBe(0);
    expect(activeCardFilterCount(cardTableSearchSchema.parse({ page: 3, sort: 'word', order: 'desc' }))).toBe(
      0,
    );
    expect(activeCardFilterCount(cardTableSearchSchema.parse({ id: 7 }))).toBe(0);
    expect(activeCardFilterCount(cardTableSearchSchema.parse({ spelling: false }))).toBe(0);
  });

  it('counts each of the ten filters that is set, and not one the URL had wrong', () => {
    expect(activeCardFilterCount(cardTableSearchSchema.parse({ search: 'maja', level: 'A0' }))).toBe(2);
    expect(
      activeCardFilterCount(
        cardTableSearchSchema.parse({
          search: 'maja',
          level: 'A0',
          reviewStatus: 'VALID',
          spelling: true,
          wordType: 'NOUN',
          form: 'INESSIVE',
          added: '7',
          from: '2026-01-01',
          to: '2026-02-01',
          batch: '3',
          id: '9',
        }),
      ),
    ).toBe(10);
    expect(activeCardFilterCount(cardTableSearchSchema.parse({ level: 'ZZ', from: '2026-13-45' }))).toBe(0);
  });
});
