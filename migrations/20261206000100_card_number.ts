import { type Kysely, sql } from 'kysely';

/**
 * Issue 16: a vocabulary card's grammatical number (SINGULAR / PLURAL), the pack's `number` column, stored so that
 * a plural card says so in a field (not only in its definition). Null: not stated (read as singular for a nominal;
 * a verb card has none).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vocabulary_cards').addColumn('number', 'text').execute();
  await sql`alter table vocabulary_cards add constraint vocabulary_cards_number_check check (number in ('SINGULAR', 'PLURAL'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vocabulary_cards').dropColumn('number').execute();
}
