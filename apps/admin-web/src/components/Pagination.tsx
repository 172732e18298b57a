import { Button } from '@keelerada/ui';

/**
 * Previous / "Page X of Y" / Next. Lists show it only when there is more than one page (admin-back-office.md §9);
 * pass `always` where the spec shows it regardless (the book segments).
 */
export function Pagination({
  page,
  totalPages,
  onPage,
  label = 'Pagination',
  always = false,
  disabled = false,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
  always?: boolean;
  disabled?: boolean;
}) {
  if (!always && totalPages <= 1) return null;
  const pages = Math.max(1, totalPages);
  return (
    <nav className="adm-pagination" aria-label={label}>
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1}>
        ← Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={disabled || page >= pages}>
        Next →
      </Button>
    </nav>
  );
}
