import { Button } from '@keelerada/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { retryUnsaved, subscribeUnsaved, unsavedCount } from '../study/unsaved-writes.ts';

/**
 * Says when answers could not be saved (offline, a server failure) and sends them again: on Retry, and by itself
 * when the browser is back online. Nothing shows while everything is saved.
 */
export function UnsavedNotice() {
  const count = useSyncExternalStore(subscribeUnsaved, unsavedCount);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const online = () => void retryUnsaved();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  if (count === 0) return null;
  const retry = async () => {
    setBusy(true);
    await retryUnsaved();
    setBusy(false);
  };
  return (
    <div className="kr-alert unsaved-notice" role="alert" data-testid="unsaved-notice">
      <p>
        Your latest answers have not been saved yet. Check your connection: they are sent again when it is
        back. Please don't close or reload this page until then.
      </p>
      <Button variant="secondary" onClick={() => void retry()} disabled={busy}>
        {busy ? 'Retrying…' : 'Retry now'}
      </Button>
    </div>
  );
}
