// The vocabulary CSV format shared by the content pack (data/vocabulary/*.csv), the admin import template and the
// admin export: the create-payload columns (admin-back-office.md §3), UTF-8, comma-separated, RFC 4180 quoting.
// Pure (no Node APIs), so the admin UI and API can reuse it.

import {
  CSV_FORMULA_START,
  unneutralizeCsvCell,
  VOCABULARY_CSV_COLUMNS,
  VOCABULARY_REQUIRED_COLUMNS,
  type VocabularyCsvColumn,
  type VocabularyFileColumn,
} from '@keelerada/domain';
import Papa from 'papaparse';

export { VOCABULARY_CSV_COLUMNS, type VocabularyCsvColumn };

/** The seven columns a row must fill to count (admin-back-office.md §5, vocabulary CSV import). */
export const VOCABULARY_CSV_REQUIRED: readonly VocabularyCsvColumn[] = VOCABULARY_REQUIRED_COLUMNS;

export type VocabularyCsvRow = Partial<Record<VocabularyFileColumn, string | number | null | undefined>>;

/** A cell as read back: undoes the formula quote (a ' before = + - @ tab or CR; see CSV_FORMULA_START). */
export const readCsvCell = unneutralizeCsvCell;

/**
 * The template CSV (header row, then one line per row) for the given cards; columns not given stay empty.
 * `columns`: the import's columns by default; the admin template and export pass VOCABULARY_FILE_COLUMNS (+ number, alternatives).
 */
export function toTemplateCsv(
  rows: readonly VocabularyCsvRow[],
  opts: { eol?: '\n' | '\r\n'; columns?: readonly VocabularyFileColumn[] } = {},
): string {
  const eol = opts.eol ?? '\r\n';
  const columns = opts.columns ?? VOCABULARY_CSV_COLUMNS;
  const csv = Papa.unparse(
    {
      fields: [...columns],
      data: rows.map((row) => columns.map((c) => row[c])),
    },
    // papaparse's own formula pattern misses a formula cell that holds a line break, hence the domain's
    { newline: eol, escapeFormulae: CSV_FORMULA_START },
  );
  // papaparse ends the header alone with a line break, but not the last data row
  return rows.length ? csv + eol : csv;
}

export interface CsvLine {
  /** Line in the file where the row starts (the header is line 1). */
  line: number;
  cells: string[];
}

/** Parses CSV text into its header and rows, keeping each row's line number; blank lines are dropped. */
export function parseCsvLines(text: string): { header: string[]; rows: CsvLine[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  const rows: CsvLine[] = [];
  let line = 1;
  let header: string[] | null = null;
  for (const cells of parsed.data) {
    const start = line;
    line += 1 + cells.reduce((n, c) => n + (c.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
    if (cells.every((c) => c.trim() === '')) continue;
    if (header === null) header = cells.map((c) => c.trim());
    else rows.push({ line: start, cells });
  }
  return { header: header ?? [], rows };
}
