import { client, queryClient, trpc } from '../api.ts';
import { invalidateProgress } from './invalidate-progress.ts';
import { settledWithin } from './time-bound.ts';
import { type PendingWrite, UnsavedWrites } from './unsaved-writes.ts';
import type { StoredWrite } from './unsaved-writes-store.ts';

function send(write: StoredWrite): Promise<unknown> {
  return write.kind === 'attempt'
    ? client.study.recordAttempt.mutate(write.input)
    : client.study.updateSession.mutate(write.input);
}

/** The app's one queue of unsaved writes (see unsaved-writes.ts), kept in this browser's localStorage. */
export const unsavedWrites = new UnsavedWrites(
  send,
  () => (typeof localStorage === 'undefined' ? null : localStorage),
  () => void invalidateProgress(),
);

/** Sends a write; one that fails for a passing reason waits for a retry. Resolves to whether it was saved. */
export function trySave(write: PendingWrite): Promise<boolean> {
  return unsavedWrites.save(write);
}

/** How long a page waits for the unsaved writes to go before it opens anyway (a dead connection must not block it). */
export const SEND_WAITING_BOUND_MS = 5_000;

/**
 * For the loaders of /study and /grammar, before they open today's planned session: the signed-in person's waiting
 * writes (the ones a reload left in this browser too) are sent first, so the session opens where the learner is
 * (report D2b). Never longer than `SEND_WAITING_BOUND_MS`, and never fails: what is still unsent keeps waiting, and
 * the notice says so.
 */
export async function sendWaitingWrites(): Promise<void> {
  const send = async () => {
    const me = await queryClient.ensureQueryData(trpc.account.me.queryOptions());
    await unsavedWrites.sendWaiting(me.user.id);
  };
  await settledWithin(send(), SEND_WAITING_BOUND_MS);
}
