import { describe, expect, it } from 'vitest';
import type { LexiconIndex } from '../services/lexicon/lexicon-index.ts';
import type { VocabularyCatalogue } from '../services/vocabulary/vocabulary-catalogue.ts';
import { createCaches, LEXICON_MIN_TTL_MS, SUSPENDED_CONTENT_TTL_MS } from './caches.ts';

describe('createCaches', () => {
  const index = { byLemma: new Map() } as unknown as LexiconIndex;
  const catalogue: VocabularyCatalogue = new Map();

  it('keeps the lexicon index (costly to rebuild) past the ttl of the other caches, until its own bound', () => {
    let clock = 1_000_000;
    const caches = createCaches(30_000, () => clock);
    caches.lexicon.set('all', index);
    caches.vocabulary.set('all', catalogue);
    clock += 31_000;
    expect(caches.vocabulary.get('all')).toBeUndefined();
    expect(caches.lexicon.get('all')).toBe(index);
    clock += LEXICON_MIN_TTL_MS;
    expect(caches.lexicon.get('all')).toBeUndefined();
  });

  it('still drops the lexicon index at once on a lexicon change, and caches nothing with ttl 0', () => {
    const caches = createCaches(30_000);
    caches.lexicon.set('all', index);
    caches.invalidate('lexicon');
    expect(caches.lexicon.get('all')).toBeUndefined();
    const off = createCaches(0);
    off.lexicon.set('all', index);
    expect(off.lexicon.get('all')).toBeUndefined();
  });

  it('while suspended caches no token, and content for at most SUSPENDED_CONTENT_TTL_MS', () => {
    let clock = 1_000_000;
    const caches = createCaches(30_000, () => clock);
    const me = { user: { id: 1 } } as unknown as Parameters<typeof caches.auth.set>[1];
    caches.suspend();
    caches.auth.set('token', me);
    caches.vocabulary.set('all', catalogue);
    caches.lexicon.set('all', index);
    expect(caches.auth.get('token')).toBeUndefined();
    expect(caches.vocabulary.get('all')).toBe(catalogue);
    expect(caches.lexicon.get('all')).toBe(index);
    clock += SUSPENDED_CONTENT_TTL_MS + 1;
    expect(caches.vocabulary.get('all')).toBeUndefined();
    expect(caches.lexicon.get('all')).toBeUndefined();
    caches.resume();
    caches.auth.set('token', me);
    expect(caches.auth.get('token')).toBe(me);
  });
});
