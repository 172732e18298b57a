import {
  type AdminVocabularyValues,
  addToImportBatch,
  adminExistingVocabularyCards,
  adminInsertVocabularyCardsSkippingDuplicates,
  type Db,
  deleteImportBatch,
  findImportBatch,
  insertImportBatch,
  listImportBatches,
  type VocabularyCardContent,
  type VocabularyCardKey,
} from '@keelerada/db';
import {
  type ComparableCard,
  cardDifferences,
  IMPORT_SKIP_REASONS,
  type ImportResult,
  type ImportRowError,
  type ImportSkippedRow,
  INFLECTING_WORD_TYPES,
  importCardKey,
  isOneOf,
  type PlannedCard,
  planVocabularyImport,
} from '@keelerada/domain';
import { notFound } from '../../errors/app-error.ts';
import type { InflectingLemma, LexiconIndex } from '../lexicon/lexicon-index.ts';
import { cardFormCheck } from './card-form-check.ts';
import { getSpellChecker, type SpellChecker, unknownWordsOf, warningsOf } from './content-qa.ts';
import { cardHistoryLabel, importSource, recordItemEvents } from './history.service.ts';
import { addNewLemmas, type ImportedLemma, importedLemma } from './import-lexicon.ts';
import { cardSpellingFields, cardValues } from './vocabulary.service.ts';

/** Rows per INSERT statement (12 columns each, far below the 65,535 bind parameters of a statement). */
const CHUNK = 500;

const keyOfRow = (k: VocabularyCardKey) =>
  importCardKey({ word: k.word, form: k.form, practiceContext: k.practice_context });

const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;

/**
 * POST …/batch-import {cards, dryRun?, rows?}: every row is validated with the create rules (§5 messages); a row
 * repeating an earlier row or a stored card is skipped and listed with its reason. A dry run (the preview) stops
 * there and writes nothing. Otherwise the remaining rows are inserted in batches with ON CONFLICT DO NOTHING (a card
 * stored meanwhile is skipped too); each row is all-or-nothing, and a failing batch is retried row by row so one bad
 * row cannot take others with it. An optional `principalForms` column adds the word to the lexicon when the lexicon
 * does not have it yet (a row whose principal forms do not fit its word type is refused with the reason).
 * A real import records an import batch (issue #20): a new one named `fileName`, or the `importBatchId` an earlier
 * chunk of the same file opened; the created cards carry its id. An import that creates no card opens no batch
 * (and answers no importBatchId: the file's next chunk opens it).
 */
export async function importVocabularyCards(
  db: Db,
  cards: unknown[],
  options: {
    dryRun?: boolean | undefined;
    rows?: number[] | undefined;
    fileName?: string | undefined;
    importBatchId?: number | undefined;
    by?: number | null;
    now?: Date;
    /** The lexicon the rows' forms are checked against (with the import's own new lemmas); no check without it. */
    lexicon?: LexiconIndex;
  } = {},
): Promise<ImportResult> {
  if (
    !options.dryRun &&
    options.importBatchId !== undefined &&
    !(await findImportBatch(db, options.importBatchId))
  )
    throw notFound('Import batch not found');
  const plan = planVocabularyImport(cards, options.rows);
  const errors: ImportRowError[] = plan.errors;
  const skippedRows: ImportSkippedRow[] = plan.skippedRows;
  const lemmas: ImportedLemma[] = [];
  plan.valid = plan.valid.filter((p) => {
    const lemma = importedLemma(p.data, p.card);
    if (lemma && 'error' in lemma) {
      errors.push({ row: p.row, error: lemma.error, data: p.data });
      return false;
    }
    if (lemma) lemmas.push(lemma.lemma);
    return true;
  });
  const existing = new Map(
    (
      await adminExistingVocabularyCards(
        db,
        plan.valid.map(({ card: c }) => ({
          word: c.word,
          form: c.form,
          practice_context: c.practiceContext,
        })),
      )
    ).map((c) => [keyOfRow(c), c]),
  );
  const toCreate: PlannedCard[] = [];
  for (const p of plan.valid) {
    const stored = existing.get(importCardKey(p.card));
    if (stored) skippedRows.push(storedDuplicate(p, stored));
    else toCreate.push(p);
  }
  // a later row repeating a row whose card is already stored is compared with that card (the file creates none for
  // it): a repeat of the stored values is a plain duplicate, whatever the earlier row of the file changed
  const repeats = new Map(plan.repeats.map((r) => [r.row, r]));
  for (const [i, s] of skippedRows.entries()) {
    const repeat = repeats.get(s.row);
    const stored = repeat && existing.get(importCardKey(repeat.card));
    if (repeat && stored) skippedRows[i] = storedDuplicate(repeat, stored);
  }
  const formChecks = options.lexicon ? importFormChecks(options.lexicon, toCreate, lemmas) : [];
  const done = (created: number): ImportResult => {
    const notCreated = new Set([...errors, ...skippedRows].map((r) => r.row));
    return {
      created,
      skipped: skippedRows.length,
      skippedDiffering: skippedRows.filter((r) => r.differs).length,
      errors: errors.sort(byRow),
      skippedRows: skippedRows.sort(byRow),
      formChecks: formChecks.filter((r) => !notCreated.has(r.row)),
      ...(options.dryRun ? { dryRun: true } : {}),
    };
  };
  if (options.dryRun) return done(toCreate.length);

  // an import with nothing to create opens no batch (the card table's batch filter would offer it with 0 cards)
  const opened =
    options.importBatchId === undefined && toCreate.length > 0
      ? await insertImportBatch(db, {
          file_name: options.fileName || UNNAMED_IMPORT,
          admin_id: options.by ?? null,
          row_count: 0,
          created_at: options.now ?? new Date(),
        })
      : null;
  const batchId = options.importBatchId ?? opened?.id ?? null;
  const speller = await spellCheckerOrNull();
  const values = (p: PlannedCard): AdminVocabularyValues => ({
    ...cardValues(p.card, speller ? unknownWordsOf(warningsOf(speller, cardSpellingFields(p.card))) : []),
    import_batch_id: batchId,
  });
  // the History (issue #20): one "import" row per card created, with the admin and the file (a later chunk's batch
  // was named by the first), written in the transaction that inserts the cards
  const by = options.by ?? null;
  const now = options.now ?? new Date();
  const batch =
    opened ??
    (options.importBatchId !== undefined ? await findImportBatch(db, options.importBatchId) : undefined);
  const fileName = batch ? batch.file_name : options.fileName;
  const source = importSource(fileName === UNNAMED_IMPORT ? null : fileName);
  let created = 0;
  const insert = async (part: PlannedCard[]) => {
    const rows = await db.transaction().execute(async (trx) => {
      const stored = await adminInsertVocabularyCardsSkippingDuplicates(trx, part.map(values));
      const events = stored.map((r) => ({ ...cardHistoryLabel(r), changes: source }));
      await recordItemEvents(trx, 'vocabulary_card', events, 'import', by, now);
      return stored;
    });
    const inserted = new Set(rows.map(keyOfRow));
    created += inserted.size;
    for (const p of part)
      if (!inserted.has(importCardKey(p.card)))
        skippedRows.push({ row: p.row, error: IMPORT_SKIP_REASONS.existing, data: p.data });
  };
  for (let i = 0; i < toCreate.length; i += CHUNK) {
    const part = toCreate.slice(i, i + CHUNK);
    try {
      await insert(part);
    } catch {
      for (const p of part) {
        try {
          await insert([p]);
        } catch {
          errors.push({ row: p.row, error: 'The card could not be saved.', data: p.data });
        }
      }
    }
  }
  await addNewLemmas(db, lemmas, { by, now, changes: source });
  if (opened && created === 0) {
    // every row was stored meanwhile or could not be saved: the batch would hold no card
    await deleteImportBatch(db, opened.id);
    return done(0);
  }
  if (batchId === null) return done(created);
  await addToImportBatch(db, batchId, { row_count: cards.length, created_count: created });
  return { ...done(created), importBatchId: batchId };
}

type StoredCard = VocabularyCardContent & { alternatives: string[] };

/** The stored card's values under the import's names, to compare a row with. */
const storedValues = (c: StoredCard): ComparableCard => ({
  translation: c.translation,
  wordType: c.word_type,
  level: c.level,
  definition: c.definition,
  practiceContextTranslation: c.practice_context_translation,
  caseForm: c.case_form,
  verbForm: c.verb_form,
  number: c.number,
  frequencyRank: c.frequency_rank,
  alternatives: c.alternatives,
});

/**
 * A row whose word, form and practice context a stored card has: a plain repeat, or (issue: re-importing an edited
 * export) a row that would change the card, said with the stored values. Either way nothing is updated.
 */
function storedDuplicate(p: PlannedCard, stored: StoredCard): ImportSkippedRow {
  const diffs = cardDifferences(p.card, storedValues(stored));
  return diffs.length === 0
    ? { row: p.row, error: IMPORT_SKIP_REASONS.existing, data: p.data }
    : {
        row: p.row,
        error: IMPORT_SKIP_REASONS.existingDiffers(diffs),
        data: p.data,
        differs: diffs.map((d) => d.field),
      };
}

/**
 * The rows to create whose form the lexicon does not confirm (card-form-check.ts), checked against the lexicon with
 * the lemmas this import adds (a new word's principal forms in its own row).
 */
function importFormChecks(
  index: LexiconIndex,
  rows: PlannedCard[],
  lemmas: ImportedLemma[],
): ImportRowError[] {
  const byLemma = new Map(index.byLemma);
  for (const l of lemmas) {
    if (byLemma.has(l.lemma) || !isOneOf(INFLECTING_WORD_TYPES, l.word_type)) continue;
    const entry: InflectingLemma = {
      lemma: l.lemma,
      wordType: l.word_type,
      translation: l.translation,
      principalForms: l.principal_forms,
    };
    byLemma.set(l.lemma, [entry]);
  }
  const lexicon = { ...index, byLemma };
  return rows.flatMap((p) => {
    const problem = cardFormCheck(lexicon, p.card);
    return problem ? [{ row: p.row, error: problem, data: p.data }] : [];
  });
}

/** The batch name of an import sent without a file name (the REST API, the CLI). */
export const UNNAMED_IMPORT = 'Import without a file name';

async function spellCheckerOrNull(): Promise<SpellChecker | null> {
  try {
    return await getSpellChecker();
  } catch {
    return null; // QA never blocks an import
  }
}

export interface ImportBatchDto {
  id: number;
  fileName: string;
  adminEmail: string | null;
  rowCount: number;
  createdCount: number;
  /** Cards of the batch that still exist (not deleted since). */
  cards: number;
  createdAt: string;
}

/** GET /admin/vocabulary-cards/import-batches: every CSV import, newest first (the card table's batch filter). */
export async function listVocabularyImportBatches(db: Db): Promise<{ importBatches: ImportBatchDto[] }> {
  const rows = await listImportBatches(db);
  return {
    importBatches: rows.map((r) => ({
      id: r.id,
      fileName: r.file_name,
      adminEmail: r.admin_email,
      rowCount: r.row_count,
      createdCount: r.created_count,
      cards: Number(r.cards ?? 0),
      createdAt: r.created_at.toISOString(),
    })),
  };
}
