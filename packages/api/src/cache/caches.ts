import type { GrammarExercise } from '@keelerada/domain';
import type { Authenticated } from '../services/account/tokens.service.ts';
import type { LexiconIndex } from '../services/lexicon/lexicon-index.ts';
import type { VocabularyCatalogue } from '../services/vocabulary/vocabulary-catalogue.ts';
import { TtlCache } from './ttl-cache.ts';

/** What the app keeps in memory between requests, per topic of the `keelerada_changes` notifications. */
export type CacheTopic = 'auth' | 'grammar' | 'vocabulary' | 'lexicon';

export interface Caches {
  /** Live bearer tokens by hash → their user (never a miss: unknown tokens are always looked up). */
  auth: TtlCache<string, Authenticated>;
  /** Every grammar exercise, ready to send, for random picks without a query. */
  grammar: TtlCache<'all', readonly GrammarExercise[]>;
  /** Every VALID vocabulary card, ready to send: the daily session reads only the learner's rows. */
  vocabulary: TtlCache<'all', VocabularyCatalogue>;
  /** The lexicon's lemmas and the analyser's reverse index over all their forms. */
  lexicon: TtlCache<'all', LexiconIndex>;
  /** Drops one topic's cache, or all of them. */
  invalidate(topic: CacheTopic | 'all'): void;
}

/**
 * The caches of one app process. `ttlMs` bounds how long an entry lives even when no invalidation arrives (0 turns
 * caching off). Writes through this process drop them at once (the tRPC middleware `dropCachesAfterWrite`); writes
 * from elsewhere arrive as NOTIFY from database triggers (apps/server/src/plugins/cache-invalidation.ts).
 */
export function createCaches(ttlMs: number): Caches {
  const auth = new TtlCache<string, Authenticated>({ ttlMs, maxEntries: 50_000 });
  const grammar = new TtlCache<'all', readonly GrammarExercise[]>({ ttlMs, maxEntries: 1 });
  const vocabulary = new TtlCache<'all', VocabularyCatalogue>({ ttlMs, maxEntries: 1 });
  const lexicon = new TtlCache<'all', LexiconIndex>({ ttlMs, maxEntries: 1 });
  return {
    auth,
    grammar,
    vocabulary,
    lexicon,
    invalidate(topic) {
      if (topic === 'auth' || topic === 'all') auth.clear();
      if (topic === 'grammar' || topic === 'all') grammar.clear();
      if (topic === 'vocabulary' || topic === 'all') vocabulary.clear();
      if (topic === 'lexicon' || topic === 'all') lexicon.clear();
    },
  };
}

export const CACHE_TOPICS: readonly CacheTopic[] = ['auth', 'grammar', 'vocabulary', 'lexicon'];

export function isCacheTopic(s: string): s is CacheTopic {
  return (CACHE_TOPICS as readonly string[]).includes(s);
}
