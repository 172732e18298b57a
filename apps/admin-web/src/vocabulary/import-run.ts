import { type CsvCard, type ImportResult, importChunks } from '@keelerada/domain';
import { plural } from '../lib/text.ts';
import { nothingToImport, type ParsedCsv } from './csv.ts';

/** Rows per request: small enough for a moving progress bar, large enough for the server's batch inserts. */
export const IMPORT_CHUNK_ROWS = 500;

export interface ImportProgress {
  done: number;
  total: number;
}

const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;

/**
 * Sends the cards in chunks (`importChunks`: a row repeating an earlier row's word, form and practice context goes
 * with that row, so it is reported as its repeat however far apart they are), each with its spreadsheet row numbers
 * (the server reports rows by them), and adds the results up. The preview's dry run and the import run alike, so a
 * file of any size gets its full preview. A failed request stops the run; the rows already imported stay imported
 * and are reported with the error. `sentRows`: the rows the server answered for.
 */
export async function runImport(
  cards: readonly CsvCard[],
  rows: readonly number[],
  /** `importBatchId`: the batch the first request opened (later chunks of the file join it, issue #20). */
  send: (cards: CsvCard[], rows: number[], importBatchId: number | undefined) => Promise<ImportResult>,
  onProgress: (p: ImportProgress) => void,
  size = IMPORT_CHUNK_ROWS,
): Promise<{ result: ImportResult; failure: unknown | null; sentRows: Set<number> }> {
  const result: Required<Omit<ImportResult, 'dryRun' | 'importBatchId'>> & {
    importBatchId?: number;
    dryRun?: boolean;
  } = {
    created: 0,
    skipped: 0,
    skippedDiffering: 0,
    errors: [],
    skippedRows: [],
    formChecks: [],
  };
  const sentRows = new Set<number>();
  const finish = (failure: unknown | null) => {
    result.errors.sort(byRow);
    result.skippedRows.sort(byRow);
    result.formChecks.sort(byRow);
    return { result, failure, sentRows };
  };
  let done = 0;
  onProgress({ done, total: cards.length });
  for (const part of importChunks(cards, rows, size)) {
    try {
      const r = await send(part.cards, part.rows, result.importBatchId);
      if (r.importBatchId !== undefined) result.importBatchId = r.importBatchId;
      if (r.dryRun) result.dryRun = true;
      result.created += r.created;
      result.skipped += r.skipped;
      result.skippedDiffering += r.skippedDiffering ?? 0;
      result.errors.push(...r.errors);
      result.skippedRows.push(...(r.skippedRows ?? []));
      result.formChecks.push(...(r.formChecks ?? []));
    } catch (failure) {
      return finish(failure);
    }
    for (const row of part.rows) sentRows.add(row);
    done += part.cards.length;
    onProgress({ done, total: cards.length });
  }
  return finish(null);
}

/**
 * The preview: the server's dry run of every row, sent in the import's chunks (a single request of a file over the
 * server's 20,000 rows failed, and the page then offered an import nobody had seen checked).
 */
export function previewImport(
  cards: readonly CsvCard[],
  rows: readonly number[],
  dryRun: (cards: CsvCard[], rows: number[]) => Promise<ImportResult>,
  onProgress: (p: ImportProgress) => void,
  size = IMPORT_CHUNK_ROWS,
): Promise<{ result: ImportResult; failure: unknown | null; sentRows: Set<number> }> {
  return runImport(cards, rows, (c, r) => dryRun(c, r), onProgress, size);
}

/** The preview's dry run: running (with its progress), done, or failed (Import stays off until it is checked). */
export type ImportCheck =
  | { state: 'running'; done: number; total: number }
  | { state: 'done'; result: ImportResult }
  | { state: 'failed'; error: string };

/**
 * Whether Import is off and why (shown beside it; null when it is on). Off while importing, after the file was
 * imported, for a file with nothing valid (the page already says why), while the preview is checking the rows or
 * when it could not, and when the preview says no row would create a card. With no file chosen Import stays on and
 * says "Please select a file first" (§5).
 */
export function importDisabled(s: {
  importing: boolean;
  imported: boolean;
  refused: boolean;
  picked: Pick<ParsedCsv, 'validCount'> | null;
  check: ImportCheck | null;
}): { disabled: boolean; reason: string | null } {
  if (s.importing || s.imported || nothingToImport(s)) return { disabled: true, reason: null };
  if (!s.picked || !s.check) return { disabled: false, reason: null };
  if (s.check.state === 'running')
    return { disabled: true, reason: 'Import is possible once every row has been checked.' };
  if (s.check.state === 'failed')
    return {
      disabled: true,
      reason: 'Import is off until the rows have been checked: press Check again, or choose the file again.',
    };
  const r = s.check.result;
  if (r.created === 0 && r.errors.length === 0) {
    // every row is a card that exists: nothing to fix in the file, and an import changes no card
    const differing = r.skippedDiffering ?? 0;
    return {
      disabled: true,
      reason: `Nothing to import: every row of this file is a card that already exists${differing > 0 ? ` (${plural(differing, 'row')} with other values, listed below)` : ''}. An import does not change existing cards: edit those cards to change them.`,
    };
  }
  if (r.created === 0) {
    const parts = [
      r.skipped > 0 ? `${plural(r.skipped, 'duplicate')} skipped` : null,
      r.errors.length > 0 ? `${plural(r.errors.length, 'row')} rejected` : null,
    ].filter((p) => p !== null);
    return {
      disabled: true,
      reason: `Nothing to import: no row of this file would create a card${parts.length ? ` (${parts.join(', ')})` : ''}. Fix the rows listed below and choose the file again.`,
    };
  }
  return { disabled: false, reason: null };
}
