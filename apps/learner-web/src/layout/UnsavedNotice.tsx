import { Button } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { trpc } from '../api.ts';
import { unsavedWrites } from '../study/unsaved-writes-app.ts';
import { askBeforeLeaving } from './leave-guard.ts';
import { unsavedMessage } from './unsaved-message.ts';

/**
 * Says when answers could not be saved (offline, a server failure) and sends them again: on Retry, by itself when
 * the browser is back online, and on the next start for the ones kept in this browser (the signed-in person's only).
 * When the server's judge counts a resent answer otherwise than the screen did, it says so. Nothing shows while
 * everything is saved. While an answer lives in this page only, leaving it (a reload, a closed tab) asks first.
 */
export function UnsavedNotice() {
  const { waiting, onlyHere, notes } = useSyncExternalStore(unsavedWrites.subscribe, unsavedWrites.getState);
  const me = useQuery(trpc.account.me.queryOptions());
  const userId = me.data?.user.id;
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (userId !== undefined) unsavedWrites.setOwner(userId);
  }, [userId]);
  const pageOnly = onlyHere > 0;
  useEffect(() => (pageOnly ? askBeforeLeaving(window) : undefined), [pageOnly]);
  useEffect(() => {
    const online = () => void unsavedWrites.retry();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  const retry = async () => {
    setBusy(true);
    await unsavedWrites.retry();
    setBusy(false);
  };
  return (
    <>
      {waiting > 0 && (
        <div className="kr-alert unsaved-notice" role="alert" data-testid="unsaved-notice">
          <p>{unsavedMessage(onlyHere)}</p>
          <Button variant="secondary" onClick={() => void retry()} disabled={busy}>
            {busy ? 'Retrying…' : 'Retry now'}
          </Button>
        </div>
      )}
      {/* always there, so that a note put in it is announced */}
      <div role="status" className={notes.length > 0 ? 'kr-alert unsaved-rechecked' : undefined}>
        {notes.length > 0 && (
          <>
            <ul data-testid="unsaved-rechecked">
              {notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
            <Button variant="secondary" onClick={() => unsavedWrites.dismissNotes()}>
              OK
            </Button>
          </>
        )}
      </div>
    </>
  );
}
