import { type Kysely, sql } from 'kysely';

/**
 * A vocabulary card's accepted alternatives: other words or forms that fill its gap equally well (`kuri` beside
 * `tige`), accepted by the judge like the card's form. A text array, not jsonb: it is written and read as a plain
 * string list (an insert passes a JS array), also by the trash's restore of a card snapshot. Cards in the trash get
 * an empty list too, so restoring a card deleted before this migration fills the column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vocabulary_cards')
    .addColumn('alternatives', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await sql`update content_trash
    set snapshot = jsonb_set(snapshot, '{row,alternatives}', '[]'::jsonb)
    where kind = 'vocabulary_card' and jsonb_typeof(snapshot->'row') = 'object'
      and not (snapshot->'row') ? 'alternatives'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vocabulary_cards').dropColumn('alternatives').execute();
}
