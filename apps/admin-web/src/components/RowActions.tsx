import { Button, type ButtonVariant } from '@keelerada/ui';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// The Edit and Delete of a list's entries, alike on every list: named after their entry for screen readers
// ("Edit Väike raamat") where the list gives the name.

function EditAnchor({
  itemName,
  href,
  className = '',
  ...props
}: ComponentPropsWithRef<'a'> & { itemName?: string }) {
  return (
    <a
      href={href}
      {...props}
      className={`kr-btn kr-btn-secondary ${className}`.trim()}
      aria-label={itemName === undefined ? undefined : `Edit ${itemName}`}
    >
      Edit
    </a>
  );
}

/** "Edit", a router link to the entry's edit screen (`to` and `params` as for Link). */
export const EditLink = createLink(EditAnchor);

/** "Delete" (asks first: `onClick` opens the confirmation); "Deleting..." while `busy`. */
export function DeleteButton({
  itemName,
  variant = 'ghost',
  busy = false,
  onClick,
}: {
  itemName?: string;
  variant?: ButtonVariant;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant={variant}
      disabled={busy}
      aria-label={itemName === undefined ? undefined : `Delete ${itemName}`}
      onClick={onClick}
    >
      {busy ? 'Deleting...' : 'Delete'}
    </Button>
  );
}
