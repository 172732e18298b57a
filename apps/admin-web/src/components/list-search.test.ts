import { GRAMMAR_TYPES } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import {
  anySet,
  dayParam,
  enumParam,
  idParam,
  listSearchSchema,
  orderedDayRange,
  pagedSearchSchema,
  pageTurn,
  searchChange,
} from './ListPage.tsx';

describe('list search params', () => {
  it('keep values the server accepts', () => {
    expect(listSearchSchema.parse({ page: '3', search: 'maja', level: 'A11' })).toEqual({
      page: 3,
      search: 'maja',
      level: 'A11',
    });
    expect(listSearchSchema.parse({})).toEqual({});
  });

  it('drop a value the server would refuse, so the list shows "all" instead of an error page', () => {
    expect(listSearchSchema.parse({ level: 'ZZ', search: 'maja' })).toEqual({ search: 'maja' });
    expect(listSearchSchema.parse({ level: 'a0' }).level).toBeUndefined();
    for (const page of ['0', '-2', 'abc', '1.5', '2000000'])
      expect(pagedSearchSchema.parse({ page }).page, page).toBeUndefined();
    expect(pagedSearchSchema.parse({ search: 'x'.repeat(201) }).search).toBeUndefined();
    expect(pagedSearchSchema.parse({ search: 'x'.repeat(200) }).search).toHaveLength(200);
  });

  it('take an enum filter only from its list', () => {
    const type = enumParam(GRAMMAR_TYPES);
    expect(type.parse('CASE_PRACTICE')).toBe('CASE_PRACTICE');
    expect(type.parse('ESSAY')).toBeUndefined();
    expect(type.parse(7)).toBeUndefined();
    expect(type.parse(undefined)).toBeUndefined();
  });
});

describe('day and id filters, and whether a list is filtered', () => {
  it('keep a real day and a positive id, and drop anything else', () => {
    expect(dayParam.parse('2026-02-28')).toBe('2026-02-28');
    for (const day of ['2026-13-45', '28.02.2026', '2026-2-8', 7])
      expect(dayParam.parse(day), String(day)).toBeUndefined();
    expect(idParam.parse('12')).toBe(12);
    for (const id of ['0', '-3', '1.5', 'x']) expect(idParam.parse(id), id).toBeUndefined();
  });

  it('drop a day the calendar has not or the server refuses, instead of applying it unseen (defects 1, 2)', () => {
    expect(dayParam.parse('2024-02-29')).toBe('2024-02-29');
    // Date.parse rolls these over to 2 March and 1 December
    for (const day of ['2026-02-30', '2026-02-29', '2026-11-31', '0000-01-01', '9999-12-31', '1899-12-31'])
      expect(dayParam.parse(day), day).toBeUndefined();
  });

  it('swap a from-after-to range of the URL instead of sending it for an error page (defect 3)', () => {
    expect(orderedDayRange({ page: 2, from: '2026-12-01', to: '2026-01-01' }, 'from', 'to')).toEqual({
      page: 2,
      from: '2026-01-01',
      to: '2026-12-01',
    });
    const ordered = { deletedFrom: '2026-01-01', deletedTo: '2026-01-01' };
    expect(orderedDayRange(ordered, 'deletedFrom', 'deletedTo')).toBe(ordered);
    expect(orderedDayRange({ from: '2026-12-01' }, 'from', 'to')).toEqual({ from: '2026-12-01' });
  });

  it('say whether any filter is set', () => {
    expect(anySet({ search: undefined, kind: undefined })).toBe(false);
    expect(anySet({ search: undefined, kind: 'book' })).toBe(true);
  });
});

describe('list navigation and the browser history (defect 12)', () => {
  type S = { page?: number | undefined; search?: string | undefined };

  it('makes a page turn a new history entry, so Back returns to the page before', () => {
    const turn = pageTurn<S>(3);
    expect(turn.replace).toBe(false);
    expect(turn.search({ search: 'maja' })).toEqual({ search: 'maja', page: 3 });
    expect(pageTurn<S>(1).search({ page: 2, search: 'maja' })).toEqual({ page: undefined, search: 'maja' });
  });

  it('replaces the entry for the move past the last page and for a filter change', () => {
    expect(pageTurn<S>(85, true).replace).toBe(true);
    const change = searchChange<S>({ search: 'kass', page: undefined });
    expect(change.replace).toBe(true);
    expect(change.search({ page: 4, search: 'maja' })).toEqual({ page: undefined, search: 'kass' });
  });
});
