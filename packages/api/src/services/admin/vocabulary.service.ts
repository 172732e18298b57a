import { toTemplateCsv } from '@keelerada/content';
import {
  type AdminVocabularyFilter,
  type AdminVocabularyValues,
  adminAllVocabularyCards,
  adminCountVocabularyCards,
  adminFindVocabularyCard,
  adminFindVocabularyDuplicate,
  adminFirstVocabularyCard,
  adminInsertVocabularyCard,
  adminListVocabularyCards,
  adminLockMatchingVocabularyIds,
  adminLockVocabularyCards,
  adminSetSpellingWarnings,
  adminSetVocabularyFields,
  adminSetVocabularyReviewStatus,
  adminUpdateVocabularyCard,
  type Db,
  type DbOrTrx,
  listHistory,
  purgeTrash,
  trashVocabularyCards,
} from '@keelerada/db';
import {
  type AdminPagination,
  addedBounds,
  adminPagination,
  BULK_CONFLICT_NAMED,
  BULK_MATCHING_CHANGED,
  BULK_MATCHING_MAX,
  bulkConflictMessage,
  bulkMatchingTooManyMessage,
  bulkWordTypeError,
  type CardChangedSince,
  type CardGone,
  type CardNaming,
  cardFormError,
  cardGoneMessage,
  cardsGoneMessage,
  fieldChanges,
  joinCardAlternatives,
  type ReviewStatusChange,
  reviewStatusChangeError,
  reviewStatusChanges,
  statusConflictMessage,
  UTF8_BOM,
  VOCABULARY_EXPORT_FILENAME,
  VOCABULARY_FILE_COLUMNS,
  VOCABULARY_TEMPLATE_EXAMPLE,
  VOCABULARY_TEMPLATE_FILENAME,
  type VocabularyCardFilterValues,
  type vocabularyBulkActionInput,
  type vocabularyCardInput,
  type vocabularyCardListInput,
  vocabularyCardName,
  type vocabularyCardStatusInput,
  type vocabularyCardUpdateInput,
  type vocabularyExportInput,
  type vocabularyReviewQueueInput,
} from '@keelerada/domain';
import type { z } from 'zod';
import type { Caches } from '../../cache/caches.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../errors/app-error.ts';
import { lexiconIndex } from '../lexicon/lexicon-index.ts';
import { cardFormCheck } from './card-form-check.ts';
import {
  getSpellChecker,
  type SpellingWarning,
  spellingWarnings,
  unknownWordsOf,
  warningsOf,
} from './content-qa.ts';
import {
  CARD_HISTORY_FIELDS,
  cardHistoryLabel,
  recordCardChange,
  recordItemEvents,
} from './history.service.ts';
import { lockUnchangedSince } from './item-version.ts';
import { trashCutoff } from './trash.service.ts';
import { type AdminVocabularyCard, toAdminVocabularyCard } from './vocabulary-card-dto.ts';

export const CARD_NOT_FOUND = 'Vocabulary card not found';

const cardLabel = (c: { id: number; word: string; form?: string }) => ({
  id: c.id,
  label: c.form ? `${c.word} → ${c.form}` : c.word,
});
export const DUPLICATE_CARD = 'A card with this word, form and practice context already exists.';

type CardValues = z.output<typeof vocabularyCardInput>;

/** The Estonian fields of a card that the spell-checker reads. */
export const cardSpellingFields = (v: { word: string; form: string; practiceContext: string }) => ({
  word: v.word,
  form: v.form,
  practiceContext: v.practiceContext,
});

export function cardValues(v: CardValues, unknownWords: string[]): AdminVocabularyValues {
  return {
    word: v.word,
    form: v.form,
    translation: v.translation,
    definition: v.definition ?? null,
    word_type: v.wordType,
    case_form: v.caseForm ?? null,
    number: v.number ?? null,
    verb_form: v.verbForm ?? null,
    level: v.level,
    frequency_rank: v.frequencyRank ?? null,
    practice_context: v.practiceContext,
    practice_context_translation: v.practiceContextTranslation,
    alternatives: v.alternatives ?? [],
    spelling_warnings: unknownWords,
  };
}

/** The card table's filters as the repository reads them (dates resolved against `now`). */
export function cardFilter(f: Partial<VocabularyCardFilterValues>, now: Date): AdminVocabularyFilter {
  const { from, before } = addedBounds(f, now);
  return {
    search: f.search,
    level: f.level,
    reviewStatus: f.reviewStatus,
    spellingWarnings: f.spellingWarnings,
    wordType: f.wordType,
    caseForm: f.caseForm,
    verbForm: f.verbForm,
    addedFrom: from,
    addedBefore: before,
    importBatchId: f.importBatchId,
    id: f.id,
  };
}

export async function listVocabularyCards(
  db: Db,
  input: z.output<typeof vocabularyCardListInput>,
  now: Date = new Date(),
): Promise<{ vocabularyCards: AdminVocabularyCard[]; pagination: AdminPagination }> {
  const { page, limit } = input;
  const { rows, total } = await adminListVocabularyCards(db, {
    ...cardFilter(input, now),
    sort: input.sort,
    order: input.order,
    limit,
    offset: (page - 1) * limit,
  });
  return {
    vocabularyCards: rows.map(toAdminVocabularyCard),
    pagination: adminPagination(page, limit, total),
  };
}

/**
 * The keyboard review queue (issue #20): the oldest UNREVIEWED card matching the table's filters that was not
 * skipped in this session, and how many such cards there are (this one included).
 */
export async function nextUnreviewedCard(
  db: Db,
  caches: Caches,
  input: z.output<typeof vocabularyReviewQueueInput>,
  now: Date,
): Promise<{ card: AdminVocabularyCard | null; remaining: number; formCheck: string | null }> {
  const f = { ...cardFilter(input, now), reviewStatus: 'UNREVIEWED', excludeIds: input.skip };
  const [row, remaining] = await Promise.all([
    adminFirstVocabularyCard(db, f),
    adminCountVocabularyCards(db, f),
  ]);
  if (!row) return { card: null, remaining, formCheck: null };
  const card = toAdminVocabularyCard(row);
  return { card, remaining, formCheck: await formCheckOf(db, caches, card) };
}

/** The form check of a saved card (card-form-check.ts), against this process's lexicon index. */
async function formCheckOf(db: Db, caches: Caches, card: AdminVocabularyCard): Promise<string | null> {
  return cardFormCheck(await lexiconIndex(db, caches), {
    word: card.word,
    form: card.form,
    wordType: card.word_type,
    caseForm: card.case_form,
    verbForm: card.verb_form,
    number: card.number,
    practiceContext: card.practice_context,
  });
}

export interface SavedCard {
  vocabularyCard: AdminVocabularyCard;
  /** Content QA: Estonian words hunspell does not know (a warning, never a block). */
  warnings: SpellingWarning[];
  /** Content QA: why the form is not the one its labels name, by the lexicon (a warning, never a block); or null. */
  formCheck: string | null;
}

/**
 * New cards start UNREVIEWED; a card with the same word, form and practice context is a 409. The card and its
 * "create" history row (with the admin) are written in one transaction.
 */
export async function createVocabularyCard(
  db: Db,
  caches: Caches,
  v: CardValues,
  by: number | null = null,
  now: Date = new Date(),
): Promise<SavedCard> {
  const warnings = await spellingWarnings(cardSpellingFields(v));
  const values = cardValues(v, unknownWordsOf(warnings));
  if (await adminFindVocabularyDuplicate(db, values)) throw new AppError('CONFLICT', DUPLICATE_CARD);
  try {
    const row = await db.transaction().execute(async (trx) => {
      const created = await adminInsertVocabularyCard(trx, values);
      await recordItemEvents(trx, 'vocabulary_card', [cardHistoryLabel(created)], 'create', by, now);
      return created;
    });
    const vocabularyCard = toAdminVocabularyCard(row);
    return { vocabularyCard, warnings, formCheck: await formCheckOf(db, caches, vocabularyCard) };
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', DUPLICATE_CARD);
    throw e;
  }
}

/** Inline edit (§2): the seven required fields and the optional ones; optional fields left out keep their value. */
export async function updateVocabularyCard(
  db: Db,
  caches: Caches,
  v: z.output<typeof vocabularyCardUpdateInput>,
  now: Date,
  by: number | null = null,
): Promise<SavedCard> {
  const warnings = await spellingWarnings(cardSpellingFields(v));
  const patch: Partial<AdminVocabularyValues> = {
    word: v.word,
    form: v.form,
    translation: v.translation,
    word_type: v.wordType,
    level: v.level,
    practice_context: v.practiceContext,
    practice_context_translation: v.practiceContextTranslation,
    spelling_warnings: unknownWordsOf(warnings),
    ...(v.definition !== undefined ? { definition: v.definition } : {}),
    ...(v.caseForm !== undefined ? { case_form: v.caseForm } : {}),
    ...(v.verbForm !== undefined ? { verb_form: v.verbForm } : {}),
    ...(v.number !== undefined ? { number: v.number } : {}),
    ...(v.frequencyRank !== undefined ? { frequency_rank: v.frequencyRank } : {}),
    ...(v.alternatives !== undefined ? { alternatives: v.alternatives } : {}),
  };
  const before = await adminFindVocabularyCard(db, v.id);
  if (!before) throw notFound(CARD_NOT_FOUND);
  // a case or verb form left out (undefined, not null) keeps its stored value, which must fit the word type sent
  const kept = cardFormError(
    v.wordType,
    v.caseForm === undefined ? before.case_form : v.caseForm,
    v.verbForm === undefined ? before.verb_form : v.verbForm,
  );
  if (kept) throw badRequest(kept.message);
  if (
    await adminFindVocabularyDuplicate(
      db,
      { word: v.word, form: v.form, practice_context: v.practiceContext },
      v.id,
    )
  )
    throw new AppError('CONFLICT', DUPLICATE_CARD);
  try {
    const row = await db.transaction().execute(async (trx) => {
      await lockUnchangedSince(trx, 'vocabulary_cards', v.id, v.expectedUpdatedAt);
      const updated = await adminUpdateVocabularyCard(trx, v.id, patch, now);
      if (updated) await recordCardChange(trx, before, updated, 'update', by, now);
      return updated;
    });
    if (!row) throw notFound(CARD_NOT_FOUND);
    const vocabularyCard = toAdminVocabularyCard(row);
    return { vocabularyCard, warnings, formCheck: await formCheckOf(db, caches, vocabularyCard) };
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', DUPLICATE_CARD);
    throw e;
  }
}

/** GET …/{id} (session 30): one card as it is now (the Status dialog reads it when it opens). */
export async function getVocabularyCard(
  db: Db,
  id: number,
  by: number | null = null,
): Promise<{ vocabularyCard: AdminVocabularyCard }> {
  const row = await adminFindVocabularyCard(db, id);
  if (!row) throw notFound(await goneMessage(db, id, by));
  return { vocabularyCard: toAdminVocabularyCard(row) };
}

/**
 * PUT …/{id}/status: the status rule, with review notes; a refused change is a 400 and writes nothing. With
 * `expectedUpdatedAt` (the version the editor saw, as on a whole-card edit) a card changed since is a 409 that names
 * its status now and who changed it, and nothing is written; two verdicts on one copy cannot both pass (the row is
 * locked first).
 */
export async function setVocabularyCardStatus(
  db: Db,
  input: z.output<typeof vocabularyCardStatusInput>,
  now: Date,
  by: number | null = null,
): Promise<{ vocabularyCard: AdminVocabularyCard }> {
  return db.transaction().execute(async (trx) => {
    const [card] = await adminLockVocabularyCards(trx, [input.id]);
    if (!card) throw notFound(await goneMessage(trx, input.id, by, 'so its status was not changed'));
    if (changedSince(card, input.expectedUpdatedAt))
      throw new AppError(
        'CONFLICT',
        statusConflictMessage(await changeOf(trx, card, input.expectedUpdatedAt!, by)),
      );
    const refused = reviewStatusChangeError(card.review_status, input.reviewStatus);
    if (refused) throw badRequest(refused);
    const before = (await adminFindVocabularyCard(trx, input.id))!;
    const notes = input.reviewNotes ?? null;
    // the same status and note again changes nothing: no new version (another editor's copy stays current)
    if (before.review_status === input.reviewStatus && before.review_notes === notes)
      return { vocabularyCard: toAdminVocabularyCard(before) };
    await adminSetVocabularyReviewStatus(trx, [input.id], input.reviewStatus, notes, now);
    const row = (await adminFindVocabularyCard(trx, input.id))!;
    await recordCardChange(trx, before, row, 'status', by, now);
    return { vocabularyCard: toAdminVocabularyCard(row) };
  });
}

/** Whether a card was saved after the version the editor saw (none given: not checked). */
const changedSince = (card: { updated_at: Date }, seen: Date | undefined): boolean =>
  seen !== undefined && card.updated_at.getTime() !== seen.getTime();

/** The admin who made a card's last recorded change, as the messages name them; null when the history has none. */
async function lastChange(
  trx: DbOrTrx,
  id: number,
  by: number | null,
): Promise<{ label: string; action: string; at: Date; by: string | null; byYou: boolean } | null> {
  const [h] = await listHistory(trx, { kind: 'vocabulary_card', itemId: id, limit: 1 });
  if (!h) return null;
  const name = `${h.admin_first_name ?? ''} ${h.admin_last_name ?? ''}`.trim() || h.admin_email || null;
  return {
    label: h.label,
    action: h.action,
    at: new Date(h.created_at),
    by: name,
    byYou: by !== null && h.admin_id === by,
  };
}

/** A card changed since `seen`, as the 409 tells it: its name, its status and notes now, who changed it (if known). */
async function changeOf(
  trx: DbOrTrx,
  card: CardNaming & { id: number; review_status: string; review_notes: string | null },
  seen: Date,
  by: number | null,
): Promise<CardChangedSince> {
  const last = await lastChange(trx, card.id, by);
  // a change the history did not record (the content pack, a bulk level or word type set again unchanged) names
  // nobody; a status or note set again unchanged is not written at all
  const known = last && last.at.getTime() > seen.getTime() ? last : null;
  return {
    name: vocabularyCardName(card),
    status: card.review_status,
    notes: card.review_notes,
    by: known?.by ?? null,
    byYou: known?.byYou ?? false,
  };
}

/** A deleted card as the history names it ("kass → kassi", by whom), for a 404 in words; never its id. */
async function goneOf(trx: DbOrTrx, id: number, by: number | null): Promise<CardGone> {
  const last = await lastChange(trx, id, by);
  if (!last) return { name: null };
  const deleted = last.action === 'delete';
  return { name: last.label, by: deleted ? last.by : null, byYou: deleted && last.byYou };
}

/** The 404 of one card that is gone: named when the history knows it, else the plain "not found". */
async function goneMessage(trx: DbOrTrx, id: number, by: number | null, then?: string): Promise<string> {
  const gone = await goneOf(trx, id, by);
  return gone.name === null ? CARD_NOT_FOUND : cardGoneMessage({ ...gone, name: gone.name }, then);
}

/**
 * A bulk action's checks on the selected cards, locked: a card deleted since the page loaded is a 404 naming it, a
 * card saved since the version the page showed (`cardVersions`) a 409 naming it with its status now; both write
 * nothing (the caller's transaction is rolled back).
 */
async function refuseStaleSelection(
  trx: DbOrTrx,
  cardIds: readonly number[],
  cards: readonly (CardNaming & {
    id: number;
    review_status: string;
    review_notes: string | null;
    updated_at: Date;
  })[],
  versions: readonly { id: number; updatedAt: Date }[] | undefined,
  by: number | null,
): Promise<void> {
  const found = new Map(cards.map((c) => [c.id, c]));
  const missing = cardIds.filter((id) => !found.has(id));
  if (missing.length) {
    const named = await Promise.all(missing.slice(0, BULK_CONFLICT_NAMED).map((id) => goneOf(trx, id, by)));
    const unnamed = missing.slice(BULK_CONFLICT_NAMED).map((): CardGone => ({ name: null }));
    throw notFound(cardsGoneMessage([...named, ...unnamed]));
  }
  const stale = (versions ?? []).flatMap((v) => {
    const card = found.get(v.id);
    return card && changedSince(card, v.updatedAt) ? [{ card, seen: v.updatedAt }] : [];
  });
  if (stale.length === 0) return;
  const described = await Promise.all(
    stale.map(({ card, seen }, i) =>
      i < BULK_CONFLICT_NAMED
        ? changeOf(trx, card, seen, by)
        : { name: vocabularyCardName(card), status: card.review_status },
    ),
  );
  throw new AppError('CONFLICT', bulkConflictMessage(described));
}

/**
 * Moves a card to the trash (restorable for 30 days with every learner's progress on it); learners stop seeing it
 * at once.
 */
export async function deleteVocabularyCard(
  db: Db,
  id: number,
  by: number | null,
  now: Date,
): Promise<{ success: true }> {
  const n = await db.transaction().execute(async (trx) => {
    const card = await adminFindVocabularyCard(trx, id);
    if (!card) return 0;
    await recordItemEvents(trx, 'vocabulary_card', [cardLabel(card)], 'delete', by, now);
    return trashVocabularyCards(trx, [id], by, now);
  });
  if (n === 0) throw notFound(CARD_NOT_FOUND);
  await purgeTrash(db, trashCutoff(now));
  return { success: true };
}

export interface BulkResult {
  success: true;
  action: 'updateStatus' | 'delete' | 'setLevel' | 'setWordType';
  /** Cards updated (updateStatus: every selected card, which now has the status) or deleted (delete). */
  affected: number;
  /** updateStatus: the cards whose status changed, from what to what. */
  changed?: ReviewStatusChange[];
  /** updateStatus: how many selected cards already had the status. */
  unchanged?: number;
  /**
   * updateStatus: how many selected cards got the typed note (a card that had it already is not counted). A blank
   * note leaves every card's notes as they were: 0.
   */
  notesChanged?: number;
}

/** The review fields a bulk status change may write, and the history records. */
const REVIEW_FIELDS = ['review_status', 'review_notes'] as const;

/**
 * POST …/bulk-action in one transaction: either every selected card changes or none does. setWordType keeps the
 * card rule (no case form on a word type that does not decline, no verb form but on a VERB): a type that would break
 * it on any selected card is a 400 naming those cards, and nothing is written. updateStatus SETS the
 * status on every selected card, whatever it was (the status rule in docs/decisions.md), and answers with what
 * changed; unknown ids are a 404 naming the cards (by the history) and write nothing; with `cardVersions` a card
 * changed since the page showed it is a 409 naming it (status, level and word type; not delete). Deleting moves the cards to the trash and ignores ids that are
 * already gone. With `matching` (issue #20, "Select all N matching") the cards are every card matching the card
 * table's filters at the moment of the action, in the same transaction, if there are exactly `expectedCount`.
 */
export async function bulkVocabularyAction(
  db: Db,
  input: z.output<typeof vocabularyBulkActionInput>,
  now: Date,
  by: number | null = null,
): Promise<BulkResult> {
  return db.transaction().execute(async (trx) => {
    const cardIds = input.matching
      ? await matchingIds(trx, input.matching, input.expectedCount!, now)
      : input.cardIds!;
    if (input.action === 'delete') {
      const cards = await adminLockVocabularyCards(trx, cardIds);
      await recordItemEvents(trx, 'vocabulary_card', cards.map(cardLabel), 'delete', by, now);
      const affected = await trashVocabularyCards(trx, cardIds, by, now);
      return { success: true, action: 'delete', affected };
    }
    if (input.action === 'setLevel' || input.action === 'setWordType') {
      const patch = input.action === 'setLevel' ? { level: input.level! } : { word_type: input.wordType! };
      // the rows are read locked, then changed; a refusal below rolls the change back, so nothing is written
      const before = await adminSetVocabularyFields(trx, cardIds, patch, now);
      await refuseStaleSelection(trx, cardIds, before, input.cardVersions, by);
      // the card rule of create, update and import: no case form on a word type that does not decline, no verb
      // form but on a VERB (refused as a whole, naming the cards, like the other bulk refusals)
      const refused = input.action === 'setWordType' ? bulkWordTypeError(before, input.wordType!) : null;
      if (refused) throw badRequest(refused);
      const edits = before
        .map((b) => ({ ...cardLabel(b), changes: fieldChanges(b, { ...b, ...patch }, CARD_HISTORY_FIELDS) }))
        .filter((e) => e.changes.length > 0);
      await recordItemEvents(trx, 'vocabulary_card', edits, 'update', by, now);
      return { success: true, action: input.action, affected: before.length };
    }
    const status = input.reviewStatus!;
    // only a typed note replaces notes: a blank one (null) leaves each card's notes as they are (round 2, defect 1)
    const notes = input.reviewNotes ?? undefined;
    const cards = await adminLockVocabularyCards(trx, cardIds);
    await refuseStaleSelection(trx, cardIds, cards, input.cardVersions, by);
    const { changed, unchanged } = reviewStatusChanges(cards, status);
    // a card whose status and notes stay as they were is not written (no new version without a history row), and
    // every card written gets its history row, status and notes before → after, so a later 409 names who did it
    const edits = cards
      .map((c) => ({
        ...cardLabel(c),
        changes: fieldChanges(
          c,
          { ...c, review_status: status, ...(notes !== undefined ? { review_notes: notes } : {}) },
          REVIEW_FIELDS,
        ),
      }))
      .filter((e) => e.changes.length > 0);
    await adminSetVocabularyReviewStatus(
      trx,
      edits.map((e) => e.id),
      status,
      notes,
      now,
    );
    await recordItemEvents(trx, 'vocabulary_card', edits, 'status', by, now);
    const notesChanged = edits.filter((e) => e.changes.some((f) => f.field === 'review_notes')).length;
    return {
      success: true,
      action: 'updateStatus',
      affected: cards.length,
      changed,
      unchanged,
      notesChanged,
    };
  });
}

/**
 * "All matching" (issue #20): the ids of every card matching the filters, locked; the count must be the one the
 * admin confirmed (else 409, nothing written) and at most BULK_MATCHING_MAX.
 */
async function matchingIds(
  trx: Parameters<typeof adminLockMatchingVocabularyIds>[0],
  matching: VocabularyCardFilterValues,
  expected: number,
  now: Date,
): Promise<number[]> {
  const ids = await adminLockMatchingVocabularyIds(trx, cardFilter(matching, now));
  if (ids.length === 0) throw notFound('No vocabulary card matches these filters.');
  if (ids.length > BULK_MATCHING_MAX) throw badRequest(bulkMatchingTooManyMessage(ids.length));
  if (ids.length !== expected) throw new AppError('CONFLICT', BULK_MATCHING_CHANGED(expected, ids.length));
  return ids;
}

export interface CsvFile {
  filename: string;
  contentType: string;
  csv: string;
}

/**
 * The template and the export as files: a UTF-8 byte-order mark first (Excel then reads õ ä ö ü š ž right), the
 * import's columns and the optional `number` (SINGULAR / PLURAL) and `alternatives` (entries separated by `|`)
 * last, as the content pack's files.
 */
const vocabularyFileCsv = (rows: Parameters<typeof toTemplateCsv>[0]): string =>
  UTF8_BOM + toTemplateCsv(rows, { columns: VOCABULARY_FILE_COLUMNS });

/** GET …/csv-template: the import's columns and one example card (the content pack's CSV writer). */
export function vocabularyCsvTemplate(): CsvFile {
  return {
    filename: VOCABULARY_TEMPLATE_FILENAME,
    contentType: 'text/csv; charset=utf-8',
    csv: vocabularyFileCsv([VOCABULARY_TEMPLATE_EXAMPLE]),
  };
}

/**
 * GET …/export: every card (or, with the card table's filters, every matching card) in the template's columns
 * (re-importable, the number included), formula-like cells neutralised.
 */
export async function exportVocabularyCsv(
  db: Db,
  filter: Partial<z.output<typeof vocabularyExportInput>> = {},
  now: Date = new Date(),
): Promise<CsvFile & { count: number }> {
  const rows = await adminAllVocabularyCards(db, cardFilter(filter, now));
  return {
    filename: VOCABULARY_EXPORT_FILENAME,
    contentType: 'text/csv; charset=utf-8',
    count: rows.length,
    csv: vocabularyFileCsv(
      rows.map((r) => ({
        word: r.word,
        wordType: r.word_type,
        translation: r.translation,
        definition: r.definition,
        level: r.level,
        practiceContext: r.practice_context,
        practiceContextTranslation: r.practice_context_translation,
        form: r.form,
        caseForm: r.case_form,
        verbForm: r.verb_form,
        frequencyRank: r.frequency_rank,
        number: r.number,
        alternatives: joinCardAlternatives(r.alternatives),
      })),
    ),
  };
}

/** Re-runs the spell-checker over every card and stores the flags (cards loaded from the pack were never checked). */
export async function recheckVocabularySpelling(db: Db): Promise<{ checked: number; withWarnings: number }> {
  const speller = await getSpellChecker();
  const rows = await adminAllVocabularyCards(db);
  const updates = rows.map((r) => ({
    id: r.id,
    spelling_warnings: unknownWordsOf(
      warningsOf(
        speller,
        cardSpellingFields({ word: r.word, form: r.form, practiceContext: r.practice_context }),
      ),
    ),
  }));
  await adminSetSpellingWarnings(db, updates);
  return { checked: rows.length, withWarnings: updates.filter((u) => u.spelling_warnings.length > 0).length };
}
