import { LRUCache } from 'lru-cache';

/**
 * One of the app's in-memory caches. lru-cache keeps it bounded and expires entries (after `ttlMs`, or earlier at an
 * entry's own deadline); this adds what invalidation needs: a `generation` that moves at every drop, so a value read
 * from the database before a drop is never stored after it; one load at a time per key; and `suspend()` while the
 * invalidations that keep it honest cannot arrive. `ttlMs` 0 turns it off. While suspended it keeps nothing, or, where
 * `suspendedTtlMs` is given, keeps each entry at most that long (content that may be seconds stale, not tokens).
 */
export class MemoryCache<K extends {}, V extends {}> {
  readonly #lru: LRUCache<K, V>;
  readonly #loading = new Map<K, Promise<V>>();
  readonly #ttlMs: number;
  readonly #suspendedTtlMs: number;
  readonly #now: () => number;
  #generation = 0;
  #suspended = false;

  constructor(opts: { ttlMs: number; max: number; suspendedTtlMs?: number; now?: () => number }) {
    this.#ttlMs = opts.ttlMs;
    this.#suspendedTtlMs = Math.min(opts.suspendedTtlMs ?? 0, opts.ttlMs);
    this.#now = opts.now ?? Date.now;
    this.#lru = new LRUCache<K, V>({
      max: opts.max,
      ttl: Math.max(opts.ttlMs, 1),
      ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
    });
  }

  /** How long a value is kept now: the ttl, or while suspended the suspended ttl (0: nothing is kept). */
  get #currentTtlMs(): number {
    return this.#suspended ? this.#suspendedTtlMs : this.#ttlMs;
  }

  /** Whether values are kept: caching is on (ttl > 0) and not suspended, or suspended with a ttl of its own. */
  get enabled(): boolean {
    return this.#currentTtlMs > 0;
  }

  /** Moves on at every drop: pass it back to `set` to store only what no drop has overtaken. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#lru.size;
  }

  get(key: K): V | undefined {
    return this.#lru.get(key);
  }

  /** Stores `value` until now + ttl or `expiresAt` (ms since epoch), whichever is first, unless dropped since `generation`. */
  set(key: K, value: V, expiresAt?: number, generation = this.#generation): void {
    if (!this.enabled || generation !== this.#generation) return;
    const ttl = Math.min(this.#currentTtlMs, (expiresAt ?? Number.POSITIVE_INFINITY) - this.#now());
    if (ttl > 0) this.#lru.set(key, value, { ttl });
  }

  /** Drops the entries whose value matches (one user's tokens, say). */
  deleteWhere(matches: (value: V) => boolean): void {
    this.#generation++;
    this.#loading.clear();
    for (const [key, value] of this.#lru.entries()) if (matches(value)) this.#lru.delete(key);
  }

  clear(): void {
    this.#generation++;
    this.#loading.clear();
    this.#lru.clear();
  }

  /**
   * Drops everything and, until `resume()`, keeps nothing (a revoked token must not outlive its revocation) or nothing
   * longer than `suspendedTtlMs`.
   */
  suspend(): void {
    this.#suspended = true;
    this.clear();
  }

  /** Caches again, from an empty start: what happened while suspended is unknown. */
  resume(): void {
    this.#suspended = false;
    this.clear();
  }

  /** The cached value, or `load()`'s — one load at a time per key, however many callers wait for it. */
  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    if (!this.enabled) return load();
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const loaded = load().finally(() => {
      if (this.#loading.get(key) === loaded) this.#loading.delete(key);
    });
    this.#loading.set(key, loaded);
    return loaded.then((value) => {
      this.set(key, value, undefined, generation);
      return value;
    });
  }
}
