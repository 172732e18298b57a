import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { retryUnsaved, subscribeUnsaved, trySave, unsavedCount } from './unsaved-writes.ts';

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
/** The server's 404, as the tRPC client reports it. */
const refused = () =>
  Promise.reject(
    Object.assign(new TRPCClientError('Vocabulary card not found'), { data: { httpStatus: 404 } }),
  );

describe('answers that could not be saved', () => {
  it('keeps a write that failed offline, says so, and saves it on retry', async () => {
    let up = false;
    let saved = 0;
    const write = () => (up ? Promise.resolve(saved++) : offline());
    let told = 0;
    const stop = subscribeUnsaved(() => told++);
    expect(await trySave(write)).toBe(false);
    expect(unsavedCount()).toBe(1);
    expect(told).toBe(1);
    // still offline: it keeps waiting
    await retryUnsaved();
    expect(unsavedCount()).toBe(1);
    up = true;
    await retryUnsaved();
    expect(unsavedCount()).toBe(0);
    expect(saved).toBe(1);
    expect(await trySave(write)).toBe(true);
    expect(unsavedCount()).toBe(0);
    stop();
  });
  it('does not keep a write the server refused: it would be refused again', async () => {
    await expect(trySave(refused)).rejects.toThrow('Vocabulary card not found');
    expect(unsavedCount()).toBe(0);
  });
});
