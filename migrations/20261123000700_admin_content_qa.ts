import { type Kysely, sql } from 'kysely';

// Admin back office: the content-QA flag of vocabulary cards. When a card is created, edited or imported, the
// Estonian words hunspell does not know are stored in spelling_warnings and has_spelling_warnings is set, so the
// admin list can filter "spelling warnings" without running the spell-checker over every card.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vocabulary_cards')
    .addColumn('spelling_warnings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('has_spelling_warnings', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index vocabulary_cards_spelling_idx on vocabulary_cards (id) where has_spelling_warnings`.execute(
    db,
  );
  await db.schema
    .createIndex('vocabulary_cards_created_idx')
    .on('vocabulary_cards')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('vocabulary_cards_created_idx').ifExists().execute();
  await db.schema.dropIndex('vocabulary_cards_spelling_idx').ifExists().execute();
  await db.schema
    .alterTable('vocabulary_cards')
    .dropColumn('has_spelling_warnings')
    .dropColumn('spelling_warnings')
    .execute();
}
