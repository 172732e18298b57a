import { z } from 'zod';
import { unneutralizeCsvCell } from './csv.ts';

/**
 * The columns of the vocabulary CSV: the template, the export, the import and the content pack
 * (packages/content/data/vocabulary/*.csv) all use exactly these, in this order (the template, the export and the
 * pack's files add the optional `number` last: VOCABULARY_FILE_COLUMNS).
 */
export const VOCABULARY_CSV_COLUMNS = [
  'word',
  'wordType',
  'translation',
  'definition',
  'level',
  'practiceContext',
  'practiceContextTranslation',
  'form',
  'caseForm',
  'verbForm',
  'frequencyRank',
] as const;
export type VocabularyCsvColumn = (typeof VOCABULARY_CSV_COLUMNS)[number];

/** The optional import column that gives a card's number (SINGULAR / PLURAL), as in the content pack. */
export const NUMBER_COLUMN = 'number';

/**
 * The optional import column of a card's accepted alternatives (other words or forms that fit the gap equally
 * well), entries separated by `|`, as in the content pack.
 */
export const ALTERNATIVES_COLUMN = 'alternatives';

/**
 * The columns the template and the export write: the import's columns, then the optional `number` and
 * `alternatives`, as the content pack's files (a plural card keeps PLURAL, a card its alternatives, through export →
 * re-import).
 */
export const VOCABULARY_FILE_COLUMNS = [
  ...VOCABULARY_CSV_COLUMNS,
  NUMBER_COLUMN,
  ALTERNATIVES_COLUMN,
] as const;
export type VocabularyFileColumn = (typeof VOCABULARY_FILE_COLUMNS)[number];

/**
 * The UTF-8 byte-order mark the template and the export start with: without it Excel opens the file in the Windows
 * code page and shows õ ä ö ü š ž as mojibake. The import skips it.
 */
export const UTF8_BOM = '\uFEFF';

/** U+FFFD, the character a decoder puts where bytes were not valid text (a file read with the wrong encoding). */
export const REPLACEMENT_CHARACTER = '\uFFFD';

/** §3: the seven columns a row must have. */
export const VOCABULARY_REQUIRED_COLUMNS = [
  'word',
  'wordType',
  'translation',
  'level',
  'practiceContext',
  'practiceContextTranslation',
  'form',
] as const;

/** §9 */
export const VOCABULARY_TEMPLATE_FILENAME = 'vocabulary_cards_template.csv';
export const VOCABULARY_EXPORT_FILENAME = 'vocabulary_cards_export.csv';

/** The example row of the template (a valid card, so the template imports as it is). */
export const VOCABULARY_TEMPLATE_EXAMPLE: Record<VocabularyFileColumn, string> = {
  word: 'maja',
  wordType: 'NOUN',
  translation: 'house',
  definition: 'a building where people live',
  level: 'A0',
  practiceContext: 'Me elame suures ___.',
  practiceContextTranslation: 'We live in a big house.',
  form: 'majas',
  caseForm: 'INESSIVE',
  verbForm: '',
  frequencyRank: '250',
  number: 'SINGULAR',
  alternatives: '',
};

/** §5 import messages (browser side) and the server's limits. */
export const VOCABULARY_IMPORT_MESSAGES = {
  notCsv: 'Please select a CSV file',
  noFile: 'Please select a file first',
  noValidRows: 'No valid cards found in the CSV file',
  failed: 'Failed to import vocabulary cards',
  /** The browser refuses a file that is not valid UTF-8 (Excel's plain "CSV" is the Windows code page). */
  notUtf8:
    "This file is not UTF-8 text, so letters like õ ä ö ü would be garbled. In Excel choose 'CSV UTF-8 (Comma delimited)' when saving, then choose the file again.",
  /** The server refuses a row with U+FFFD in a field: letters already lost by reading the file in another encoding. */
  garbled: (column: string) =>
    `${column} contains "${REPLACEMENT_CHARACTER}", a letter lost because the file was not read as UTF-8. Save the file as 'CSV UTF-8 (Comma delimited)' and import it again.`,
  /** A file whose first line does not name the required columns (no header row, or misspelt headers). */
  missingColumns: (missing: readonly string[]) =>
    `The first line must be the header row, and it lacks the required column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}. Expected header: ${VOCABULARY_FILE_COLUMNS.join(',')}`,
} as const;
export const VOCABULARY_IMPORT_MAX_ROWS = 20_000;

/** A card as the import sends it: the create payload's names, empty cells omitted. */
export type CsvCard = Partial<Record<Exclude<VocabularyCsvColumn, 'frequencyRank'>, string>> & {
  frequencyRank?: number | null;
  /** Optional column (issue 16): SINGULAR or PLURAL, the number of `form`. */
  number?: string;
  /** Optional column (issue 16): the word's principal forms (FORMAT.md "Lexicon"), for a word new to the lexicon. */
  principalForms?: string;
  /** Optional column: the card's accepted alternatives, separated by `|` (the create payload splits them). */
  alternatives?: string;
};

/** The optional import column that gives a new word's principal forms. */
export const PRINCIPAL_FORMS_COLUMN = 'principalForms';

/**
 * One parsed CSV row (papaparse with `header: true`) → the card the import sends (§5): cells trimmed, empty cells
 * omitted, frequencyRank an integer or null when not numeric, apostrophes added by `neutralizeCsvCell` removed.
 */
export function csvRowToCard(row: Record<string, unknown>): CsvCard {
  const card: CsvCard = {};
  for (const col of VOCABULARY_CSV_COLUMNS) {
    const raw = row[col];
    if (raw === undefined || raw === null) continue;
    const cell = unneutralizeCsvCell(String(raw).trim());
    if (cell === '') continue;
    if (col === 'frequencyRank') {
      const n = /^\d+$/.test(cell) ? Number.parseInt(cell, 10) : Number.NaN;
      card.frequencyRank = Number.isInteger(n) ? n : null;
    } else {
      card[col as Exclude<VocabularyCsvColumn, 'frequencyRank'>] = cell;
    }
  }
  const number = row[NUMBER_COLUMN];
  if (number !== undefined && number !== null && String(number).trim() !== '')
    card.number = String(number).trim();
  const forms = row[PRINCIPAL_FORMS_COLUMN];
  if (forms !== undefined && forms !== null && String(forms).trim() !== '')
    card.principalForms = String(forms).trim();
  const alternatives = row[ALTERNATIVES_COLUMN];
  if (alternatives !== undefined && alternatives !== null && String(alternatives).trim() !== '')
    card.alternatives = unneutralizeCsvCell(String(alternatives).trim());
  return card;
}

/** §5: a row counts only if the seven required columns are all present. */
export function hasRequiredColumns(card: Record<string, unknown>): boolean {
  return VOCABULARY_REQUIRED_COLUMNS.every(
    (c) => typeof card[c] === 'string' && (card[c] as string).trim() !== '',
  );
}

/** File check of the import screen (§5): text/csv or a name ending .csv. */
export function isCsvFile(file: { name: string; type?: string }): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/**
 * A CSV header → the column it names, matched case-insensitively and ignoring spaces, underscores and dashes
 * (`Word`, `WordType`, `word_type`, `Practice Context` all work); an unknown header is kept as it is (ignored later).
 */
export function canonicalCsvHeader(header: string): string {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return (
    [...VOCABULARY_FILE_COLUMNS, PRINCIPAL_FORMS_COLUMN].find((c) => c.toLowerCase() === key) ?? header.trim()
  );
}

/** The required columns a header row does not name (matched as `canonicalCsvHeader` does), in template order. */
export function missingRequiredColumns(header: readonly string[]): string[] {
  const named = new Set(header.map(canonicalCsvHeader));
  return VOCABULARY_REQUIRED_COLUMNS.filter((c) => !named.has(c));
}

/** The first field of a row holding U+FFFD (text decoded with the wrong encoding), or null. */
export function garbledField(row: Record<string, unknown>): string | null {
  for (const [k, v] of Object.entries(row))
    if (typeof v === 'string' && v.includes(REPLACEMENT_CHARACTER)) return k;
  return null;
}

/**
 * POST /admin/vocabulary-cards/batch-import — body {cards, dryRun?, rows?}. Each row is validated on the server with
 * the create rules (the §5 messages); rows are checked one by one, so the outer schema only bounds the list. A real
 * import records an import batch (`fileName`; later chunks of the same file send the `importBatchId` answered).
 * `dryRun` validates and classifies every row without writing (the import preview); `rows` gives each card's line in
 * the spreadsheet so errors and skipped rows name it (default: 1, 2, 3…).
 */
export const vocabularyBatchImportInput = z
  .object({
    cards: z
      .array(z.unknown(), { error: 'cards must be a list of vocabulary cards.' })
      .min(1, VOCABULARY_IMPORT_MESSAGES.noValidRows)
      .max(
        VOCABULARY_IMPORT_MAX_ROWS,
        `At most ${VOCABULARY_IMPORT_MAX_ROWS} cards can be imported in one request; split the file.`,
      ),
    dryRun: z.boolean({ error: 'dryRun must be true or false.' }).optional(),
    rows: z.array(z.number().int().positive(), { error: 'rows must be a list of line numbers.' }).optional(),
    /** The CSV file's name, recorded on the import batch (issue #20). */
    fileName: z
      .string({ error: 'fileName must be text.' })
      .trim()
      .max(255, 'fileName must be at most 255 characters.')
      .optional(),
    /** The batch an earlier request of the same import opened (a file sent in several requests is one batch). */
    importBatchId: z.number({ error: 'importBatchId must be a batch id.' }).int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.rows && v.rows.length !== v.cards.length)
      ctx.addIssue({ code: 'custom', message: 'rows must give one line number per card.', path: ['rows'] });
  });
export type VocabularyBatchImportInput = z.input<typeof vocabularyBatchImportInput>;

export interface ImportRowError {
  row: number;
  error: string;
  data: Record<string, unknown>;
}

/** A row the import skips and why (a duplicate of a card in the database or of an earlier row of the file). */
export interface ImportSkippedRow extends ImportRowError {
  /**
   * The fields (create payload names) whose values differ from the stored card or the earlier row it repeats: the
   * row is not a plain repeat, and what it would change is not imported. Absent when the values are the same.
   */
  differs?: string[];
}

/**
 * The fields a duplicate's values are compared on (word, form and practice context are its key, so they are equal),
 * with the name the messages use.
 */
export const IMPORT_COMPARED_FIELDS = {
  translation: 'translation',
  wordType: 'word type',
  level: 'level',
  definition: 'definition',
  practiceContextTranslation: 'context translation',
  caseForm: 'case form',
  verbForm: 'verb form',
  number: 'number',
  frequencyRank: 'frequency rank',
  alternatives: 'also accepted',
} as const;
export type ImportComparedField = keyof typeof IMPORT_COMPARED_FIELDS;

/** One field in which a skipped duplicate differs: the value the stored card (or the earlier row) has. */
export interface ImportFieldDifference {
  field: ImportComparedField;
  /** This row's value. */
  mine: string | number;
  /** The other card's value; null when it has none. */
  other: string | number | null;
}

/** Longest value quoted in a message (a definition can be 2,000 characters). */
const QUOTED_MAX = 60;

const quoted = (v: string | number | null): string => {
  if (v === null) return 'none';
  const s = String(v);
  return `'${s.length > QUOTED_MAX ? `${s.slice(0, QUOTED_MAX - 1)}…` : s}'`;
};

/** "translation ('and (fixed)' here, stored: 'and') and level ('A11' here, stored: 'A1')" */
function differenceList(diffs: readonly ImportFieldDifference[], by: string): string {
  const parts = diffs.map(
    (d) => `${IMPORT_COMPARED_FIELDS[d.field]} (${quoted(d.mine)} here, ${by}: ${quoted(d.other)})`,
  );
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const IMPORT_SKIP_REASONS = {
  existing: 'Skipped: a card with this word, form and practice context already exists.',
  inFile: (row: number) => `Skipped: the same word, form and practice context as row ${row}.`,
  /** A stored card has the row's word, form and context but other values: the row would change it, and is not imported. */
  existingDiffers: (diffs: readonly ImportFieldDifference[]) =>
    `Skipped: a card with this word, form and practice context exists with another ${differenceList(diffs, 'stored')}. An import does not change existing cards: edit that card to change it.`,
  /** A later row of the file repeats an earlier row's word, form and context with other values. */
  inFileDiffers: (row: number, diffs: readonly ImportFieldDifference[]) =>
    `Skipped: the same word, form and practice context as row ${row}, with another ${differenceList(diffs, `row ${row}`)}. Only one card per word, form and practice context is imported: keep the row you want and delete the other.`,
} as const;

export interface ImportResult {
  /** Cards created (a dry run: cards that would be created). */
  created: number;
  skipped: number;
  errors: ImportRowError[];
  /** The skipped rows with their reason, in row order. */
  skippedRows?: ImportSkippedRow[];
  /**
   * Rows created (a dry run: to be created) all the same whose form the lexicon does not confirm: a mislabelled case
   * or verb form, or a word the lexicon does not have. Warnings, in row order.
   */
  formChecks?: ImportRowError[];
  /**
   * Of the skipped rows, those whose values differ from the stored card or the earlier row they repeat (their
   * `differs`): a change the import does not make.
   */
  skippedDiffering?: number;
  /** True when nothing was written (the preview). */
  dryRun?: boolean;
  /** The import batch the created cards belong to (not on a dry run). */
  importBatchId?: number;
}
