import { Button, Modal } from '@keelerada/ui';

/** An action that would lose typed segment text, held until the editor answers. */
export interface DiscardQuestion {
  message: string;
  /** The label of the button that goes ahead ("Leave without saving", "Move without saving"). */
  proceedLabel: string;
  proceed: () => void;
}

/**
 * The Stay / Leave dialog of UnsavedChangesGuard for what is not a navigation on this screen: paging the segments
 * and moving a segment with unsaved text off the page. Stay is focused, so Enter or Escape keeps the text.
 */
export function DiscardChangesDialog({
  question,
  onClose,
}: {
  question: DiscardQuestion | null;
  onClose: () => void;
}) {
  return (
    <Modal open={question !== null} title="Unsaved changes" onClose={onClose}>
      <p>{question?.message}</p>
      <div className="kr-row adm-dialog-actions">
        <Button variant="secondary" onClick={onClose} autoFocus>
          Stay on this page
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            onClose();
            question?.proceed();
          }}
        >
          {question?.proceedLabel}
        </Button>
      </div>
    </Modal>
  );
}
