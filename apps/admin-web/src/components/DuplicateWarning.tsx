import { Button } from '@keelerada/ui';

/** A save refused because the same item exists (the server's 409, its message naming the item). */
export class DuplicateFound extends Error {}

/**
 * The server found the same item already (a 409 naming it): the editor creates it anyway, or not. Grammar exercises,
 * books and reading texts ask this way.
 */
export function DuplicateWarning({
  message,
  busy,
  onCreateAnyway,
  onCancel,
}: {
  message: string;
  busy: boolean;
  onCreateAnyway: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="kr-alert adm-alert-warning" role="alert" data-testid="duplicate-warning">
      <p>{message}</p>
      <div className="adm-form-actions">
        <Button variant="secondary" disabled={busy} onClick={onCreateAnyway}>
          Create anyway
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Don't create
        </Button>
      </div>
    </div>
  );
}
