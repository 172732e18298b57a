import type { z } from 'zod';
import { firstIssueMessage } from './common.ts';
import { vocabularyCardInput } from './vocabulary-card.schemas.ts';
import {
  garbledField,
  IMPORT_SKIP_REASONS,
  type ImportRowError,
  type ImportSkippedRow,
  VOCABULARY_IMPORT_MESSAGES,
} from './vocabulary-import.ts';

export type ImportCardValues = z.output<typeof vocabularyCardInput>;

export interface PlannedCard {
  /** The row's number as the person sees it (its spreadsheet line when the client sent them). */
  row: number;
  data: Record<string, unknown>;
  card: ImportCardValues;
}

/** The duplicate key of a card: word, form and practice context (the unique index of vocabulary_cards). */
export const importCardKey = (c: { word: string; form: string; practiceContext: string }): string =>
  `${c.word}\u0000${c.form}\u0000${c.practiceContext}`;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The first pass of an import, with no database: every row validated with the create rules (the §5 messages), a
 * row repeating an earlier row's word, form and practice context marked skipped with the row it repeats; a row with
 * U+FFFD in a field (a file read in the wrong encoding) is refused. `rows[i]`
 * numbers card i (default i + 1). What is left may still duplicate a card already stored; the service checks that.
 */
export function planVocabularyImport(
  cards: readonly unknown[],
  rows?: readonly number[],
): { valid: PlannedCard[]; errors: ImportRowError[]; skippedRows: ImportSkippedRow[] } {
  const valid: PlannedCard[] = [];
  const errors: ImportRowError[] = [];
  const skippedRows: ImportSkippedRow[] = [];
  const firstRowOf = new Map<string, number>();
  cards.forEach((raw, i) => {
    const row = rows?.[i] ?? i + 1;
    if (!isRecord(raw)) {
      errors.push({ row, error: 'Each row must be an object of CSV columns.', data: { value: raw } });
      return;
    }
    // letters already lost to a wrong encoding (U+FFFD) are refused before anything else, whatever the client
    const garbled = garbledField(raw);
    if (garbled !== null) {
      errors.push({ row, error: VOCABULARY_IMPORT_MESSAGES.garbled(garbled), data: raw });
      return;
    }
    const parsed = vocabularyCardInput.safeParse(raw);
    if (!parsed.success) {
      errors.push({ row, error: firstIssueMessage(parsed.error), data: raw });
      return;
    }
    const key = importCardKey(parsed.data);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      skippedRows.push({ row, error: IMPORT_SKIP_REASONS.inFile(first), data: raw });
      return;
    }
    firstRowOf.set(key, row);
    valid.push({ row, data: raw, card: parsed.data });
  });
  return { valid, errors, skippedRows };
}
