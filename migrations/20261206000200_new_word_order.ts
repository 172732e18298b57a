import { type Kysely, sql } from 'kysely';

/**
 * New-word order (issue 18, docs/decisions.md "New-word order"): a learner meets a word's plain form before its other
 * forms, and every word's first card at a level before any word's second. Each vocabulary card gets its place within
 * its lemma at its level (`lemma_position`: 0 for the plainest card of its word, word type and level, 1 for the next,
 * …; plainest = the form is the word itself, then a nominative or ma-infinitive, then any other form; ties by
 * frequency rank, then id), kept by a trigger whenever a card of the lemma is added, removed or changes word, level,
 * form or rank. The learner's card carries
 * it as `card_lemma_position` (the existing path-key triggers copy it), and the path index orders new cards by
 * (level, place within lemma, frequency rank, card id), so the daily session still reads just the next few new
 * cards from the index.
 */

const PLAINNESS = `case
  when lower(v.form) = lower(v.word) then 0
  when coalesce(v.case_form, 'NOMINATIVE') = 'NOMINATIVE' and coalesce(v.verb_form, 'INFINITIVE') = 'INFINITIVE' then 1
  else 2 end`;

/**
 * The positions of the VALID cards of the lemmas matching `where` (over vocabulary_cards v): only they are ever
 * offered, so an invalid or unreviewed plain card must not push the lemma's other forms back.
 */
const positions = (where: string) => `
  select v.id, (row_number() over (partition by v.word, v.word_type, v.level
    order by ${PLAINNESS}, v.frequency_rank nulls last, v.id) - 1)::int as pos
  from vocabulary_cards v where v.review_status = 'VALID' and ${where}`;

const PATH_WHERE = 'where review_count = 0 and card_valid';
const PATH_INCLUDE = 'include (id, repetitions, interval_days, review_count, due)';
const OLD_PATH_KEY = '(user_id, card_level collate "C", card_frequency_rank nulls last, vocabulary_card_id)';
const NEW_PATH_KEY =
  '(user_id, card_level collate "C", card_lemma_position, card_frequency_rank nulls last, vocabulary_card_id)';

async function rebuildPathIndex(db: Kysely<any>, key: string): Promise<void> {
  await sql
    .raw(
      `create index user_vocabulary_cards_path_idx_next on user_vocabulary_cards ${key} ${PATH_INCLUDE} ${PATH_WHERE}`,
    )
    .execute(db);
  await sql`drop index user_vocabulary_cards_path_idx`.execute(db);
  await sql`alter index user_vocabulary_cards_path_idx_next rename to user_vocabulary_cards_path_idx`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table vocabulary_cards add column lemma_position integer`.execute(db);
  await sql`alter table user_vocabulary_cards add column card_lemma_position integer not null default 0`.execute(
    db,
  );
  await sql
    .raw(
      `update vocabulary_cards c set lemma_position = p.pos from (${positions('true')}) p where p.id = c.id`,
    )
    .execute(db);
  await sql`
    update user_vocabulary_cards u set card_lemma_position = v.lemma_position
    from vocabulary_cards v where v.id = u.vocabulary_card_id and v.lemma_position <> 0`.execute(db);

  // the lemma's positions again after one of its cards came, went or changed word, form, rank or review status
  await sql
    .raw(`
    create function vocabulary_card_lemma_positions(lemma text, kind text) returns void language sql as $$
      update vocabulary_cards c set lemma_position = p.pos
      from (${positions('v.word = lemma and v.word_type = kind')}) p
      where p.id = c.id and c.lemma_position is distinct from p.pos
    $$`)
    .execute(db);
  await sql`
    create function vocabulary_card_lemma_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform vocabulary_card_lemma_positions(old.word, old.word_type); end if;
      if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or old.word is distinct from new.word
        or old.word_type is distinct from new.word_type) then
        perform vocabulary_card_lemma_positions(new.word, new.word_type);
      end if;
      return null;
    end $$`.execute(db);
  // lemma_position itself is not in the list, so the trigger's own update does not fire it again
  await sql`
    create trigger vocabulary_cards_lemma_positions
    after insert or delete or update of word, word_type, level, form, case_form, verb_form, frequency_rank, review_status
    on vocabulary_cards for each row execute function vocabulary_card_lemma_changed()`.execute(db);

  // the learner's copy of the keys: taken on insert, followed when the card's keys change
  await sql`
    create or replace function user_vocabulary_card_path_keys() returns trigger language plpgsql as $$
    begin
      select v.level, v.frequency_rank, v.review_status = 'VALID', coalesce(v.lemma_position, 0)
      into new.card_level, new.card_frequency_rank, new.card_valid, new.card_lemma_position
      from vocabulary_cards v where v.id = new.vocabulary_card_id;
      new.card_valid := coalesce(new.card_valid, false);
      new.card_lemma_position := coalesce(new.card_lemma_position, 0);
      return new;
    end $$`.execute(db);
  await sql`
    create or replace function vocabulary_card_path_keys_changed() returns trigger language plpgsql as $$
    begin
      update user_vocabulary_cards
      set card_level = new.level, card_frequency_rank = new.frequency_rank, card_valid = new.review_status = 'VALID',
        card_lemma_position = coalesce(new.lemma_position, 0)
      where vocabulary_card_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`drop trigger vocabulary_cards_path_keys on vocabulary_cards`.execute(db);
  await sql`
    create trigger vocabulary_cards_path_keys after update of level, frequency_rank, review_status, lemma_position
    on vocabulary_cards for each row
    when (old.level is distinct from new.level or old.frequency_rank is distinct from new.frequency_rank
      or old.review_status is distinct from new.review_status or old.lemma_position is distinct from new.lemma_position)
    execute function vocabulary_card_path_keys_changed()`.execute(db);

  await rebuildPathIndex(db, NEW_PATH_KEY);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuildPathIndex(db, OLD_PATH_KEY);
  await sql`drop trigger vocabulary_cards_path_keys on vocabulary_cards`.execute(db);
  await sql`
    create trigger vocabulary_cards_path_keys after update of level, frequency_rank, review_status
    on vocabulary_cards for each row
    when (old.level is distinct from new.level or old.frequency_rank is distinct from new.frequency_rank
      or old.review_status is distinct from new.review_status)
    execute function vocabulary_card_path_keys_changed()`.execute(db);
  await sql`
    create or replace function vocabulary_card_path_keys_changed() returns trigger language plpgsql as $$
    begin
      update user_vocabulary_cards
      set card_level = new.level, card_frequency_rank = new.frequency_rank, card_valid = new.review_status = 'VALID'
      where vocabulary_card_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function user_vocabulary_card_path_keys() returns trigger language plpgsql as $$
    begin
      select v.level, v.frequency_rank, v.review_status = 'VALID'
      into new.card_level, new.card_frequency_rank, new.card_valid
      from vocabulary_cards v where v.id = new.vocabulary_card_id;
      new.card_valid := coalesce(new.card_valid, false);
      return new;
    end $$`.execute(db);
  await sql`drop trigger if exists vocabulary_cards_lemma_positions on vocabulary_cards`.execute(db);
  await sql`drop function if exists vocabulary_card_lemma_changed()`.execute(db);
  await sql`drop function if exists vocabulary_card_lemma_positions(text, text)`.execute(db);
  await sql`alter table user_vocabulary_cards drop column card_lemma_position`.execute(db);
  await sql`alter table vocabulary_cards drop column lemma_position`.execute(db);
}
