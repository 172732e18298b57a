import { type CsvCard, csvRowToCard, hasRequiredColumns } from '@keelerada/domain';
import Papa from 'papaparse';

export interface ParsedCsv {
  /** Every non-blank data row, as the import sends it (row n of the results is cards[n - 1]). */
  cards: CsvCard[];
  /** Rows with all seven required columns (§5: only these count). */
  validCount: number;
}

/**
 * Parses an import file in the browser with papaparse (quote-aware: commas, quotes and line breaks inside quoted
 * cells). A header row is required; cells are trimmed, quotes stripped, empty cells omitted and blank lines skipped
 * (admin-back-office.md §5).
 */
export function parseVocabularyCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const cards = parsed.data.map((row) => csvRowToCard(row)).filter((c) => Object.keys(c).length > 0);
  return { cards, validCount: cards.filter((c) => hasRequiredColumns(c)).length };
}

/** Splits `items` into chunks of `size` (the import is sent in chunks so the page can show its progress). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const n = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += n) out.push(items.slice(i, i + n));
  return out;
}
