import { GRAMMAR_TYPES } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { anySet, dayParam, enumParam, idParam, listSearchSchema, pagedSearchSchema } from './ListPage.tsx';

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

  it('say whether any filter is set', () => {
    expect(anySet({ search: undefined, kind: undefined })).toBe(false);
    expect(anySet({ search: undefined, kind: 'book' })).toBe(true);
  });
});
