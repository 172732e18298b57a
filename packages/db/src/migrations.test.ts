import { sql } from 'kysely';
import { expect, it } from 'vitest';
import * as upkeep from '../../../migrations/20261127000100_learner_card_upkeep.ts';
import * as segmentVersion from '../../../migrations/20261207000100_segment_updated_at.ts';
import * as cardAlternatives from '../../../migrations/20261208000100_vocabulary_card_alternatives.ts';
import { migrateAllDown, migrateToLatest, restoreTrashEntry, trashItems } from './index.ts';
import { describeDb } from './testing/index.ts';

async function tableNames(db: Parameters<typeof migrateToLatest>[0]): Promise<string[]> {
  const r = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_name not like 'kysely_%' order by table_name`.execute(db);
  return r.rows.map((x) => x.table_name);
}

async function storageOptions(db: Parameters<typeof migrateToLatest>[0], table: string): Promise<string[]> {
  const r = await sql<{ options: string[] | null }>`
    select reloptions as options from pg_class
    where relname = ${table} and relnamespace = current_schema()::regnamespace`.execute(db);
  return [...(r.rows[0]?.options ?? [])].sort();
}

describeDb('migrations', (t) => {
  it('go down to nothing and up again to the same schema', async () => {
    const before = await tableNames(t.db);
    expect(before).toContain('users');
    expect(before).toContain('user_vocabulary_cards');
    await migrateAllDown(t.db);
    expect(await tableNames(t.db)).toEqual([]);
    await migrateToLatest(t.db);
    expect(await tableNames(t.db)).toEqual(before);
  });

  it('leave room on each learner-card page and vacuum that table at 2 % dead rows, and take both back on the way down', async () => {
    const tuned = [
      'autovacuum_vacuum_scale_factor=0.02',
      'autovacuum_vacuum_threshold=1000',
      'fillfactor=90',
    ];
    expect(await storageOptions(t.db, 'user_vocabulary_cards')).toEqual(tuned);
    await upkeep.down(t.db);
    expect(await storageOptions(t.db, 'user_vocabulary_cards')).toEqual([]);
    await upkeep.up(t.db);
    expect(await storageOptions(t.db, 'user_vocabulary_cards')).toEqual(tuned);
  });

  it('give segments an updated_at, also those of a book trashed before, so its restore still works', async () => {
    await segmentVersion.down(t.db);
    const { id } = await t.db
      .insertInto('dual_language_texts')
      .values({ title_et: 'Vana raamat', title_en: 'Old book', author: 'Keegi' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into dual_language_segments (text_id, segment_order, estonian_content, english_content)
      values (${id}, 1, 'Tere!', 'Hello!')`.execute(t.db);
    await trashItems(t.db, 'book', [id], null, new Date());
    await segmentVersion.up(t.db);
    const entry = await t.db
      .selectFrom('content_trash')
      .selectAll()
      .where('kind', '=', 'book')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute((trx) => restoreTrashEntry(trx, entry));
    const restored = await t.db
      .selectFrom('dual_language_segments')
      .select(['estonian_content', 'updated_at'])
      .where('text_id', '=', id)
      .execute();
    expect(restored).toEqual([{ estonian_content: 'Tere!', updated_at: expect.any(Date) }]);
  });

  it('give cards an empty list of alternatives, also those trashed before, so their restore still works', async () => {
    await cardAlternatives.down(t.db);
    const { rows } = await sql<{ id: number }>`insert into vocabulary_cards
      (word, form, translation, word_type, level, practice_context, practice_context_translation)
      values ('vana', 'vana', 'old', 'ADJECTIVE', 'A0', 'See maja on ___.', 'This house is old.')
      returning id`.execute(t.db);
    const id = rows[0]!.id;
    await trashItems(t.db, 'vocabulary_card', [id], null, new Date());
    await cardAlternatives.up(t.db);
    const entry = await t.db
      .selectFrom('content_trash')
      .selectAll()
      .where('kind', '=', 'vocabulary_card')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute((trx) => restoreTrashEntry(trx, entry));
    const restored = await t.db
      .selectFrom('vocabulary_cards')
      .select(['form', 'alternatives'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(restored).toEqual({ form: 'vana', alternatives: [] });
  });
});
