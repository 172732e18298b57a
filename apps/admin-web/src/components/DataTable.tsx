import type { ReactNode } from 'react';
import { ColumnHeaders } from './TableHead.tsx';

/**
 * The table of an admin list (Trash, Users, books, API tokens): a caption for screen readers, one header per column,
 * and rows that stack as labelled cards on a phone (each `<td data-label>`).
 */
export function DataTable({
  caption,
  columns,
  testId,
  busy,
  children,
}: {
  caption: string;
  columns: readonly string[];
  testId?: string;
  /** A new page is loading (the rows on screen are the last page's). */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="kr-table-wrap">
      <table className="kr-table adm-table adm-stack-sm" data-testid={testId} aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <ColumnHeaders labels={columns} />
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
