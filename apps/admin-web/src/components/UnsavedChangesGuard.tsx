import { Button, Modal } from '@keelerada/ui';
import { useBlocker } from '@tanstack/react-router';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Asks before leaving a form with unsaved changes (issue #20): an in-app navigation is held by the router's blocker
 * and a dialog asks Stay / Leave; closing or reloading the tab gets the browser's own `beforeunload` prompt.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <Modal open={blocker.status === 'blocked'} title="Unsaved changes" onClose={() => blocker.reset?.()}>
      <p>{UNSAVED_CHANGES_MESSAGE}</p>
      <div className="kr-row adm-dialog-actions">
        <Button variant="secondary" onClick={() => blocker.reset?.()} autoFocus>
          Stay on this page
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </div>
    </Modal>
  );
}
