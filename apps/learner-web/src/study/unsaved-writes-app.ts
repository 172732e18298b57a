import { client } from '../api.ts';
import { invalidateProgress } from './invalidate-progress.ts';
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
