import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache.ts';

function clockAt(start: number) {
  const c = { t: start, now: () => c.t };
  return c;
}

describe('MemoryCache', () => {
  it('returns a value until its ttl has passed, or its own earlier deadline', () => {
    const clock = clockAt(1000);
    const cache = new MemoryCache<string, number>({ ttlMs: 100, max: 10, now: clock.now });
    cache.set('a', 1);
    cache.set('b', 2, 1050);
    clock.t = 1049;
    expect([cache.get('a'), cache.get('b')]).toEqual([1, 2]);
    clock.t = 1051;
    expect([cache.get('a'), cache.get('b')]).toEqual([1, undefined]);
    clock.t = 1101;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store what has already expired, nor anything when the ttl is 0', () => {
    const clock = clockAt(100);
    const cache = new MemoryCache<string, number>({ ttlMs: 1000, max: 10, now: clock.now });
    cache.set('a', 1, 100);
    expect(cache.size).toBe(0);
    const off = new MemoryCache<string, number>({ ttlMs: 0, max: 10 });
    off.set('a', 1);
    expect(off.enabled).toBe(false);
    expect(off.get('a')).toBeUndefined();
  });

  it('stays bounded: the least recently used entry goes', () => {
    const cache = new MemoryCache<string, number>({ ttlMs: 1000, max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('drops the entries that match, and nothing else', () => {
    const cache = new MemoryCache<string, { user: number }>({ ttlMs: 1000, max: 10 });
    cache.set('t1', { user: 1 });
    cache.set('t2', { user: 2 });
    cache.set('t3', { user: 1 });
    cache.deleteWhere((v) => v.user === 1);
    expect([cache.get('t1'), cache.get('t2'), cache.get('t3')]).toEqual([undefined, { user: 2 }, undefined]);
  });

  it('does not store a value read before a drop', () => {
    const cache = new MemoryCache<string, number>({ ttlMs: 1000, max: 10 });
    const before = cache.generation;
    cache.deleteWhere(() => false);
    cache.set('a', 1, undefined, before);
    expect(cache.get('a')).toBeUndefined();
    const beforeClear = cache.generation;
    cache.clear();
    cache.set('a', 1, undefined, beforeClear);
    expect(cache.get('a')).toBeUndefined();
  });

  it('loads a missing key once for concurrent callers, then serves it from memory', async () => {
    const cache = new MemoryCache<string, number>({ ttlMs: 1000, max: 10 });
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
    const cache = new MemoryCache<string, number>({ ttlMs: 1000, max: 10 });
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

  it('keeps and serves nothing while suspended, and starts empty on resume', async () => {
    const cache = new MemoryCache<string, number>({ ttlMs: 1000, max: 10 });
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

  it('keeps entries at most suspendedTtlMs while suspended, then the full ttl again after resume', async () => {
    let clock = 1_000;
    const cache = new MemoryCache<string, number>({
      ttlMs: 60_000,
      max: 10,
      suspendedTtlMs: 5_000,
      now: () => clock,
    });
    cache.set('a', 1);
    cache.suspend();
    expect(cache.get('a')).toBeUndefined();
    let loads = 0;
    const load = async () => ++loads;
    await cache.getOrLoad('c', load);
    await cache.getOrLoad('c', load);
    expect(loads).toBe(1);
    clock += 5_001;
    expect(await cache.getOrLoad('c', load)).toBe(2);
    cache.resume();
    expect(cache.get('c')).toBeUndefined();
    await cache.getOrLoad('c', load);
    clock += 30_000;
    expect(await cache.getOrLoad('c', load)).toBe(3);
  });
});
