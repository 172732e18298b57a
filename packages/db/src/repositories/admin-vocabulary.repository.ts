import { type ExpressionBuilder, sql } from 'kysely';
import {
  type Database,
  type DbOrTrx,
  VOCABULARY_CARD_CONTENT_COLUMNS,
  type VocabularyCardContent,
  type VocabularyCardRow,
} from '../schema/index.ts';
import { foldedSql, foldSearch, likePattern, searchRank } from './admin-search.ts';

export interface AdminVocabularyFilter {
  search?: string | undefined;
  level?: string | undefined;
  reviewStatus?: string | undefined;
  spellingWarnings?: boolean | undefined;
  wordType?: string | undefined;
  caseForm?: string | undefined;
  verbForm?: string | undefined;
  /** created_at ≥ this */
  addedFrom?: Date | undefined;
  /** created_at < this */
  addedBefore?: Date | undefined;
  importBatchId?: number | undefined;
  /** One card by its id ("Edit this card" after a create). */
  id?: number | undefined;
  /** Cards left out (the review queue's skipped cards). */
  excludeIds?: readonly number[] | undefined;
}

function vocabularyWhere(f: AdminVocabularyFilter) {
  return (eb: ExpressionBuilder<Database, 'vocabulary_cards'>) => {
    const and = [];
    if (f.search) {
      const p = likePattern(foldSearch(f.search));
      and.push(
        eb.or(
          (['word', 'form', 'translation', 'practice_context'] as const).map((c) =>
            eb(foldedSql(sql.ref(c)), 'like', p),
          ),
        ),
      );
    }
    if (f.level) and.push(eb('level', '=', f.level));
    if (f.reviewStatus) and.push(eb('review_status', '=', f.reviewStatus));
    if (f.spellingWarnings !== undefined) and.push(eb('has_spelling_warnings', '=', f.spellingWarnings));
    if (f.wordType) and.push(eb('word_type', '=', f.wordType));
    if (f.caseForm) and.push(eb('case_form', '=', f.caseForm));
    if (f.verbForm) and.push(eb('verb_form', '=', f.verbForm));
    if (f.addedFrom) and.push(eb('created_at', '>=', f.addedFrom));
    if (f.addedBefore) and.push(eb('created_at', '<', f.addedBefore));
    if (f.importBatchId !== undefined) and.push(eb('import_batch_id', '=', f.importBatchId));
    if (f.id !== undefined) and.push(eb('id', '=', f.id));
    if (f.excludeIds?.length) and.push(eb('id', 'not in', [...f.excludeIds]));
    return eb.and(and);
  };
}

/** The card table's sortable columns (issue #20) by the name the URL uses. */
export const ADMIN_VOCABULARY_SORT_COLUMNS = {
  word: 'word',
  translation: 'translation',
  level: 'level',
  wordType: 'word_type',
  status: 'review_status',
  createdAt: 'created_at',
} as const;
export type AdminVocabularySort = keyof typeof ADMIN_VOCABULARY_SORT_COLUMNS;

/**
 * One page of cards matching the filter and the total. With `sort`, by that column (then id, the same direction);
 * without, ranked by headword when searching, newest first.
 */
export async function adminListVocabularyCards(
  db: DbOrTrx,
  f: AdminVocabularyFilter & {
    limit: number;
    offset: number;
    sort?: AdminVocabularySort | undefined;
    order?: 'asc' | 'desc' | undefined;
  },
): Promise<{ rows: VocabularyCardRow[]; total: number }> {
  const where = vocabularyWhere(f);
  const order = f.order ?? 'asc';
  const [rows, total] = await Promise.all([
    db
      .selectFrom('vocabulary_cards')
      .selectAll()
      .where(where)
      .$if(Boolean(f.sort), (q) =>
        q.orderBy(ADMIN_VOCABULARY_SORT_COLUMNS[f.sort!], order).orderBy('id', order),
      )
      .$if(!f.sort && Boolean(f.search), (q) => q.orderBy(searchRank('word', f.search ?? '')))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    adminCountVocabularyCards(db, f),
  ]);
  return { rows, total };
}

/** How many cards match the filter. */
export async function adminCountVocabularyCards(db: DbOrTrx, f: AdminVocabularyFilter): Promise<number> {
  const r = await db
    .selectFrom('vocabulary_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(vocabularyWhere(f))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The ids of every card matching the filter, locked for the rest of the transaction ("all matching" bulk). */
export async function adminLockMatchingVocabularyIds(
  trx: DbOrTrx,
  f: AdminVocabularyFilter,
): Promise<number[]> {
  const rows = await trx
    .selectFrom('vocabulary_cards')
    .select('id')
    .where(vocabularyWhere(f))
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** The review queue's next card: the oldest card matching the filter (ids break ties). */
export function adminFirstVocabularyCard(
  db: DbOrTrx,
  f: AdminVocabularyFilter,
): Promise<VocabularyCardRow | undefined> {
  return db
    .selectFrom('vocabulary_cards')
    .selectAll()
    .where(vocabularyWhere(f))
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function adminFindVocabularyCard(db: DbOrTrx, id: number): Promise<VocabularyCardRow | undefined> {
  return db.selectFrom('vocabulary_cards').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The cards with these ids, locked for the rest of the transaction: what a status change names them by (word, form,
 * case or verb form, number), their status and notes, and their version (`updated_at`, as the API sends it).
 */
export function adminLockVocabularyCards(
  trx: DbOrTrx,
  ids: number[],
): Promise<
  Pick<
    VocabularyCardRow,
    | 'id'
    | 'word'
    | 'form'
    | 'case_form'
    | 'verb_form'
    | 'number'
    | 'review_status'
    | 'review_notes'
    | 'updated_at'
  >[]
> {
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('vocabulary_cards')
    .select([
      'id',
      'word',
      'form',
      'case_form',
      'verb_form',
      'number',
      'review_status',
      'review_notes',
      'updated_at',
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The card with the same word, form and practice context (the duplicate rule of the unique index). */
export function adminFindVocabularyDuplicate(
  db: DbOrTrx,
  key: { word: string; form: string; practice_context: string },
  exceptId?: number,
): Promise<{ id: number } | undefined> {
  let q = db
    .selectFrom('vocabulary_cards')
    .select('id')
    .where('word', '=', key.word)
    .where('form', '=', key.form)
    .where('practice_context', '=', key.practice_context);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export interface AdminVocabularyValues extends VocabularyCardContent {
  /** Accepted alternatives (judged like `form`); left out of an update, they are kept. */
  alternatives?: string[];
  spelling_warnings: string[];
  /** The CSV import that creates the card (issue #20). */
  import_batch_id?: number | null;
}

const toRow = (v: AdminVocabularyValues) => ({
  ...v,
  spelling_warnings: JSON.stringify(v.spelling_warnings),
  has_spelling_warnings: v.spelling_warnings.length > 0,
});

export function adminInsertVocabularyCard(db: DbOrTrx, v: AdminVocabularyValues): Promise<VocabularyCardRow> {
  return db.insertInto('vocabulary_cards').values(toRow(v)).returningAll().executeTakeFirstOrThrow();
}

export type VocabularyCardKey = Pick<VocabularyCardRow, 'word' | 'form' | 'practice_context'>;

/**
 * Inserts many cards in one statement; a card whose word, form and practice context already exist is skipped
 * (ON CONFLICT DO NOTHING). Returns the ids and keys of the cards inserted.
 */
export async function adminInsertVocabularyCardsSkippingDuplicates(
  db: DbOrTrx,
  cards: AdminVocabularyValues[],
): Promise<(VocabularyCardKey & { id: number })[]> {
  if (cards.length === 0) return [];
  return db
    .insertInto('vocabulary_cards')
    .values(cards.map(toRow))
    .onConflict((oc) => oc.columns(['word', 'form', 'practice_context']).doNothing())
    .returning(['id', 'word', 'form', 'practice_context'])
    .execute();
}

/**
 * The stored cards with one of these keys, with what they say (the import's duplicate check, which also tells a row
 * that would change a stored card from a plain repeat: one join on three arrays).
 */
export async function adminExistingVocabularyCards(
  db: DbOrTrx,
  keys: readonly VocabularyCardKey[],
): Promise<(VocabularyCardContent & { alternatives: string[] })[]> {
  if (keys.length === 0) return [];
  const r = await sql<VocabularyCardContent & { alternatives: string[] }>`
    select ${sql.join(VOCABULARY_CARD_CONTENT_COLUMNS.map((c) => sql.ref(`v.${c}`)))}, v.alternatives
    from unnest(${keys.map((k) => k.word)}::text[], ${keys.map((k) => k.form)}::text[],
      ${keys.map((k) => k.practice_context)}::text[]) as k(word, form, practice_context)
    join vocabulary_cards v
      on v.word = k.word and v.form = k.form and v.practice_context = k.practice_context`.execute(db);
  return r.rows;
}

export function adminUpdateVocabularyCard(
  db: DbOrTrx,
  id: number,
  patch: Partial<AdminVocabularyValues>,
  now: Date,
): Promise<VocabularyCardRow | undefined> {
  const { spelling_warnings, ...rest } = patch;
  return db
    .updateTable('vocabulary_cards')
    .set({
      ...rest,
      ...(spelling_warnings
        ? {
            spelling_warnings: JSON.stringify(spelling_warnings),
            has_spelling_warnings: spelling_warnings.length > 0,
          }
        : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function adminSetVocabularyReviewStatus(
  db: DbOrTrx,
  ids: number[],
  status: string,
  notes: string | null | undefined,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db
    .updateTable('vocabulary_cards')
    .set({ review_status: status, ...(notes !== undefined ? { review_notes: notes } : {}), updated_at: now })
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Every card (or every card matching a filter) in a stable order (level, frequency, id) for the CSV export. */
export function adminAllVocabularyCards(
  db: DbOrTrx,
  f: AdminVocabularyFilter = {},
): Promise<VocabularyCardRow[]> {
  return db
    .selectFrom('vocabulary_cards')
    .selectAll()
    .where(vocabularyWhere(f))
    .orderBy('level')
    .orderBy(sql`frequency_rank nulls last`)
    .orderBy('id')
    .execute();
}

/** Sets the spelling flags of many cards at once (content-QA recheck). */
export async function adminSetSpellingWarnings(
  db: DbOrTrx,
  updates: { id: number; spelling_warnings: string[] }[],
): Promise<void> {
  for (let i = 0; i < updates.length; i += 1000) {
    const chunk = updates.slice(i, i + 1000);
    const values = sql.join(
      chunk.map((u) => sql`(${u.id}::int, ${JSON.stringify(u.spelling_warnings)}::jsonb)`),
    );
    await sql`update vocabulary_cards vc
      set spelling_warnings = v.w, has_spelling_warnings = jsonb_array_length(v.w) > 0
      from (values ${values}) as v(id, w) where vc.id = v.id`.execute(db);
  }
}

export interface VocabularyStatusCounts {
  total: number;
  UNREVIEWED: number;
  VALID: number;
  INVALID: number;
  NEEDS_ATTENTION: number;
  DRAFT: number;
  spellingWarnings: number;
}

export async function adminVocabularyStatusCounts(db: DbOrTrx): Promise<VocabularyStatusCounts> {
  const rows = await db
    .selectFrom('vocabulary_cards')
    .select((eb) => [
      'review_status',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(sql`case when has_spelling_warnings then 1 else 0 end`).as('warnings'),
    ])
    .groupBy('review_status')
    .execute();
  const out: VocabularyStatusCounts = {
    total: 0,
    UNREVIEWED: 0,
    VALID: 0,
    INVALID: 0,
    NEEDS_ATTENTION: 0,
    DRAFT: 0,
    spellingWarnings: 0,
  };
  for (const r of rows) {
    const n = Number(r.n);
    out.total += n;
    out.spellingWarnings += Number(r.warnings ?? 0);
    if (r.review_status in out) out[r.review_status as keyof VocabularyStatusCounts] += n;
  }
  return out;
}

/** Sets the level or the word type of many cards (bulk edit); returns the rows as they were before. */
export async function adminSetVocabularyFields(
  db: DbOrTrx,
  ids: readonly number[],
  patch: { level?: string; word_type?: string },
  now: Date,
): Promise<VocabularyCardRow[]> {
  if (ids.length === 0) return [];
  const before = await db
    .selectFrom('vocabulary_cards')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  // a card that already has the values is not written: no new version the history would not explain
  const unchanged = (c: VocabularyCardRow) =>
    (patch.level === undefined || c.level === patch.level) &&
    (patch.word_type === undefined || c.word_type === patch.word_type);
  const changed = before.filter((c) => !unchanged(c)).map((c) => c.id);
  if (changed.length > 0)
    await db
      .updateTable('vocabulary_cards')
      .set({ ...patch, updated_at: now })
      .where('id', 'in', changed)
      .execute();
  return before;
}
