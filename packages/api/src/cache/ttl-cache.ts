/**
 * A bounded in-memory map whose entries expire: after `ttlMs`, or earlier at an entry's own `expiresAt`. With
 * `ttlMs` 0 it keeps nothing (caching off). When full, the oldest entry goes. `clear()` drops everything at once;
 * that is how other processes' writes invalidate it (see caches.ts).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly loading = new Map<K, Promise<V>>();
  private gen = 0;
  private suspended = false;

  constructor(private readonly opts: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  /** Whether values are kept: caching is on (ttl > 0) and not suspended. */
  get enabled(): boolean {
    return this.opts.ttlMs > 0 && !this.suspended;
  }

  /**
   * Drops everything and keeps nothing until `resume()` — while the invalidations that keep the cache honest cannot
   * arrive, nothing may be served from memory (a revoked token must not outlive the revocation).
   */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Caches again from now on (after a `clear()`: what happened while suspended is unknown). */
  resume(): void {
    this.suspended = false;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private now(): number {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  get(key: K): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Moves on at every `clear()`: a value read from the database before a clear must not be stored after it. */
  get generation(): number {
    return this.gen;
  }

  /**
   * Stores `value` until now + ttl, or until `expiresAt` (ms since epoch) when that comes sooner — unless the cache
   * was cleared since `generation` (the value was read before a change it may not reflect).
   */
  set(key: K, value: V, expiresAt?: number, generation = this.gen): void {
    if (!this.enabled || generation !== this.gen) return;
    const until = Math.min(this.now() + this.opts.ttlMs, expiresAt ?? Number.POSITIVE_INFINITY);
    if (until <= this.now()) return;
    this.entries.delete(key);
    if (this.entries.size >= this.opts.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: until });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.gen++;
    this.entries.clear();
    this.loading.clear();
  }

  /** The cached value, or `load()`'s — one load at a time per key, however many callers wait for it. */
  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    if (!this.enabled) return load();
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.gen;
    const p = load().then(
      (value) => {
        if (this.loading.get(key) === p) this.loading.delete(key);
        this.set(key, value, undefined, generation);
        return value;
      },
      (e: unknown) => {
        if (this.loading.get(key) === p) this.loading.delete(key);
        throw e;
      },
    );
    this.loading.set(key, p);
    return p;
  }
}
