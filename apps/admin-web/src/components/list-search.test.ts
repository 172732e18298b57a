import { GRAMMAR_TYPES } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { enumParam, listSearchSchema, pagedSearchSchema } from './ListPage.tsx';

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
