import { beforeEach, describe, expect, it } from 'vitest';
import { listSearch, rememberListSearch } from './list-return.ts';

// a tab's session storage, as the browser gives it
const store = new Map<string, string>();
globalThis.sessionStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
} as Storage;

describe('returning to a list as it was left', () => {
  beforeEach(() => store.clear());
  it('gives back the filters and page a list screen last had, per list', () => {
    expect(listSearch('/grammar-exercises')).toEqual({});
    rememberListSearch('/grammar-exercises', { type: 'CASE_PRACTICE', page: 3 });
    rememberListSearch('/reading-texts', { level: 'A0' });
    expect(listSearch('/grammar-exercises')).toEqual({ type: 'CASE_PRACTICE', page: 3 });
    expect(listSearch('/reading-texts')).toEqual({ level: 'A0' });
    rememberListSearch('/grammar-exercises', {});
    expect(listSearch('/grammar-exercises')).toEqual({});
  });
  it('starts from the first page when the record is unreadable', () => {
    store.set('keelerada-admin-list:/reading-texts', '[1,2]');
    expect(listSearch('/reading-texts')).toEqual({});
    store.set('keelerada-admin-list:/reading-texts', '{oops');
    expect(listSearch('/reading-texts')).toEqual({});
  });
});
