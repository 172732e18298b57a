import { Button } from '@keelerada/ui';
import { useEffect, useRef } from 'react';
import { pageAfterKey } from '../lib/paging-keys.ts';
import { isTypingTarget } from '../vocabulary/review.ts';

/**
 * Previous / "Page X of Y" / Next. Lists show it only when there is more than one page (admin-back-office.md §9);
 * pass `always` where the spec shows it regardless (the book segments). With `arrowKeys` (the paged lists) ← and →
 * turn the page too — not while the focus is in a text field or select, a dialog is open, or `keysPaused`.
 */
export function Pagination({
  page,
  totalPages,
  onPage,
  label = 'Pagination',
  always = false,
  disabled = false,
  arrowKeys = false,
  keysPaused = false,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
  always?: boolean;
  disabled?: boolean;
  arrowKeys?: boolean;
  keysPaused?: boolean;
}) {
  usePagingKeys({ page, totalPages, onPage }, arrowKeys, disabled || keysPaused);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  if (!always && totalPages <= 1) return null;
  const pages = Math.max(1, totalPages);
  // a button that turns to the first or last page is disabled by it: focus goes to the other one, not to the page
  const turn = (to: number) => {
    onPage(to);
    if (to <= 1) next.current?.focus();
    else if (to >= pages) previous.current?.focus();
  };
  return (
    <nav className="adm-pagination" aria-label={label}>
      <Button
        ref={previous}
        variant="secondary"
        onClick={() => turn(page - 1)}
        disabled={disabled || page <= 1}
        aria-keyshortcuts={arrowKeys ? 'ArrowLeft' : undefined}
      >
        ← Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button
        ref={next}
        variant="secondary"
        onClick={() => turn(page + 1)}
        disabled={disabled || page >= pages}
        aria-keyshortcuts={arrowKeys ? 'ArrowRight' : undefined}
      >
        Next →
      </Button>
    </nav>
  );
}

/** When `on`, ← / → anywhere on the screen turn the list's page (pageAfterKey decides; nothing while `paused`). */
function usePagingKeys(
  { page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void },
  on: boolean,
  paused: boolean,
) {
  useEffect(() => {
    if (!on) return;
    const onKey = (e: KeyboardEvent) => {
      const to = pageAfterKey(
        e,
        { page, totalPages },
        {
          typing: isTypingTarget(e.target),
          dialogOpen: document.querySelector('dialog[open]') !== null,
          paused,
        },
      );
      if (to === null) return;
      e.preventDefault();
      onPage(to);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [on, paused, page, totalPages, onPage]);
}
