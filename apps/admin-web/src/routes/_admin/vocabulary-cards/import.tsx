import {
  CSV_PREVIEW_ROWS,
  type CsvCard,
  type ImportResult,
  isCsvFile,
  showAlternatives,
  splitCardAlternatives,
  VOCABULARY_IMPORT_MESSAGES,
  VOCABULARY_TEMPLATE_FILENAME,
} from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { adminApi } from '../../../admin-api.ts';
import { api } from '../../../api.ts';
import { ErrorAlert } from '../../../components/Alerts.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ColumnHeaders } from '../../../components/TableHead.tsx';
import { saveFile } from '../../../lib/download.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { listSearch } from '../../../lib/list-return.ts';
import { plural } from '../../../lib/text.ts';
import { cardsChanged } from '../../../vocabulary/cards-changed.ts';
import { decodeCsvBytes, headerProblem, parseVocabularyCsv } from '../../../vocabulary/csv.ts';
import { ImportResults } from '../../../vocabulary/ImportResults.tsx';
import {
  type ImportCheck,
  type ImportProgress,
  importDisabled,
  previewImport,
  runImport,
} from '../../../vocabulary/import-run.ts';
import {
  checkSummary,
  rowVerdicts,
  type Verdict,
  type VerdictPhase,
  verdictBadge,
} from '../../../vocabulary/import-verdicts.ts';

export const Route = createFileRoute('/_admin/vocabulary-cards/import')({
  component: ImportVocabularyCards,
});

interface Picked {
  name: string;
  cards: CsvCard[];
  rows: number[];
  validCount: number;
  missingColumns: string[];
}

function ImportVocabularyCards() {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const reasonId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  /** The chosen file was refused (not CSV, not UTF-8): Import stays off until another file is chosen or Clear. */
  const [refused, setRefused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  /** The file whose rows the running dry run checks: a later choice (or Clear) drops an earlier one's answer. */
  const checking = useRef(0);
  /** Rows the import reached (all of them unless a request failed): the rest are "Not imported". */
  const [sentRows, setSentRows] = useState<ReadonlySet<number>>(new Set());
  /** The file was imported: Import stays off until another file is chosen or Clear (a second run would skip all). */
  const [imported, setImported] = useState(false);
  const importing = progress !== null;
  /** After Import the button turns off: the focus goes to the results (or the error) rather than to the page. */
  const resultsRef = useRef<HTMLDivElement>(null);
  const [focusResults, setFocusResults] = useState(false);
  useEffect(() => {
    if (!focusResults || !result) return;
    setFocusResults(false);
    resultsRef.current?.focus();
  }, [focusResults, result]);

  /**
   * The preview asks the server what it would do with every row: a dry run, nothing written, sent in the import's
   * chunks so a file of any size gets its full preview.
   */
  const checkRows = async (parsed: Pick<Picked, 'cards' | 'rows'>) => {
    const run = ++checking.current;
    setCheck({ state: 'running', done: 0, total: parsed.cards.length });
    const { result: r, failure } = await previewImport(
      parsed.cards,
      parsed.rows,
      (cards, rows) => api.client.admin.vocabulary.batchImport.mutate({ cards, rows, dryRun: true }),
      (p) => {
        if (run === checking.current && p.done < p.total) setCheck({ state: 'running', ...p });
      },
    );
    if (run !== checking.current) return;
    setCheck(
      failure
        ? { state: 'failed', error: errorMessage(failure, 'The rows could not be checked') }
        : { state: 'done', result: r },
    );
  };

  const onFile = async (file: File | undefined) => {
    checking.current++;
    setResult(null);
    setImported(false);
    setRefused(false);
    setError(null);
    setCheck(null);
    if (!file) {
      setPicked(null);
      return;
    }
    if (!isCsvFile(file)) {
      setPicked(null);
      setRefused(true);
      setError(VOCABULARY_IMPORT_MESSAGES.notCsv);
      return;
    }
    // UTF-8 only: a file in the Windows code page would show and store U+FFFD in place of õ ä ö ü
    const decoded = decodeCsvBytes(await file.arrayBuffer());
    if ('error' in decoded) {
      setPicked(null);
      setRefused(true);
      setError(decoded.error);
      return;
    }
    const parsed = parseVocabularyCsv(decoded.text);
    setPicked({ name: file.name, ...parsed });
    // Import is off for such a file, so the page says why now (a header problem has its own message below)
    if (parsed.validCount === 0 && !headerProblem(parsed)) setError(VOCABULARY_IMPORT_MESSAGES.noValidRows);
    if (parsed.cards.length === 0) return;
    await checkRows(parsed);
  };

  const clear = () => {
    checking.current++;
    setPicked(null);
    setRefused(false);
    setCheck(null);
    setError(null);
    setResult(null);
    setImported(false);
    if (inputRef.current) inputRef.current.value = '';
  };

  const doImport = async () => {
    setResult(null);
    if (!picked) {
      setError(VOCABULARY_IMPORT_MESSAGES.noFile);
      return;
    }
    if (picked.validCount === 0) {
      setError(VOCABULARY_IMPORT_MESSAGES.noValidRows);
      return;
    }
    setError(null);
    const {
      result: r,
      failure,
      sentRows: sent,
    } = await runImport(
      picked.cards,
      picked.rows,
      (cards, rows, importBatchId) =>
        api.client.admin.vocabulary.batchImport.mutate({
          cards,
          rows,
          ...(importBatchId ? { importBatchId } : { fileName: picked.name }),
        }),
      setProgress,
    );
    setProgress(null);
    setResult(r);
    setSentRows(sent);
    // after a failed request Import stays on: sending the file again skips the rows already imported
    setImported(!failure);
    setFocusResults(true);
    if (failure) setError(errorMessage(failure, VOCABULARY_IMPORT_MESSAGES.failed));
    void cardsChanged(queryClient);
  };

  const downloadTemplate = async () => {
    setTemplateBusy(true);
    try {
      const file = await queryClient.fetchQuery({
        ...adminApi.vocabulary.csvTemplate.queryOptions(),
        staleTime: 0,
      });
      saveFile(file.csv, VOCABULARY_TEMPLATE_FILENAME);
    } catch (e) {
      setError(errorMessage(e, 'Failed to download template'));
    } finally {
      setTemplateBusy(false);
    }
  };

  const preview = picked?.cards.slice(0, CSV_PREVIEW_ROWS) ?? [];
  // once the import ran, the rows say what it did (the dry run's "Will be created" is no longer news)
  const verdicts = result ? rowVerdicts(result) : check?.state === 'done' ? rowVerdicts(check.result) : null;
  const phaseOf = (row: number): VerdictPhase =>
    !result ? 'preview' : sentRows.has(row) ? 'imported' : 'notSent';
  const gate = importDisabled({ importing, imported, refused, picked, check });
  const fileProblem = picked ? headerProblem(picked) : null;
  const pct = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div className="kr-stack">
      <PageHeader
        title="Import Vocabulary Cards"
        subtitle="Upload a CSV file with the template's columns. Duplicates (same word, form and context) are skipped."
        actions={
          <>
            <Link
              to="/vocabulary-cards"
              search={listSearch('/vocabulary-cards')}
              className="kr-btn kr-btn-secondary"
            >
              ← Back to Vocabulary Cards
            </Link>
            <Button variant="secondary" onClick={downloadTemplate} disabled={templateBusy}>
              {templateBusy ? 'Downloading...' : 'Download CSV Template'}
            </Button>
          </>
        }
      />
      <Card title="CSV file">
        <div className="adm-file-drop">
          <label htmlFor={inputId} className="kr-field">
            <span>
              <strong>Choose a CSV file</strong>
              <span className="kr-hint">
                {' '}
                — UTF-8 text with a header row; the seven columns word, wordType, translation, level,
                practiceContext, practiceContextTranslation and form must be filled (number, SINGULAR or
                PLURAL, is optional; so is alternatives, other accepted answers separated by | or commas).
              </span>
            </span>
          </label>
          <input
            id={inputId}
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            className="kr-input"
            disabled={importing}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </div>
        <ErrorAlert testId="import-error">{error}</ErrorAlert>
        {picked && (
          <p className="kr-muted" data-testid="import-summary">
            {picked.name}: {plural(picked.cards.length, 'row')}, {picked.validCount} with all required
            columns.
          </p>
        )}
        <ErrorAlert testId="import-header-error">
          {fileProblem && <span className="adm-wrap-anywhere">{fileProblem}</span>}
        </ErrorAlert>
        {!result && check?.state === 'running' && (
          <p className="kr-muted" role="status" data-testid="import-checking">
            Checking every row...
            {check.total > IMPORT_CHECK_PROGRESS_FROM && ` ${check.done} of ${check.total}`}
          </p>
        )}
        {!result && check?.state === 'failed' && (
          <ErrorAlert>
            {check.error}{' '}
            {picked && (
              <Button variant="secondary" onClick={() => void checkRows(picked)}>
                Check again
              </Button>
            )}
          </ErrorAlert>
        )}
        {!result && check?.state === 'done' && (
          <p data-testid="import-check">
            Checked with the server's rules (nothing written yet): {checkSummary(check.result)}
          </p>
        )}
        <div className="adm-form-actions">
          <Button
            onClick={doImport}
            disabled={gate.disabled}
            aria-describedby={gate.reason ? reasonId : undefined}
          >
            {importing ? 'Importing...' : 'Import'}
          </Button>
          <Button variant="secondary" onClick={clear} disabled={importing}>
            Clear
          </Button>
        </div>
        {gate.reason && (
          <p className="kr-muted" id={reasonId} data-testid="import-disabled-reason">
            {gate.reason}
          </p>
        )}
        {imported && (
          <p className="kr-muted" data-testid="import-done-hint">
            This file has been imported. Choose another file, or Clear, to import again.
          </p>
        )}
        {progress && (
          <div className="kr-stack" role="status" aria-live="polite">
            <progress
              className="adm-progress"
              max={progress.total}
              value={progress.done}
              aria-label="Import progress"
            />
            <span>
              Imported {progress.done} of {progress.total} rows ({pct}%)
            </span>
          </div>
        )}
      </Card>
      {preview.length > 0 && (
        <Card title={previewTitle(picked?.cards.length ?? 0)}>
          <div className="kr-table-wrap">
            <table className="kr-table adm-table adm-stack-sm" data-testid="import-preview">
              <thead>
                <tr>
                  <ColumnHeaders labels={PREVIEW_COLUMNS} />
                </tr>
              </thead>
              <tbody>
                {preview.map((c, i) => (
                  <tr key={i}>
                    <td data-label="Row">{picked?.rows[i]}</td>
                    <td data-label="Word" lang="et">
                      {c.word ?? ''}
                    </td>
                    <td data-label="Type">{c.wordType ?? ''}</td>
                    <td data-label="Translation">{c.translation ?? ''}</td>
                    <td data-label="Level">{c.level ?? ''}</td>
                    <td data-label="Context" lang="et">
                      {c.practiceContext ?? ''}
                    </td>
                    <td data-label="Form" lang="et">
                      {c.form ?? ''}
                    </td>
                    <td data-label="Also accepted" lang="et">
                      {showAlternatives(splitCardAlternatives(c.alternatives))}
                    </td>
                    <td data-label="Check" data-testid="import-verdict">
                      <RowVerdict
                        verdict={verdicts?.get(picked?.rows[i] ?? 0)}
                        checked={verdicts !== null}
                        phase={phaseOf(picked?.rows[i] ?? 0)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
      {check?.state === 'done' && !result && hasRowsToList(check.result) && (
        <ImportResults result={check.result} preview />
      )}
      {result && (
        <div ref={resultsRef} tabIndex={-1} data-testid="import-results-region">
          <ImportResults result={result} />
        </div>
      )}
    </div>
  );
}

/** A file of more rows than this shows how far the preview's check is ("Checking every row... 1500 of 21000"). */
const IMPORT_CHECK_PROGRESS_FROM = 500;

/** The preview table's columns (§2), and what the server's dry run says of each row. */
const PREVIEW_COLUMNS = [
  'Row',
  'Word',
  'Type',
  'Translation',
  'Level',
  'Context',
  'Form',
  'Also accepted',
  'Check',
];

/** "Preview (first 5 rows)" of a longer file; a short one is shown whole: "Preview (1 row)", "Preview (3 rows)". */
const previewTitle = (rows: number) =>
  rows > CSV_PREVIEW_ROWS ? `Preview (first ${CSV_PREVIEW_ROWS} rows)` : `Preview (${plural(rows, 'row')})`;

/** Whether the preview has rows to list below the table: rejected, skipped, or created with a form check. */
const hasRowsToList = (r: ImportResult) =>
  r.errors.length > 0 || r.skipped > 0 || (r.formChecks?.length ?? 0) > 0;

function RowVerdict({
  verdict,
  checked,
  phase,
}: {
  verdict: Verdict | undefined;
  checked: boolean;
  phase: VerdictPhase;
}) {
  if (!checked) return <span className="kr-muted">—</span>;
  const badge = verdictBadge(verdict, phase);
  if (badge.tone === 'muted') return <span className="kr-muted">{badge.text}</span>;
  return <span className={`kr-badge kr-badge-${badge.tone}`}>{badge.text}</span>;
}
