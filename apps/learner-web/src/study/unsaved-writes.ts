import { httpStatusOf } from '@keelerada/api-client';

/**
 * The learner's answers that could not be saved (the connection was down, the server failed), kept in this tab to be
 * sent again: on Retry, and when the browser says it is online again. §8 lets the learner move on when a write fails;
 * what it must not do is lose the answer without a word (UnsavedNotice says so). A refusal (4xx) would be refused
 * again, so it is not kept. Kept in memory only: a reload loses what is still unsaved, which the notice warns of.
 */
export type Write = () => Promise<unknown>;

const waiting: Write[] = [];
const listeners = new Set<() => void>();
let retrying: Promise<void> | null = null;

const notify = () => {
  for (const fn of listeners) fn();
};

/** Whether a failed write may succeed when sent again: no answer at all (offline) or a server error. */
export function worthRetrying(e: unknown): boolean {
  const status = httpStatusOf(e);
  return status === undefined || status >= 500;
}

/** Sends a write; one that fails for a passing reason waits for a retry. Resolves to whether it was saved. */
export async function trySave(write: Write): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (e) {
    if (!worthRetrying(e)) throw e;
    waiting.push(write);
    notify();
    return false;
  }
}

/** Sends the waiting writes again, in order; the ones that fail again keep waiting. */
export function retryUnsaved(): Promise<void> {
  retrying ??= (async () => {
    const batch = waiting.splice(0);
    for (const write of batch) {
      try {
        await write();
      } catch (e) {
        if (worthRetrying(e)) waiting.push(write);
      }
    }
  })().finally(() => {
    retrying = null;
    notify();
  });
  return retrying;
}

export function unsavedCount(): number {
  return waiting.length;
}

export function subscribeUnsaved(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
