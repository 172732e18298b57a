import type { ImportResult, ImportRowError } from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';
import { saveFile } from '../lib/download.ts';
import { rejectedRowsCsv } from './csv.ts';
import { skippedDiffering } from './import-verdicts.ts';
import { ShowAllList } from './ShowAllList.tsx';

export const REJECTED_ROWS_FILENAME = 'vocabulary_cards_rejected_rows.csv';

/**
 * The results panel of an import (§2): Created, Skipped (Duplicates), Errors as "Row {n}: {error}" with the row; the
 * skipped rows with their reason and a download of the rejected rows to fix and re-import (issue #20). `preview`:
 * the dry run's answer before anything is written. Rows whose form the lexicon does not confirm are listed under
 * Form check: created all the same, to look at again. Skipped rows whose values differ from the card (or row) they
 * repeat are counted and listed apart from plain repeats: the change they carry is not imported. A long list shows
 * its first rows and "Show all N".
 */
export function ImportResults({ result, preview = false }: { result: ImportResult; preview?: boolean }) {
  const skippedRows = result.skippedRows ?? [];
  const differing = skippedRows.filter((r) => r.differs?.length);
  const repeats = skippedRows.filter((r) => !r.differs?.length);
  const differingCount = skippedDiffering(result);
  const formChecks = result.formChecks ?? [];
  return (
    <Card
      title={preview ? 'What the import will do' : 'Import Results'}
      aria-live="polite"
      data-testid={preview ? 'import-check-results' : 'import-results'}
    >
      <div className="adm-stat-row">
        <div className="adm-stat">
          <strong data-testid="import-created">{result.created}</strong>
          <span>{preview ? 'Will be created' : 'Created'}</span>
        </div>
        <div className="adm-stat">
          <strong data-testid="import-skipped">{result.skipped}</strong>
          <span>Skipped (Duplicates)</span>
        </div>
        {differingCount > 0 && (
          <div className="adm-stat">
            <strong data-testid="import-skipped-differing">{differingCount}</strong>
            <span>Of these, with other values (not imported)</span>
          </div>
        )}
        <div className="adm-stat">
          <strong data-testid="import-errors">{result.errors.length}</strong>
          <span>Errors</span>
        </div>
      </div>
      {result.errors.length > 0 && (
        <>
          <h3 id="import-errors-heading">Errors</h3>
          <RowList rows={result.errors} labelledBy="import-errors-heading" />
          <Button
            variant="secondary"
            onClick={() => saveFile(rejectedRowsCsv(result.errors), REJECTED_ROWS_FILENAME)}
          >
            Download rejected rows (CSV)
          </Button>
        </>
      )}
      {differing.length > 0 && (
        <>
          <h3 id="import-skipped-differing-heading">
            Skipped with other values (an import does not change existing cards: edit the card instead)
          </h3>
          <RowList rows={differing} labelledBy="import-skipped-differing-heading" />
        </>
      )}
      {repeats.length > 0 && (
        <>
          <h3 id="import-skipped-heading">
            Skipped (Duplicates){differing.length > 0 ? ': the same values' : ''}
          </h3>
          <RowList rows={repeats} labelledBy="import-skipped-heading" />
        </>
      )}
      {formChecks.length > 0 && (
        <>
          <h3 id="import-form-checks-heading">
            Form check (
            {preview ? 'these rows will be created all the same' : 'these cards were created all the same'})
          </h3>
          <RowList rows={formChecks} labelledBy="import-form-checks-heading" />
        </>
      )}
      <p>
        <Link to="/vocabulary-cards">Go to Vocabulary Cards</Link>
      </p>
    </Card>
  );
}

function RowList({ rows, labelledBy }: { rows: ImportRowError[]; labelledBy: string }) {
  return (
    <ShowAllList
      items={rows}
      className="adm-import-errors"
      labelledBy={labelledBy}
      scrollable
      moreTestId="import-list-more"
      itemKey={(e) => `${e.row}-${e.error}`}
      render={(e) => (
        <>
          <span>
            Row {e.row}: {e.error}
          </span>
          <code>{rowData(e.data)}</code>
        </>
      )}
    />
  );
}

function rowData(data: Record<string, unknown>): string {
  return Object.entries(data)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');
}
