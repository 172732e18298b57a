import { type ReactNode, useEffect, useId, useRef } from 'react';

/** An accessible modal dialog on the native <dialog> element (focus trap and Escape come from the browser). */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`kr-modal ${wide ? 'kr-modal-wide' : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="kr-modal-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="kr-icon-btn" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="kr-modal-body">{open ? children : null}</div>
    </dialog>
  );
}
