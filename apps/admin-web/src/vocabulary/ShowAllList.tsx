import { thousands } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { type ReactNode, useState } from 'react';
import { IMPORT_LIST_SHOWN, listedRows } from './import-verdicts.ts';

/**
 * A results list that shows its first `limit` items and "Show all N" for the rest: the import's lists and the bulk
 * result banner (one component, so both read and behave the same).
 */
export function ShowAllList<T>({
  items,
  limit = IMPORT_LIST_SHOWN,
  noun = 'rows',
  render,
  itemKey,
  className,
  labelledBy,
  scrollable = false,
  moreTestId = 'list-more',
}: {
  items: readonly T[];
  limit?: number;
  /** What the items are, in the plural: "Showing the first 100 of 1,111 rows." */
  noun?: string;
  render: (item: T) => ReactNode;
  itemKey: (item: T, index: number) => string;
  className?: string;
  labelledBy?: string;
  /** A scrolling panel: reachable by keyboard. */
  scrollable?: boolean;
  moreTestId?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = listedRows(items, expanded, limit);
  return (
    <>
      <ul
        className={className}
        aria-labelledby={labelledBy}
        // a scrolling panel must be reachable by keyboard
        tabIndex={scrollable ? 0 : undefined}
      >
        {shown.map((item, i) => (
          <li key={itemKey(item, i)}>{render(item)}</li>
        ))}
      </ul>
      {hidden > 0 && (
        <p className="kr-muted" data-testid={moreTestId}>
          Showing the first {thousands(shown.length)} of {thousands(items.length)} {noun}.{' '}
          <Button variant="secondary" onClick={() => setExpanded(true)}>
            Show all {thousands(items.length)}
          </Button>
        </p>
      )}
    </>
  );
}
