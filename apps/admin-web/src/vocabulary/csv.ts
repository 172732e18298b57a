import {
  type CsvCard,
  canonicalCsvHeader,
  csvRowToCard,
  hasRequiredColumns,
  type ImportRowError,
  missingRequiredColumns,
  neutralizeCsvCell,
  UTF8_BOM,
  VOCABULARY_FILE_COLUMNS,
  VOCABULARY_IMPORT_MESSAGES,
} from '@keelerada/domain';
import Papa from 'papaparse';

export interface ParsedCsv {
  /** Every non-blank data row, as the import sends it. */
  cards: CsvCard[];
  /** The spreadsheet row of each card (the header is row 1; blank lines count, as a spreadsheet shows them). */
  rows: number[];
  /** Rows with all seven required columns (§5: only these count). */
  validCount: number;
  /** Required columns the first line does not name (all seven when the file has no header row). */
  missingColumns: string[];
}

/**
 * A chosen file's bytes → its text, read as UTF-8 (a BOM is dropped). A file that is not valid UTF-8 — Excel's plain
 * "CSV (Comma delimited)" is in the Windows code page — is refused with what to do, instead of read with U+FFFD in
 * place of õ ä ö ü.
 */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): { text: string } | { error: string } {
  try {
    // ignoreBOM is false by default: the decoder drops a leading BOM
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { error: VOCABULARY_IMPORT_MESSAGES.notUtf8 };
  }
}

/** What the page says of a file whose first line lacks required columns (null when it has them all). */
export function headerProblem(parsed: Pick<ParsedCsv, 'missingColumns'>): string | null {
  return parsed.missingColumns.length
    ? VOCABULARY_IMPORT_MESSAGES.missingColumns(parsed.missingColumns)
    : null;
}

/**
 * Whether the chosen file leaves nothing to import, so Import is off: a file refused (not CSV, not UTF-8) or one
 * without a row that has every required column. With no file chosen yet Import stays on and says "Please select a
 * file first" (§5); another file, or Clear, decides again.
 */
export function nothingToImport(chosen: {
  refused: boolean;
  picked: Pick<ParsedCsv, 'validCount'> | null;
}): boolean {
  return chosen.refused || (chosen.picked !== null && chosen.picked.validCount === 0);
}

/**
 * Parses an import file in the browser with papaparse (quote-aware: commas, quotes and line breaks inside quoted
 * cells). A header row is required; cells are trimmed, quotes stripped, empty cells omitted and blank lines skipped
 * (admin-back-office.md §5).
 */
export function parseVocabularyCsv(text: string): ParsedCsv {
  // blank lines are parsed (and dropped below) so every record keeps its spreadsheet row number
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: false,
    transformHeader: canonicalCsvHeader,
  });
  const numbered = parsed.data
    .map((row, i) => ({ card: csvRowToCard(row), row: i + 2 }))
    .filter((r) => Object.keys(r.card).length > 0);
  const cards = numbered.map((r) => r.card);
  return {
    cards,
    rows: numbered.map((r) => r.row),
    validCount: cards.filter((c) => hasRequiredColumns(c)).length,
    missingColumns: missingRequiredColumns(parsed.meta.fields ?? []),
  };
}

/**
 * The rows an import rejected or skipped as a CSV to fix and re-import: the template's columns (number included), the
 * row's spreadsheet number and the reason last (extra columns are ignored by the import), formula-like cells
 * neutralised; a UTF-8 BOM first, as the export, so Excel shows õ ä ö ü right.
 */
export function rejectedRowsCsv(rows: readonly ImportRowError[]): string {
  const header = [...VOCABULARY_FILE_COLUMNS, 'row', 'error'];
  const cell = (v: unknown) => neutralizeCsvCell(v === undefined || v === null ? '' : String(v));
  return (
    UTF8_BOM +
    Papa.unparse(
      {
        fields: header,
        data: rows.map((r) => [
          ...VOCABULARY_FILE_COLUMNS.map((c) => cell(r.data[c])),
          String(r.row),
          cell(r.error),
        ]),
      },
      { newline: '\r\n' },
    )
  );
}

/** Splits `items` into chunks of `size` (the import is sent in chunks so the page can show its progress). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const n = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += n) out.push(items.slice(i, i + n));
  return out;
}
