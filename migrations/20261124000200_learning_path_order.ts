import { type Kysely, sql } from 'kysely';

/**
 * New words are introduced in path order (level, then frequency rank, then card id), and only VALID cards are studied.
 * Ordering a learner's unreviewed cards by their vocabulary card's columns meant visiting every unreviewed card on
 * each daily-session request — 466 for a new A0 learner — and every due card needed a lookup of its vocabulary card.
 * The sort keys and the validity now live on the learner's card too (`card_level`, `card_frequency_rank`,
 * `card_valid`), kept equal to the vocabulary card's by triggers, and an index in path order over unreviewed valid
 * cards lets the daily session read just the next few, from the learner's rows alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_vocabulary_cards')
    .addColumn('card_level', 'text')
    .addColumn('card_frequency_rank', 'integer')
    .addColumn('card_valid', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`
    update user_vocabulary_cards u
    set card_level = v.level, card_frequency_rank = v.frequency_rank, card_valid = v.review_status = 'VALID'
    from vocabulary_cards v where v.id = u.vocabulary_card_id`.execute(db);
  await sql`
    create function user_vocabulary_card_path_keys() returns trigger language plpgsql as $$
    begin
      select v.level, v.frequency_rank, v.review_status = 'VALID'
      into new.card_level, new.card_frequency_rank, new.card_valid
      from vocabulary_cards v where v.id = new.vocabulary_card_id;
      new.card_valid := coalesce(new.card_valid, false);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger user_vocabulary_cards_path_keys before insert or update of vocabulary_card_id
    on user_vocabulary_cards for each row execute function user_vocabulary_card_path_keys()`.execute(db);
  await sql`
    create function vocabulary_card_path_keys_changed() returns trigger language plpgsql as $$
    begin
      update user_vocabulary_cards
      set card_level = new.level, card_frequency_rank = new.frequency_rank, card_valid = new.review_status = 'VALID'
      where vocabulary_card_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger vocabulary_cards_path_keys after update of level, frequency_rank, review_status
    on vocabulary_cards for each row
    when (old.level is distinct from new.level or old.frequency_rank is distinct from new.frequency_rank
      or old.review_status is distinct from new.review_status)
    execute function vocabulary_card_path_keys_changed()`.execute(db);
  await sql`
    create index user_vocabulary_cards_path_idx on user_vocabulary_cards
    (user_id, card_level collate "C", card_frequency_rank nulls last, vocabulary_card_id)
    where review_count = 0 and card_valid`.execute(db);
  // due reviews of valid cards in the order they are studied (due, id), so the daily session stops at its limit
  await sql`
    create index user_vocabulary_cards_due_valid_idx on user_vocabulary_cards (user_id, due, id)
    where review_count > 0 and card_valid`.execute(db);
  await db.schema.dropIndex('user_vocabulary_cards_due_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index user_vocabulary_cards_due_idx on user_vocabulary_cards (user_id, due) where review_count > 0`.execute(
    db,
  );
  await db.schema.dropIndex('user_vocabulary_cards_due_valid_idx').ifExists().execute();
  await db.schema.dropIndex('user_vocabulary_cards_path_idx').ifExists().execute();
  await sql`drop trigger if exists vocabulary_cards_path_keys on vocabulary_cards`.execute(db);
  await sql`drop function if exists vocabulary_card_path_keys_changed()`.execute(db);
  await sql`drop trigger if exists user_vocabulary_cards_path_keys on user_vocabulary_cards`.execute(db);
  await sql`drop function if exists user_vocabulary_card_path_keys()`.execute(db);
  await db.schema
    .alterTable('user_vocabulary_cards')
    .dropColumn('card_level')
    .dropColumn('card_frequency_rank')
    .dropColumn('card_valid')
    .execute();
}
