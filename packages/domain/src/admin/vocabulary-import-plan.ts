import type { z } from 'zod';
import { joinCardAlternatives } from '../answers/card-alternatives.ts';
import { firstIssueMessage } from './common.ts';
import { vocabularyCardInput } from './vocabulary-card.schemas.ts';
import {
  garbledField,
  IMPORT_COMPARED_FIELDS,
  IMPORT_SKIP_REASONS,
  type ImportComparedField,
  type ImportFieldDifference,
  type ImportRowError,
  type ImportSkippedRow,
  VOCABULARY_IMPORT_MAX_ROWS,
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
): {
  valid: PlannedCard[];
  errors: ImportRowError[];
  skippedRows: ImportSkippedRow[];
  /** The rows skipped as repeats of an earlier row (`first`), parsed: compared with a stored card when there is one. */
  repeats: (PlannedCard & { first: number })[];
} {
  const valid: PlannedCard[] = [];
  const repeats: (PlannedCard & { first: number })[] = [];
  const errors: ImportRowError[] = [];
  const skippedRows: ImportSkippedRow[] = [];
  const firstRowOf = new Map<string, PlannedCard>();
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
      skippedRows.push(inFileDuplicate(row, raw, parsed.data, first));
      repeats.push({ row, data: raw, card: parsed.data, first: first.row });
      return;
    }
    const planned = { row, data: raw, card: parsed.data };
    firstRowOf.set(key, planned);
    valid.push(planned);
  });
  return { valid, errors, skippedRows, repeats };
}

/** A later row repeating `first`'s key: a plain repeat, or one whose other values differ (said how). */
function inFileDuplicate(
  row: number,
  data: Record<string, unknown>,
  card: ImportCardValues,
  first: PlannedCard,
): ImportSkippedRow {
  const diffs = cardDifferences(card, first.card);
  return diffs.length === 0
    ? { row, error: IMPORT_SKIP_REASONS.inFile(first.row), data }
    : {
        row,
        error: IMPORT_SKIP_REASONS.inFileDiffers(first.row, diffs),
        data,
        differs: diffs.map((d) => d.field),
      };
}

/**
 * A card's compared values (IMPORT_COMPARED_FIELDS); missing, null and blank all mean "none". A list (the accepted
 * alternatives) is compared as its cell, entries joined by `|`; an empty list means "none".
 */
export type ComparableCard = Partial<
  Record<ImportComparedField, string | number | readonly string[] | null | undefined>
>;

const none = (v: string | number | readonly string[] | null | undefined): string | number | null => {
  const value = typeof v === 'object' && v !== null ? joinCardAlternatives(v) : v;
  return value === undefined || value === '' ? null : value;
};

/**
 * The fields in which an import row differs from another card with its word, form and practice context (a stored
 * card, or an earlier row of the file), each with both values; empty when the row repeats it. A field the row leaves
 * blank says nothing, so it differs from nothing (a file without frequency ranks does not "change" every rank).
 */
export function cardDifferences(row: ComparableCard, other: ComparableCard): ImportFieldDifference[] {
  const out: ImportFieldDifference[] = [];
  for (const field of Object.keys(IMPORT_COMPARED_FIELDS) as ImportComparedField[]) {
    const mine = none(row[field]);
    const theirs = none(other[field]);
    if (mine !== null && mine !== theirs) out.push({ field, mine, other: theirs });
  }
  return out;
}

/** A coarser key than `importCardKey` (case and inner spaces folded), so rows the server counts equal share one. */
const groupKey = (card: unknown): string | null => {
  if (typeof card !== 'object' || card === null) return null;
  const c = card as Record<string, unknown>;
  const parts = [c.word, c.form, c.practiceContext].map((v) =>
    typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toLowerCase() : '',
  );
  return parts.some((p) => p === '') ? null : parts.join('\u0000');
};

/**
 * Splits a file's rows into requests of `size` rows, in file order, except that a row repeating an earlier row's
 * word, form and practice context goes into the request of that earlier row, so the server (which compares rows
 * within a request) reports it as a repeat of that row with how it differs — in the dry run and the import alike,
 * however large the file. A request can so grow past `size`, never past the server's limit.
 */
export function importChunks<T>(
  cards: readonly T[],
  rows: readonly number[],
  size: number,
  max = VOCABULARY_IMPORT_MAX_ROWS,
): { cards: T[]; rows: number[] }[] {
  const n = Math.max(1, Math.floor(size));
  const out: { cards: T[]; rows: number[] }[] = [];
  const chunkOf = new Map<string, { cards: T[]; rows: number[] }>();
  let current: { cards: T[]; rows: number[] } | null = null;
  cards.forEach((card, i) => {
    const row = rows[i] ?? i + 1;
    const key = groupKey(card);
    const earlier = key === null ? undefined : chunkOf.get(key);
    if (earlier && earlier.cards.length < max) {
      earlier.cards.push(card);
      earlier.rows.push(row);
      return;
    }
    if (!current || current.cards.length >= n) {
      current = { cards: [], rows: [] };
      out.push(current);
    }
    current.cards.push(card);
    current.rows.push(row);
    if (key !== null && !earlier) chunkOf.set(key, current);
  });
  return out;
}
