import { sql } from 'kysely';
import type { ContentTrashRow, DbOrTrx } from '../schema/index.ts';
import { foldedSql, foldSearch, likePattern } from './admin-search.ts';

// The admin trash (issue #20). Deleting moves a row, with the learners' rows that hang on it, into content_trash as
// JSON (to_jsonb of each row, so columns added later are kept too); restoring puts them back with the same ids
// (jsonb_populate_record); purging deletes what is older than the retention. Every statement is a plain idempotent
// SQL statement, safe with several server processes.

export type TrashKind = 'vocabulary_card' | 'grammar_exercise' | 'reading_text' | 'book';

/** Rows that hang on a trashed item: kept in its snapshot under `key`, put back after the item in this order. */
interface TrashChild {
  key: string;
  table: string;
  /** Selects the child rows of the item aliased `i` (the row alias is `c`). */
  of: string;
  /** Restores only rows whose parents still exist (`p` is the restored row). */
  keepIf: string;
}

interface TrashSpec {
  table: string;
  /** The label shown in the trash, from the item aliased `i`. */
  label: string;
  children: TrashChild[];
}

const USER_EXISTS = 'exists (select 1 from users where users.id = p.user_id)';

const TRASH_SPECS: Record<TrashKind, TrashSpec> = {
  vocabulary_card: {
    table: 'vocabulary_cards',
    label: "i.word || ' → ' || i.form",
    children: [
      {
        key: 'learnerCards',
        table: 'user_vocabulary_cards',
        of: 'c.vocabulary_card_id = i.id',
        keepIf: USER_EXISTS,
      },
      {
        key: 'reviewLogs',
        table: 'review_logs',
        of: 'c.user_vocabulary_card_id in (select u.id from user_vocabulary_cards u where u.vocabulary_card_id = i.id)',
        keepIf: 'exists (select 1 from user_vocabulary_cards u where u.id = p.user_vocabulary_card_id)',
      },
    ],
  },
  grammar_exercise: {
    table: 'grammar_exercises',
    label: `i.type || ' ' || coalesce(i.content->>'sentence', i.content->>'verb', i.content->>'source_text',
        i.content->>'incorrect_sentence', '')`,
    // learners' attempts name the exercise by id in exercise_attempts (no foreign key), so they stay as they are
    children: [],
  },
  reading_text: {
    table: 'reading_texts',
    label: 'i.title',
    children: [
      { key: 'questions', table: 'reading_questions', of: 'c.reading_text_id = i.id', keepIf: 'true' },
      {
        key: 'progress',
        table: 'reading_text_progress',
        of: 'c.reading_text_id = i.id',
        keepIf: USER_EXISTS,
      },
      {
        key: 'responses',
        table: 'question_responses',
        of: 'c.question_id in (select q.id from reading_questions q where q.reading_text_id = i.id)',
        keepIf: USER_EXISTS,
      },
    ],
  },
  book: {
    table: 'dual_language_texts',
    label: "i.title_et || ' / ' || i.title_en",
    children: [
      { key: 'segments', table: 'dual_language_segments', of: 'c.text_id = i.id', keepIf: 'true' },
      { key: 'readSegments', table: 'user_read_segments', of: 'c.text_id = i.id', keepIf: USER_EXISTS },
    ],
  },
};

/**
 * Moves items of one kind to the trash: a JSON snapshot of each row and of every row that hangs on it (learners'
 * progress included), then deletes the items (their children go with them by cascade). Returns how many
 * items were deleted.
 */
export async function trashItems(
  db: DbOrTrx,
  kind: TrashKind,
  ids: readonly number[],
  by: number | null,
  now: Date,
  labels?: ReadonlyMap<number, string>,
): Promise<number> {
  if (ids.length === 0) return 0;
  const spec = TRASH_SPECS[kind];
  // the caller's labels (the services' label builders) where given, else the kind's SQL label
  const label =
    labels && labels.size > 0
      ? sql`coalesce((${JSON.stringify(Object.fromEntries(labels))}::jsonb)->>(i.id::text), ${sql.raw(spec.label)})`
      : sql.raw(spec.label);
  const parts = [
    sql`'row', to_jsonb(i)`,
    ...spec.children.map(
      (c) =>
        sql`${c.key}::text, coalesce((select jsonb_agg(to_jsonb(c)) from ${sql.table(c.table)} c
          where ${sql.raw(c.of)}), '[]'::jsonb)`,
    ),
  ];
  await sql`
    insert into content_trash (kind, item_id, label, snapshot, deleted_by, deleted_at)
    select ${kind}, i.id, ${label}, jsonb_build_object(${sql.join(parts)}), ${by}, ${now}
    from ${sql.table(spec.table)} i where i.id in (${sql.join(ids)})
    order by i.id
    on conflict (kind, item_id) do update
      set label = excluded.label, snapshot = excluded.snapshot, deleted_by = excluded.deleted_by,
          deleted_at = excluded.deleted_at`.execute(db);
  // every child table's foreign key cascades, so deleting the items deletes what hung on them
  const r = await sql`delete from ${sql.table(spec.table)} where id in (${sql.join(ids)})`.execute(db);
  return Number(r.numAffectedRows ?? 0n);
}

/** Moves vocabulary cards to the trash with every learner's card state and review log; returns how many. */
export function trashVocabularyCards(
  db: DbOrTrx,
  ids: readonly number[],
  by: number | null,
  now: Date,
): Promise<number> {
  return trashItems(db, 'vocabulary_card', ids, by, now);
}

/**
 * Moves a grammar exercise to the trash under `label` (grammarExerciseLabel, as its history rows); false when it does
 * not exist.
 */
export async function trashGrammarExercise(
  db: DbOrTrx,
  id: number,
  by: number | null,
  now: Date,
  label?: string,
): Promise<boolean> {
  const labels = label === undefined ? undefined : new Map([[id, label]]);
  return (await trashItems(db, 'grammar_exercise', [id], by, now, labels)) > 0;
}

export type TrashListRow = Omit<ContentTrashRow, 'snapshot'> & {
  deleted_by_email: string | null;
  deleted_by_first_name: string | null;
  deleted_by_last_name: string | null;
};

/** The Trash list's filters (each optional; together they AND). `deletedBefore` is exclusive. */
export interface TrashFilter {
  search?: string | undefined;
  kind?: string | undefined;
  deletedBy?: number | undefined;
  deletedFrom?: Date | undefined;
  deletedBefore?: Date | undefined;
}

/** The trash entries matching `f` (aliased `t`). */
function matchingTrash(db: DbOrTrx, f: TrashFilter) {
  let q = db.selectFrom('content_trash as t');
  // diacritic- and case-insensitive, as the other admin lists (`oun` finds õun)
  if (f.search) q = q.where(foldedSql(sql.ref('t.label')), 'like', likePattern(foldSearch(f.search)));
  if (f.kind) q = q.where('t.kind', '=', f.kind);
  if (f.deletedBy !== undefined) q = q.where('t.deleted_by', '=', f.deletedBy);
  if (f.deletedFrom) q = q.where('t.deleted_at', '>=', f.deletedFrom);
  if (f.deletedBefore) q = q.where('t.deleted_at', '<', f.deletedBefore);
  return q;
}

/** A trash entry as the list shows it, with the deleting admin (`users as u` left-joined). */
const TRASH_ROW_COLUMNS = [
  't.id',
  't.kind',
  't.item_id',
  't.label',
  't.deleted_by',
  't.deleted_at',
  'u.email as deleted_by_email',
  'u.first_name as deleted_by_first_name',
  'u.last_name as deleted_by_last_name',
] as const;

/**
 * One page of the trash entries matching `f`, newest deletion first; the items of one deletion (a bulk delete) in the
 * order of their ids, so a page is stable and reads as the list they were deleted from. With the deleting admin.
 */
export async function listTrashPage(
  db: DbOrTrx,
  f: TrashFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TrashListRow[]; total: number }> {
  const q = matchingTrash(db, f);
  const [rows, count] = await Promise.all([
    q
      .leftJoin('users as u', 'u.id', 't.deleted_by')
      .select(TRASH_ROW_COLUMNS)
      .orderBy('t.deleted_at', 'desc')
      .orderBy('t.item_id', 'asc')
      .orderBy('t.id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface TrashDeleter {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  count: number;
}

/**
 * The admins with items in the trash (the "Deleted by" filter's choices, the same whatever the filters), each with how
 * many of their items match the other filters of `f` (all but `deletedBy`: the count says what choosing them shows),
 * most first.
 */
export async function trashDeleters(db: DbOrTrx, f: TrashFilter = {}): Promise<TrashDeleter[]> {
  const [admins, counts] = await Promise.all([
    db
      .selectFrom('content_trash as t')
      .innerJoin('users as u', 'u.id', 't.deleted_by')
      .select(['u.id', 'u.email', 'u.first_name', 'u.last_name'])
      .distinct()
      .execute(),
    matchingTrash(db, { ...f, deletedBy: undefined })
      .where('t.deleted_by', 'is not', null)
      .select(['t.deleted_by'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy('t.deleted_by')
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [Number(c.deleted_by), Number(c.n)]));
  return admins
    .map((a) => ({ ...a, count: countOf.get(a.id) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.email.localeCompare(b.email));
}

/** The trash entry of one item, if it is in the trash, with the deleting admin. */
export function findTrashEntry(db: DbOrTrx, kind: string, itemId: number): Promise<TrashListRow | undefined> {
  return db
    .selectFrom('content_trash as t')
    .leftJoin('users as u', 'u.id', 't.deleted_by')
    .select(TRASH_ROW_COLUMNS)
    .where('t.kind', '=', kind)
    .where('t.item_id', '=', itemId)
    .executeTakeFirst();
}

/** A trash entry as a restore names it. */
export type TrashEntryRef = Pick<ContentTrashRow, 'id' | 'kind' | 'item_id' | 'label'>;

/**
 * The trash entries matching `f`, locked until the transaction ends (a restore takes them out), in list order; at
 * most `limit` (pass one more than a cap to learn that it is exceeded).
 */
export function lockMatchingTrash(trx: DbOrTrx, f: TrashFilter, limit: number): Promise<TrashEntryRef[]> {
  return matchingTrash(trx, f)
    .select(['t.id', 't.kind', 't.item_id', 't.label'])
    .orderBy('t.deleted_at', 'desc')
    .orderBy('t.item_id', 'asc')
    .orderBy('t.id', 'asc')
    .limit(limit)
    .forUpdate()
    .execute();
}

/** How many trash entries match `f`. */
export async function countTrash(db: DbOrTrx, f: TrashFilter): Promise<number> {
  const r = await matchingTrash(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The trash entry, locked until the transaction ends (a restore takes it out). */
export function lockTrashEntry(trx: DbOrTrx, id: number): Promise<ContentTrashRow | undefined> {
  return trx.selectFrom('content_trash').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** `t.id` is one of `ids` (one JSON parameter, whatever the number of ids). */
const idIn = (ids: readonly number[]) =>
  sql<boolean>`t.id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;

/**
 * Inserts the rows of the trash entries `ids` (of the kind stored in `table`), the one deleted first first, skipping
 * a row that would break a unique index (ON CONFLICT DO NOTHING with no target: found without an error, which would
 * abort the whole transaction); the item ids put back.
 */
async function insertTrashedRows(trx: DbOrTrx, table: string, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const t = sql.table(table);
  const back = await sql<{ id: number }>`insert into ${t}
    select p.* from content_trash t cross join lateral jsonb_populate_record(null::${t}, t.snapshot->'row') p
    where ${idIn(ids)}
    order by t.deleted_at, t.item_id
    on conflict do nothing
    returning id`.execute(trx);
  return new Set(back.rows.map((r) => Number(r.id)));
}

const SAVEPOINT = sql.raw('trash_restore');

/**
 * Puts trashed items back with their ids, set by set (one statement per table, however many items): the rows, then
 * the rows that hung on them (learners' rows only for users that still exist); drops the content-pack tombstones
 * their deletion left; removes their trash entries. Runs inside a transaction (it uses a savepoint).
 *
 * An item whose row would break a unique index stays in the trash:
 * - `conflicts`: it clashes with a live row (a duplicate created after the delete); the caller decides whether the
 *   rest may stand (the admin restores are all or nothing);
 * - `copies`: it clashes only with another item restored now (the same card deleted, re-created and deleted again):
 *   the copy deleted first is restored, the later ones stay.
 * Told apart by trying the clashing rows again without the others (rolled back to a savepoint), until none goes in:
 * those clash with live rows.
 */
export async function restoreTrashEntries(
  trx: DbOrTrx,
  entries: readonly TrashEntryRef[],
): Promise<{ restored: TrashEntryRef[]; conflicts: TrashEntryRef[]; copies: TrashEntryRef[] }> {
  const restored: TrashEntryRef[] = [];
  const conflicts: TrashEntryRef[] = [];
  const copies: TrashEntryRef[] = [];
  for (const kind of [...new Set(entries.map((e) => e.kind))]) {
    const spec = TRASH_SPECS[kind as TrashKind];
    if (!spec) throw new Error(`Unknown trash kind ${kind}`);
    const ofKind = entries.filter((e) => e.kind === kind);
    const idsOf = (list: readonly TrashEntryRef[]) => list.map((e) => e.id);
    await sql`savepoint ${SAVEPOINT}`.execute(trx);
    let backIds = await insertTrashedRows(trx, spec.table, idsOf(ofKind));
    const clashing = ofKind.filter((e) => !backIds.has(e.item_id));
    if (clashing.length > 0) {
      await sql`rollback to savepoint ${SAVEPOINT}`.execute(trx);
      // the clashing rows on their own: those that go in clashed only with rows of this restore
      let live = clashing;
      while (live.length > 0) {
        const went = await insertTrashedRows(trx, spec.table, idsOf(live));
        await sql`rollback to savepoint ${SAVEPOINT}`.execute(trx);
        if (went.size === 0) break;
        live = live.filter((e) => !went.has(e.item_id));
      }
      const liveIds = new Set(idsOf(live));
      conflicts.push(...live);
      copies.push(...clashing.filter((e) => !liveIds.has(e.id)));
      const clashIds = new Set(idsOf(clashing));
      const rest = ofKind.filter((e) => !clashIds.has(e.id));
      backIds = await insertTrashedRows(trx, spec.table, idsOf(rest));
      // went in before with the same rows around it, so it goes in again; should it not, it is refused, not lost
      conflicts.push(...rest.filter((e) => !backIds.has(e.item_id)));
    }
    await sql`release savepoint ${SAVEPOINT}`.execute(trx);
    const done = ofKind.filter((e) => backIds.has(e.item_id));
    if (done.length === 0) continue;
    const doneIds = idsOf(done);
    for (const c of spec.children) {
      const child = sql.table(c.table);
      await sql`insert into ${child}
        select p.* from content_trash t
          cross join lateral jsonb_populate_recordset(null::${child}, coalesce(t.snapshot->${c.key}, '[]'::jsonb)) p
        where ${idIn(doneIds)} and ${sql.raw(c.keepIf)}`.execute(trx);
    }
    await sql`delete from content_tombstones where content_key in (
      select t.snapshot->'row'->>'content_key' from content_trash t where ${idIn(doneIds)})`.execute(trx);
    await sql`delete from content_trash t where ${idIn(doneIds)}`.execute(trx);
    restored.push(...done);
  }
  return { restored, conflicts, copies };
}

/**
 * Puts one trashed item back with its ids (restoreTrashEntries for one entry); false, and nothing written, when a
 * duplicate created after the delete is in the way.
 */
export async function restoreTrashEntry(trx: DbOrTrx, entry: TrashEntryRef): Promise<boolean> {
  return (await restoreTrashEntries(trx, [entry])).conflicts.length === 0;
}

/** Deletes trash entries deleted before `before` (the 30-day retention); returns how many. Idempotent. */
export async function purgeTrash(db: DbOrTrx, before: Date): Promise<number> {
  const r = await db.deleteFrom('content_trash').where('deleted_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
