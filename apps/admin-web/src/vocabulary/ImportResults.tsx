import type { ImportResult } from '@keelerada/domain';
import { Card } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';

/** The results panel of an import (§2): Created, Skipped (Duplicates), Errors as "Row {n}: {error}" with the row. */
export function ImportResults({ result }: { result: ImportResult }) {
  return (
    <Card title="Import Results" aria-live="polite" data-testid="import-results">
      <div className="adm-stat-row">
        <div className="adm-stat">
          <strong data-testid="import-created">{result.created}</strong>
          <span>Created</span>
        </div>
        <div className="adm-stat">
          <strong data-testid="import-skipped">{result.skipped}</strong>
          <span>Skipped (Duplicates)</span>
        </div>
        <div className="adm-stat">
          <strong data-testid="import-errors">{result.errors.length}</strong>
          <span>Errors</span>
        </div>
      </div>
      {result.errors.length > 0 && (
        <>
          <h3 id="import-errors-heading">Errors</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling panel must be reachable by keyboard */}
          <ul className="adm-import-errors" aria-labelledby="import-errors-heading" tabIndex={0}>
            {result.errors.map((e) => (
              <li key={`${e.row}-${e.error}`}>
                <span>
                  Row {e.row}: {e.error}
                </span>
                <code>{rowData(e.data)}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to="/vocabulary-cards">Go to Vocabulary Cards</Link>
      </p>
    </Card>
  );
}

function rowData(data: Record<string, unknown>): string {
  return Object.entries(data)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');
}
