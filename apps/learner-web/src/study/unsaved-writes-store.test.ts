import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  isOnceOnly,
  readStored,
  recheckNote,
  type StoredWrite,
  storageKey,
  worthRetrying,
  writeStored,
} from './unsaved-writes-store.ts';

const refusal = (httpStatus: number) =>
  Object.assign(new TRPCClientError('refused'), { data: { httpStatus } });

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const attempt = (input: Partial<Extract<StoredWrite, { kind: 'attempt' }>['input']> = {}): StoredWrite => ({
  kind: 'attempt',
  input: {
    activityType: 'exercise',
    activityId: '12',
    studySessionId: 7,
    userAnswer: 'majja',
    isCorrect: false,
    ...input,
  },
});

describe('the stored unsaved writes', () => {
  it('are kept per person, and the key goes when none is left', () => {
    const storage = memoryStorage();
    expect(writeStored(storage, 1, [attempt()])).toBe(true);
    expect(readStored(storage, 1)).toEqual([attempt()]);
    expect(readStored(storage, 2)).toEqual([]);
    writeStored(storage, 1, []);
    expect(storage.data.has(storageKey(1))).toBe(false);
  });
  it('leave out what cannot be read (another version of the app, a hand edit)', () => {
    const storage = memoryStorage();
    storage.setItem(storageKey(1), 'not json');
    expect(readStored(storage, 1)).toEqual([]);
    storage.setItem(
      storageKey(1),
      JSON.stringify([{ kind: 'review', input: {} }, { kind: 'session', input: { id: '7' } }, attempt()]),
    );
    expect(readStored(storage, 1)).toEqual([attempt()]);
  });
  it('say so when the browser will not store them', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeStored(full, 1, [attempt()])).toBe(false);
  });
});

describe('which writes may wait across a reload', () => {
  it('an attempt on a session with its item id, and a session update: the server takes them once', () => {
    expect(isOnceOnly(attempt())).toBe(true);
    expect(isOnceOnly({ kind: 'session', input: { id: 7, isSessionFinished: true } })).toBe(true);
  });
  it('not an attempt without a session or an item: the server would record it twice', () => {
    expect(isOnceOnly(attempt({ studySessionId: null }))).toBe(false);
    expect(isOnceOnly(attempt({ activityId: null }))).toBe(false);
  });
});

describe('a failed write', () => {
  it('is worth sending again when offline, on a server error or a passing refusal', () => {
    expect(worthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [500, 503, 401, 408, 409, 429]) expect(worthRetrying(refusal(status))).toBe(true);
  });
  it('is not when the server says it can never succeed', () => {
    for (const status of [400, 403, 404, 422]) expect(worthRetrying(refusal(status))).toBe(false);
  });
});

describe('the note on a resent answer', () => {
  it("names the answer and the server's verdict when it differs from the one shown", () => {
    expect(recheckNote(attempt(), { isCorrect: true })).toBe(
      "Your answer 'majja' was checked again: counted as right.",
    );
    expect(recheckNote(attempt({ isCorrect: true, userAnswer: 'maja' }), { isCorrect: false })).toBe(
      "Your answer 'maja' was checked again: counted as wrong.",
    );
  });
  it('says nothing when the verdicts agree, for a session update, or without a typed answer', () => {
    expect(recheckNote(attempt(), { isCorrect: false })).toBeNull();
    expect(recheckNote({ kind: 'session', input: { id: 7, isGrammarCompleted: true } }, {})).toBeNull();
    expect(recheckNote(attempt({ userAnswer: null }), { isCorrect: true })).toBeNull();
    expect(recheckNote(attempt({ userAnswer: '  ' }), { isCorrect: true })).toBeNull();
  });
});
