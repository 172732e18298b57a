import { adminPagination } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { lexiconCountNote } from './lexicon-page.ts';

describe('lexicon count note', () => {
  it('names the lemmas shown and the total when there are several pages', () => {
    expect(lexiconCountNote(adminPagination(1, 50, 1234), 50)).toBe('1–50 of 1,234 lemmas');
    expect(lexiconCountNote(adminPagination(2, 50, 51), 1)).toBe('51–51 of 51 lemmas');
  });
  it('gives only the count when every lemma is on the page', () => {
    expect(lexiconCountNote(adminPagination(1, 50, 3), 3)).toBe('3 lemmas');
    expect(lexiconCountNote(adminPagination(1, 50, 1), 1)).toBe('1 lemma');
  });
});
