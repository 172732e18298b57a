import { sql } from 'kysely';
import type { ContentTrashRow, DbOrTrx } from '../schema/index.ts';

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
): Promise<number> {
  if (ids.length === 0) return 0;
  const spec = TRASH_SPECS[kind];
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
    select ${kind}, i.id, ${sql.raw(spec.label)}, jsonb_build_object(${sql.join(parts)}), ${by}, ${now}
    from ${sql.table(spec.table)} i where i.id in (${sql.join(ids)})
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

/** Moves a grammar exercise to the trash; false when it does not exist. */
export async function trashGrammarExercise(
  db: DbOrTrx,
  id: number,
  by: number | null,
  now: Date,
): Promise<boolean> {
  return (await trashItems(db, 'grammar_exercise', [id], by, now)) > 0;
}

export type TrashListRow = Omit<ContentTrashRow, 'snapshot'> & { deleted_by_email: string | null };

/** Everything in the trash, most recently deleted first, with the deleting admin's email. */
export function listTrash(db: DbOrTrx): Promise<TrashListRow[]> {
  return db
    .selectFrom('content_trash as t')
    .leftJoin('users as u', 'u.id', 't.deleted_by')
    .select([
      't.id',
      't.kind',
      't.item_id',
      't.label',
      't.deleted_by',
      't.deleted_at',
      'u.email as deleted_by_email',
    ])
    .orderBy('t.deleted_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** The trash entry, locked until the transaction ends (a restore takes it out). */
export function lockTrashEntry(trx: DbOrTrx, id: number): Promise<ContentTrashRow | undefined> {
  return trx.selectFrom('content_trash').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Puts a trashed item back with its ids: the row, then the rows that hung on it (learners' rows only for users that
 * still exist); drops the content-pack tombstone its deletion left; removes the trash entry.
 */
export async function restoreTrashEntry(trx: DbOrTrx, entry: ContentTrashRow): Promise<void> {
  const spec = TRASH_SPECS[entry.kind as TrashKind];
  if (!spec) throw new Error(`Unknown trash kind ${entry.kind}`);
  const snap = sql`${JSON.stringify(entry.snapshot)}::jsonb`;
  const table = sql.table(spec.table);
  await sql`insert into ${table} select * from jsonb_populate_record(null::${table}, ${snap}->'row')`.execute(
    trx,
  );
  for (const c of spec.children) {
    const child = sql.table(c.table);
    await sql`insert into ${child}
      select p.* from jsonb_populate_recordset(null::${child}, coalesce(${snap}->${c.key}, '[]'::jsonb)) p
      where ${sql.raw(c.keepIf)}`.execute(trx);
  }
  await sql`delete from content_tombstones where content_key = (${snap}->'row'->>'content_key')`.execute(trx);
  await trx.deleteFrom('content_trash').where('id', '=', entry.id).execute();
}

/** Deletes trash entries deleted before `before` (the 30-day retention); returns how many. Idempotent. */
export async function purgeTrash(db: DbOrTrx, before: Date): Promise<number> {
  const r = await db.deleteFrom('content_trash').where('deleted_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
