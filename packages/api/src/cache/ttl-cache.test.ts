import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

function clockAt(start: number) {
  const c = { t: start, now: () => c.t };
  return c;
}

describe('TtlCache', () => {
  it('returns a value until its ttl has passed', () => {
    const clock = clockAt(1000);
    const cache = new TtlCache<string, number>({ ttlMs: 100, maxEntries: 10, now: clock.now });
    cache.set('a', 1);
    clock.t = 1099;
    expect(cache.get('a')).toBe(1);
    clock.t = 1100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('expires an entry at its own deadline when that comes before the ttl', () => {
    const clock = clockAt(0);
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10, now: clock.now });
    cache.set('a', 1, 50);
    clock.t = 49;
    expect(cache.get('a')).toBe(1);
    clock.t = 50;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store what has already expired', () => {
    const clock = clockAt(100);
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10, now: clock.now });
    cache.set('a', 1, 100);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing when the ttl is 0', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 0, maxEntries: 10 });
    cache.set('a', 1);
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full, and a re-set entry counts as new', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });

  it('forgets one key or everything', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not store a value read before a clear', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    const generation = cache.generation;
    cache.clear();
    cache.set('a', 1, undefined, generation);
    expect(cache.get('a')).toBeUndefined();
  });

  it('loads a missing key once for concurrent callers, then serves it from memory', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return 42;
    };
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([42, 42]);
    expect(await cache.getOrLoad('a', load)).toBe(42);
    expect(loads).toBe(1);
  });

  it('does not keep a load that a clear overtook, nor a failed load', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    const p = cache.getOrLoad('a', async () => {
      await new Promise((r) => setTimeout(r, 5));
      return 1;
    });
    cache.clear();
    expect(await p).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    await expect(cache.getOrLoad('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('b', async () => 2)).toBe(2);
  });

  it('loads every time when disabled', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.getOrLoad('a', async () => ++loads);
    await cache.getOrLoad('a', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('keeps and serves nothing while suspended, and starts empty on resume', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 1);
    cache.suspend();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 2);
    expect(cache.get('b')).toBeUndefined();
    let loads = 0;
    const load = async () => ++loads;
    await cache.getOrLoad('c', load);
    await cache.getOrLoad('c', load);
    expect(loads).toBe(2);
    cache.resume();
    await cache.getOrLoad('c', load);
    await cache.getOrLoad('c', load);
    expect(loads).toBe(3);
  });
});
