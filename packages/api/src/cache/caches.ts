import type { GrammarExercise } from '@keelerada/domain';
import type { Authenticated } from '../services/account/tokens.service.ts';
import type { LexiconIndex } from '../services/lexicon/lexicon-index.ts';
import type { VocabularyCatalogue } from '../services/vocabulary/vocabulary-catalogue.ts';
import { MemoryCache } from './memory-cache.ts';

/** What the app keeps in memory between requests, per topic of the `keelerada_changes` notifications. */
export type CacheTopic = 'auth' | 'grammar' | 'vocabulary' | 'lexicon';

/** A change announced on `keelerada_changes`: a topic, or one user's account (`auth:<user id>`). */
export type CacheChange = { topic: CacheTopic | 'all' } | { userId: number };

export interface Caches {
  /** Live bearer tokens by hash → their user (never a miss: unknown tokens are always looked up). */
  auth: MemoryCache<string, Authenticated>;
  /** Every grammar exercise, ready to send, for random picks without a query. */
  grammar: MemoryCache<'all', readonly GrammarExercise[]>;
  /** Every VALID vocabulary card, ready to send: the daily session reads only the learner's rows. */
  vocabulary: MemoryCache<'all', VocabularyCatalogue>;
  /** The lexicon's lemmas and the analyser's reverse index over all their forms. */
  lexicon: MemoryCache<'all', LexiconIndex>;
  /** Drops one topic's cache, or all of them. */
  invalidate(topic: CacheTopic | 'all'): void;
  /** Drops one user's tokens (their account or tokens changed); every other token stays cached. */
  forgetUser(userId: number): void;
  /**
   * Invalidations may be missed from now on: drop everything; until `resume()` cache no token, and content (grammar,
   * vocabulary, lexicon) for at most SUSPENDED_CONTENT_TTL_MS.
   */
  suspend(): void;
  /** Invalidations arrive again: cache from an empty start. */
  resume(): void;
}

/**
 * The lexicon index lives at least this long without an invalidation: rebuilding it takes ~0.15 s of CPU (2,666
 * lemmas, every form generated), during which the process answers nobody, so it is not rebuilt every `ttlMs`. A
 * lexicon change still drops it at once (the `lexicon` notification).
 */
export const LEXICON_MIN_TTL_MS = 60 * 60_000;

/**
 * While invalidations cannot arrive, content is kept this long at most: another process's edit shows within 5 s, and
 * the app does not reload the catalogue (4,000 cards) for every daily session nor rebuild the lexicon index (~0.15 s
 * of CPU) for every typed answer until the listener is back. Tokens are not kept at all (a revocation must hold).
 */
export const SUSPENDED_CONTENT_TTL_MS = 5_000;

/**
 * The caches of one app process. `ttlMs` bounds how long an entry lives even when no invalidation arrives (0 turns
 * caching off; the lexicon index's bound is at least LEXICON_MIN_TTL_MS). Writes through this process drop them at
 * once (the tRPC middleware `dropCachesAfterWrite`); writes from elsewhere arrive as NOTIFY from database triggers
 * (apps/server/src/plugins/cache-invalidation.ts). `now` is for tests.
 */
export function createCaches(ttlMs: number, now?: () => number): Caches {
  const auth = new MemoryCache<string, Authenticated>({ ttlMs, max: 50_000, now });
  const content = { max: 1, suspendedTtlMs: SUSPENDED_CONTENT_TTL_MS, now };
  const grammar = new MemoryCache<'all', readonly GrammarExercise[]>({ ttlMs, ...content });
  const vocabulary = new MemoryCache<'all', VocabularyCatalogue>({ ttlMs, ...content });
  const lexicon = new MemoryCache<'all', LexiconIndex>({
    ttlMs: ttlMs > 0 ? Math.max(ttlMs, LEXICON_MIN_TTL_MS) : 0,
    ...content,
  });
  return {
    auth,
    grammar,
    vocabulary,
    lexicon,
    forgetUser(userId) {
      auth.deleteWhere((a) => a.user.id === userId);
    },
    invalidate(topic) {
      if (topic === 'auth' || topic === 'all') auth.clear();
      if (topic === 'grammar' || topic === 'all') grammar.clear();
      if (topic === 'vocabulary' || topic === 'all') vocabulary.clear();
      if (topic === 'lexicon' || topic === 'all') lexicon.clear();
    },
    suspend() {
      for (const c of [auth, grammar, vocabulary, lexicon]) c.suspend();
    },
    resume() {
      for (const c of [auth, grammar, vocabulary, lexicon]) c.resume();
    },
  };
}

export const CACHE_TOPICS: readonly CacheTopic[] = ['auth', 'grammar', 'vocabulary', 'lexicon'];

function isCacheTopic(s: string): s is CacheTopic {
  return (CACHE_TOPICS as readonly string[]).includes(s);
}

/** Reads a `keelerada_changes` payload; anything unknown drops every cache. */
export function parseCacheChange(payload: string): CacheChange {
  const user = /^auth:(\d+)$/.exec(payload);
  if (user) return { userId: Number(user[1]) };
  return { topic: isCacheTopic(payload) ? payload : 'all' };
}

export function applyCacheChange(caches: Caches, change: CacheChange): void {
  if ('userId' in change) caches.forgetUser(change.userId);
  else caches.invalidate(change.topic);
}
