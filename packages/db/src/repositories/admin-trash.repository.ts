import { sql } from 'kysely';
import type { ContentTrashRow, DbOrTrx } from '../schema/index.ts';

// The admin trash (issue #20). Deleting moves a row, with the learners' rows that hang on it, into content_trash as
// JSON (to_jsonb of each row, so columns added later are kept too); restoring puts them back with the same ids
// (jsonb_populate_record); purging deletes what is older than the retention. Every statement is a plain idempotent
// SQL statement, safe with several server processes.

export type TrashKind = 'vocabulary_card' | 'grammar_exercise';

/** Moves vocabulary cards to the trash with every learner's card state and review log; returns how many. */
export async function trashVocabularyCards(
  db: DbOrTrx,
  ids: readonly number[],
  by: number | null,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  await sql`
    insert into content_trash (kind, item_id, label, snapshot, deleted_by, deleted_at)
    select 'vocabulary_card', v.id, v.word || ' → ' || v.form,
      jsonb_build_object(
        'row', to_jsonb(v),
        'learnerCards', coalesce((select jsonb_agg(to_jsonb(u)) from user_vocabulary_cards u
          where u.vocabulary_card_id = v.id), '[]'::jsonb),
        'reviewLogs', coalesce((select jsonb_agg(to_jsonb(r)) from review_logs r
          join user_vocabulary_cards u on u.id = r.user_vocabulary_card_id
          where u.vocabulary_card_id = v.id), '[]'::jsonb)),
      ${by}, ${now}
    from vocabulary_cards v where v.id in (${sql.join(ids)})
    on conflict (kind, item_id) do update
      set label = excluded.label, snapshot = excluded.snapshot, deleted_by = excluded.deleted_by,
          deleted_at = excluded.deleted_at`.execute(db);
  const r = await db.deleteFrom('vocabulary_cards').where('id', 'in', ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Moves a grammar exercise to the trash (no learner rows reference it); false when it does not exist. */
export async function trashGrammarExercise(
  db: DbOrTrx,
  id: number,
  by: number | null,
  now: Date,
): Promise<boolean> {
  await sql`
    insert into content_trash (kind, item_id, label, snapshot, deleted_by, deleted_at)
    select 'grammar_exercise', g.id,
      g.type || ' ' || coalesce(g.content->>'sentence', g.content->>'verb', g.content->>'source_text',
        g.content->>'incorrect_sentence', ''),
      jsonb_build_object('row', to_jsonb(g)), ${by}, ${now}
    from grammar_exercises g where g.id = ${id}
    on conflict (kind, item_id) do update
      set label = excluded.label, snapshot = excluded.snapshot, deleted_by = excluded.deleted_by,
          deleted_at = excluded.deleted_at`.execute(db);
  const r = await db.deleteFrom('grammar_exercises').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
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
 * Puts a trashed item back with its ids: the row, then (cards) the learners' card states of users that still exist
 * and their review logs; drops the content-pack tombstone its deletion left; removes the trash entry.
 */
export async function restoreTrashEntry(trx: DbOrTrx, entry: ContentTrashRow): Promise<void> {
  const snap = sql`${JSON.stringify(entry.snapshot)}::jsonb`;
  if (entry.kind === 'vocabulary_card') {
    await sql`insert into vocabulary_cards select * from jsonb_populate_record(null::vocabulary_cards, ${snap}->'row')`.execute(
      trx,
    );
    await sql`insert into user_vocabulary_cards
      select p.* from jsonb_populate_recordset(null::user_vocabulary_cards, ${snap}->'learnerCards') p
      where exists (select 1 from users where users.id = p.user_id)`.execute(trx);
    await sql`insert into review_logs
      select l.* from jsonb_populate_recordset(null::review_logs, ${snap}->'reviewLogs') l
      where exists (select 1 from user_vocabulary_cards u where u.id = l.user_vocabulary_card_id)`.execute(
      trx,
    );
  } else {
    await sql`insert into grammar_exercises select * from jsonb_populate_record(null::grammar_exercises, ${snap}->'row')`.execute(
      trx,
    );
  }
  await sql`delete from content_tombstones where content_key = (${snap}->'row'->>'content_key')`.execute(trx);
  await trx.deleteFrom('content_trash').where('id', '=', entry.id).execute();
}

/** Deletes trash entries deleted before `before` (the 30-day retention); returns how many. Idempotent. */
export async function purgeTrash(db: DbOrTrx, before: Date): Promise<number> {
  const r = await db.deleteFrom('content_trash').where('deleted_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
