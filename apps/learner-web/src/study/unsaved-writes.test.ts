import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { UnsavedWrites } from './unsaved-writes.ts';
import { type StorageLike, type StoredWrite, storageKey } from './unsaved-writes-store.ts';

const offline = () => new TypeError('Failed to fetch');
/** A refusal of the server's, as the tRPC client reports it. */
const refusal = (httpStatus: number, message = 'Vocabulary card not found') =>
  Object.assign(new TRPCClientError(message), { data: { httpStatus } });

/** localStorage as a Map (`full`: it refuses every write, as a full or blocked storage does). */
function memoryStorage(full = false): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw new DOMException('QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
}

/** A server that is down until `up` is set, then answers each write with `answer(write)` (or throws it). */
function fakeServer() {
  const server = {
    up: false,
    sent: [] as StoredWrite[],
    answer: (w: StoredWrite): unknown => (w.kind === 'attempt' ? { isCorrect: w.input.isCorrect } : {}),
    send: async (w: StoredWrite) => {
      if (!server.up) throw offline();
      server.sent.push(w);
      return server.answer(w);
    },
  };
  return server;
}

const attempt = (activityId: string, isCorrect = true, studySessionId: number | null = 7): StoredWrite => ({
  kind: 'attempt',
  input: { activityType: 'vocabulary', activityId, userAnswer: 'majja', isCorrect, studySessionId },
});

/** A page of the app: its queue, with the storage and server it shares with a reloaded page. */
function page(storage: StorageLike, server: ReturnType<typeof fakeServer>) {
  return new UnsavedWrites(server.send, () => storage);
}

describe('answers that could not be saved', () => {
  it('keeps a write that failed offline, says so, and saves it on retry', async () => {
    const server = fakeServer();
    const queue = page(memoryStorage(), server);
    let told = 0;
    const stop = queue.subscribe(() => told++);
    expect(await queue.save(attempt('1'))).toBe(false);
    expect(queue.getState().waiting).toBe(1);
    expect(told).toBe(1);
    await queue.retry(); // still offline: it keeps waiting
    expect(queue.getState().waiting).toBe(1);
    server.up = true;
    await queue.retry();
    expect(queue.getState().waiting).toBe(0);
    expect(server.sent).toHaveLength(1);
    expect(await queue.save(attempt('2'))).toBe(true);
    expect(queue.getState().waiting).toBe(0);
    stop();
  });

  it('does not keep a write the server refused: it would be refused again', async () => {
    const queue = new UnsavedWrites(
      () => Promise.reject(refusal(404)),
      () => memoryStorage(),
    );
    await expect(queue.save(attempt('1'))).rejects.toThrow('Vocabulary card not found');
    expect(queue.getState().waiting).toBe(0);
  });

  it('refreshes what the app shows of the progress once a resend saved something, not before', async () => {
    const server = fakeServer();
    let refreshed = 0;
    const queue = new UnsavedWrites(
      server.send,
      () => memoryStorage(),
      () => refreshed++,
    );
    await queue.save(attempt('1'));
    await queue.retry();
    expect(refreshed).toBe(0);
    server.up = true;
    await queue.retry();
    expect(refreshed).toBe(1);
  });

  it('survives a reload: the next page of the same person restores the write and sends it', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const first = page(storage, server);
    first.setOwner(1);
    await first.save(attempt('1'));
    await first.save({ kind: 'session', input: { id: 7, isVocabularyCompleted: true } });
    expect(first.getState()).toMatchObject({ waiting: 2, onlyHere: 0 });
    expect(storage.data.has(storageKey(1))).toBe(true);

    server.up = true;
    const reloaded = page(storage, server);
    reloaded.setOwner(1);
    await reloaded.retry();
    expect(server.sent.map((w) => w.kind)).toEqual(['attempt', 'session']);
    expect(reloaded.getState().waiting).toBe(0);
    expect(storage.data.has(storageKey(1))).toBe(false);
  });

  it("keeps each person's writes under their own key: another person signing in here sends none of them", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const first = page(storage, server);
    first.setOwner(1);
    await first.save(attempt('1'));

    server.up = true;
    const other = page(storage, server);
    other.setOwner(2);
    await other.retry();
    expect(server.sent).toEqual([]);
    expect(other.getState().waiting).toBe(0);
    expect(storage.data.has(storageKey(1))).toBe(true);
  });

  it('stores the writes made before the person was known once they are', async () => {
    const storage = memoryStorage();
    const queue = page(storage, fakeServer());
    await queue.save(attempt('1'));
    expect(queue.getState()).toMatchObject({ waiting: 1, onlyHere: 1 });
    queue.setOwner(1);
    expect(queue.getState()).toMatchObject({ waiting: 1, onlyHere: 0 });
    expect(storage.data.get(storageKey(1))).toContain('"activityId":"1"');
  });

  it('keeps in this page only what the server could record twice, and what the browser would not store', async () => {
    const storage = memoryStorage();
    const queue = page(storage, fakeServer());
    queue.setOwner(1);
    await queue.save(attempt('1', true, null)); // no session: a plain insert on the server
    await queue.save({ kind: 'call', run: () => Promise.reject(offline()) }); // a vocabulary review
    expect(queue.getState()).toMatchObject({ waiting: 2, onlyHere: 2 });
    expect(storage.data.has(storageKey(1))).toBe(false);

    const full = page(memoryStorage(true), fakeServer());
    full.setOwner(1);
    await full.save(attempt('1'));
    expect(full.getState()).toMatchObject({ waiting: 1, onlyHere: 1 });
  });

  it('drops a resent write the server refuses for good, silently, and keeps one refused for a passing reason', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const queue = page(storage, server);
    queue.setOwner(1);
    await queue.save(attempt('gone'));
    await queue.save(attempt('busy'));
    server.up = true;
    server.answer = (w) => {
      if (w.kind === 'attempt' && w.input.activityId === 'gone') throw refusal(404);
      throw refusal(503, 'Service unavailable');
    };
    const warn = console.warn;
    console.warn = () => undefined;
    await queue.retry();
    console.warn = warn;
    expect(queue.getState()).toMatchObject({ waiting: 1, notes: [] });
    expect(storage.data.get(storageKey(1))).toContain('"activityId":"busy"');
    expect(storage.data.get(storageKey(1))).not.toContain('"activityId":"gone"');
  });

  it("tells the learner when a resent answer's server verdict is not the one shown", async () => {
    const server = fakeServer();
    const queue = page(memoryStorage(), server);
    queue.setOwner(1);
    await queue.save(attempt('1', false));
    await queue.save(attempt('2', true));
    server.up = true;
    server.answer = () => ({ isCorrect: true });
    await queue.retry();
    expect(queue.getState().notes).toEqual(["Your answer 'majja' was checked again: counted as right."]);
    queue.dismissNotes();
    expect(queue.getState().notes).toEqual([]);
  });

  it('leaves the stored writes in place while they are being sent (a tab closed meanwhile loses nothing)', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const queue = page(storage, server);
    queue.setOwner(1);
    await queue.save(attempt('1'));
    server.up = true;
    let release: () => void = () => undefined;
    server.answer = () => new Promise<void>((r) => (release = r)).then(() => ({ isCorrect: true }));
    const retrying = queue.retry();
    await queue.save({ kind: 'call', run: () => Promise.reject(offline()) }); // a change while the resend waits
    expect(storage.data.get(storageKey(1))).toContain('"activityId":"1"');
    await Promise.resolve();
    release();
    await retrying;
    expect(storage.data.has(storageKey(1))).toBe(false);
  });
  it('sends the stored writes of a reload before it resolves, so the session then opened has them (D2b)', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const first = page(storage, server);
    first.setOwner(1);
    await first.save(attempt('1'));
    await first.save(attempt('2'));

    server.up = true;
    const reloaded = page(storage, server);
    await reloaded.sendWaiting(1);
    expect(server.sent.map((w) => w.kind === 'attempt' && w.input.activityId)).toEqual(['1', '2']);
    expect(reloaded.getState().waiting).toBe(0);
    expect(storage.data.has(storageKey(1))).toBe(false);
  });

  it('also sends what this page holds, and resolves with it still waiting when the connection is down', async () => {
    const server = fakeServer();
    const queue = page(memoryStorage(), server);
    queue.setOwner(1);
    await queue.save(attempt('1'));
    await queue.sendWaiting(1); // offline: it fails again, and the page may open
    expect(queue.getState()).toMatchObject({ waiting: 1, onlyHere: 0 });
    server.up = true;
    await queue.sendWaiting(1);
    expect(server.sent).toHaveLength(1);
    expect(queue.getState().waiting).toBe(0);
  });

  it('sends nothing of another person when someone else opens a session on this computer', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const first = page(storage, server);
    first.setOwner(1);
    await first.save(attempt('1'));
    server.up = true;
    await page(storage, server).sendWaiting(2);
    expect(server.sent).toEqual([]);
  });
});
