import type { CsvCard, ImportResult } from '@keelerada/domain';
import { chunk } from './csv.ts';

/** Rows per request: small enough for a moving progress bar, large enough for the server's batch inserts. */
export const IMPORT_CHUNK_ROWS = 500;

export interface ImportProgress {
  done: number;
  total: number;
}

/**
 * Sends the cards in chunks and adds the results up. Row numbers in the errors are positions in the whole file
 * (row 1 is the first data row), so each chunk's rows are shifted by the rows sent before it. A failed request stops
 * the run; the rows already imported stay imported and are reported with the error.
 */
export async function runImport(
  cards: readonly CsvCard[],
  send: (cards: CsvCard[]) => Promise<ImportResult>,
  onProgress: (p: ImportProgress) => void,
  size = IMPORT_CHUNK_ROWS,
): Promise<{ result: ImportResult; failure: unknown | null }> {
  const result: ImportResult = { created: 0, skipped: 0, errors: [] };
  let done = 0;
  onProgress({ done, total: cards.length });
  for (const part of chunk(cards, size)) {
    try {
      const r = await send(part);
      result.created += r.created;
      result.skipped += r.skipped;
      for (const e of r.errors) result.errors.push({ ...e, row: e.row + done });
    } catch (failure) {
      return { result, failure };
    }
    done += part.length;
    onProgress({ done, total: cards.length });
  }
  return { result, failure: null };
}
