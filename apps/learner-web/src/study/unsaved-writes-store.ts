import { httpStatusOf } from '@keelerada/api-client';
import type { UpdateSessionInput } from '@keelerada/domain';
import type { AttemptInput } from '../data/types.ts';

/**
 * A write the app can describe as data (so it can wait in localStorage across a reload): an exercise attempt, or a
 * study session's update.
 */
export type StoredWrite =
  | { kind: 'attempt'; input: AttemptInput }
  | { kind: 'session'; input: UpdateSessionInput };

/** The part of `localStorage` the queue uses (a Map-backed object in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Each signed-in person's unsaved writes under their own key: on a shared computer nobody sends another's. */
export const STORAGE_PREFIX = 'keelerada:unsaved-writes:';

export function storageKey(userId: number): string {
  return `${STORAGE_PREFIX}${userId}`;
}

/**
 * Whether the server records the write at most once however often it is sent, so that a resend after a reload (the
 * first send may have arrived, only its answer was lost) cannot count an answer twice:
 * - an attempt on a planned study session with its item's id: the server keeps the first try of each item and
 *   returns it for a repeat (exercise-attempt.service `once`; every session the app writes to is planned —
 *   `openPlanned`; a reading attempt is only sent for a text without questions, which is once-only too);
 * - a session update: its flags only ever turn on and a planned session's counts are the server's own.
 * An attempt without a session (its creation failed) is a plain insert on the server: it is not kept across reloads.
 */
export function isOnceOnly(write: StoredWrite): boolean {
  if (write.kind === 'session') return true;
  const { studySessionId, activityId } = write.input;
  return studySessionId != null && activityId != null && activityId !== '';
}

/**
 * Whether a failed write may succeed when sent again: no answer at all (offline, the server down), a server error,
 * or a refusal that passes — signed out (401, sent once the person signs in again), a timeout, a conflict with a
 * write at the same moment, too many requests. Any other 4xx says the write can never succeed: it is dropped.
 */
export function worthRetrying(e: unknown): boolean {
  const status = httpStatusOf(e);
  return status === undefined || status >= 500 || [401, 408, 409, 429].includes(status);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isStoredWrite(v: unknown): v is StoredWrite {
  if (!isRecord(v) || !isRecord(v.input)) return false;
  if (v.kind === 'attempt') return typeof v.input.activityType === 'string';
  if (v.kind === 'session') return typeof v.input.id === 'number';
  return false;
}

/** The person's writes kept by an earlier page (a reload, a closed tab); what cannot be read is left out. */
export function readStored(storage: StorageLike, userId: number): StoredWrite[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredWrite) : [];
  } catch {
    return [];
  }
}

/** Keeps the person's writes (none: the key goes). False when the browser would not store them (full, blocked). */
export function writeStored(storage: StorageLike, userId: number, writes: readonly StoredWrite[]): boolean {
  try {
    if (writes.length === 0) storage.removeItem(storageKey(userId));
    else storage.setItem(storageKey(userId), JSON.stringify(writes));
    return true;
  } catch {
    return false;
  }
}

const answerText = (answer: unknown): string | null => {
  const text = Array.isArray(answer)
    ? answer.map(String).join(' ')
    : typeof answer === 'string'
      ? answer
      : '';
  return text.trim() === '' ? null : text.trim();
};

/**
 * What to tell the learner when a resent answer is saved: the server judges grammar and vocabulary answers itself
 * (with the lexicon the app lacks), and when its verdict is not the one the screen showed, the learner hears it.
 * Null when the verdicts agree, or there is no typed answer to name.
 */
export function recheckNote(write: StoredWrite, saved: unknown): string | null {
  if (write.kind !== 'attempt' || !isRecord(saved) || typeof saved.isCorrect !== 'boolean') return null;
  const shown = write.input.isCorrect === true;
  const answer = answerText(write.input.userAnswer);
  if (saved.isCorrect === shown || answer === null) return null;
  return `Your answer '${answer}' was checked again: counted as ${saved.isCorrect ? 'right' : 'wrong'}.`;
}
