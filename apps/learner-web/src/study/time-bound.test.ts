import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './time-bound.ts';

describe('settledWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves true as soon as the work is done, or has failed', async () => {
    expect(await settledWithin(Promise.resolve('saved'), 5_000)).toBe(true);
    expect(await settledWithin(Promise.reject(new TypeError('Failed to fetch')), 5_000)).toBe(true);
  });

  it('resolves false once the time is up when the work hangs (a dead connection)', async () => {
    vi.useFakeTimers();
    const hanging = new Promise<void>(() => undefined);
    let result: boolean | undefined;
    void settledWithin(hanging, 5_000).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
  });
});
