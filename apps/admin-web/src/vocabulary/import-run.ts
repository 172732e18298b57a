import type { CsvCard, ImportResult } from '@keelerada/domain';
import { chunk } from './csv.ts';

/** Rows per request: small enough for a moving progress bar, large enough for the server's batch inserts. */
export const IMPORT_CHUNK_ROWS = 500;

export interface ImportProgress {
  done: number;
  total: number;
}

/**
 * Sends the cards in chunks, each with its spreadsheet row numbers (the server reports rows by them), and adds the
 * results up. A failed request stops the run; the rows already imported stay imported and are reported with the
 * error.
 */
export async function runImport(
  cards: readonly CsvCard[],
  rows: readonly number[],
  /** `importBatchId`: the batch the first request opened (later chunks of the file join it, issue #20). */
  send: (cards: CsvCard[], rows: number[], importBatchId: number | undefined) => Promise<ImportResult>,
  onProgress: (p: ImportProgress) => void,
  size = IMPORT_CHUNK_ROWS,
): Promise<{ result: ImportResult; failure: unknown | null }> {
  const result: Required<Omit<ImportResult, 'dryRun' | 'importBatchId'>> & { importBatchId?: number } = {
    created: 0,
    skipped: 0,
    errors: [],
    skippedRows: [],
    formChecks: [],
  };
  let done = 0;
  onProgress({ done, total: cards.length });
  const rowChunks = chunk(rows, size);
  for (const [i, part] of chunk(cards, size).entries()) {
    try {
      const r = await send(part, rowChunks[i] ?? [], result.importBatchId);
      if (r.importBatchId !== undefined) result.importBatchId = r.importBatchId;
      result.created += r.created;
      result.skipped += r.skipped;
      result.errors.push(...r.errors);
      result.skippedRows.push(...(r.skippedRows ?? []));
      result.formChecks.push(...(r.formChecks ?? []));
    } catch (failure) {
      return { result, failure };
    }
    done += part.length;
    onProgress({ done, total: cards.length });
  }
  return { result, failure: null };
}
