import { type Kysely, sql } from 'kysely';

// The whole first schema of Keelerada. Ids are int4 identities (pg and PGlite both return them as numbers).
// Timestamps are timestamptz; a learner's local day is stored as a `date` next to the instant it was derived from.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('current_level', 'text', (c) => c.notNull().defaultTo('A0'))
    .addColumn('onboarding_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('daily_new_words', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login', 'timestamptz')
    .execute();
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('session'))
    .addColumn('name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('auth_tokens_user_idx')
    .on('auth_tokens')
    .columns(['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('vocabulary_cards')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('translation', 'text', (c) => c.notNull())
    .addColumn('definition', 'text')
    .addColumn('word_type', 'text', (c) => c.notNull())
    .addColumn('case_form', 'text')
    .addColumn('verb_form', 'text')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('frequency_rank', 'integer')
    .addColumn('practice_context', 'text', (c) => c.notNull())
    .addColumn('practice_context_translation', 'text', (c) => c.notNull())
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('UNREVIEWED'))
    .addColumn('review_notes', 'text')
    .addColumn('content_key', 'text', (c) => c.unique())
    .addColumn('content_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('vocabulary_cards_identity_key')
    .on('vocabulary_cards')
    .columns(['word', 'form', 'practice_context'])
    .unique()
    .execute();
  await db.schema
    .createIndex('vocabulary_cards_status_level_idx')
    .on('vocabulary_cards')
    .columns(['review_status', 'level', 'frequency_rank'])
    .execute();

  await db.schema
    .createTable('user_vocabulary_cards')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vocabulary_card_id', 'integer', (c) =>
      c.notNull().references('vocabulary_cards.id').onDelete('cascade'),
    )
    // FSRS card state (ts-fsrs Card), kept per learner and card
    .addColumn('due', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('stability', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('elapsed_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learning_steps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lapses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_review', 'timestamptz')
    // display counters
    .addColumn('repetitions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interval_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('successful_reviews', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('introduced_at', 'timestamptz')
    .addColumn('introduced_on', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_vocabulary_cards_user_card_key', ['user_id', 'vocabulary_card_id'])
    .execute();
  await sql`create index user_vocabulary_cards_due_idx on user_vocabulary_cards (user_id, due) where review_count > 0`.execute(
    db,
  );
  await sql`create index user_vocabulary_cards_new_idx on user_vocabulary_cards (user_id, vocabulary_card_id) where review_count = 0`.execute(
    db,
  );
  await db.schema
    .createIndex('user_vocabulary_cards_card_idx')
    .on('user_vocabulary_cards')
    .column('vocabulary_card_id')
    .execute();

  await db.schema
    .createTable('review_logs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_vocabulary_card_id', 'integer', (c) =>
      c.notNull().references('user_vocabulary_cards.id').onDelete('cascade'),
    )
    .addColumn('rating', 'smallint', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('response_time_ms', 'integer')
    .addColumn('reviewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('state_before', 'jsonb', (c) => c.notNull())
    .addColumn('state_after', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_logs_user_time_idx')
    .on('review_logs')
    .columns(['user_id', 'reviewed_at'])
    .execute();
  await db.schema
    .createIndex('review_logs_card_idx')
    .on('review_logs')
    .column('user_vocabulary_card_id')
    .execute();

  await db.schema
    .createTable('study_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_type', 'text', (c) => c.notNull())
    .addColumn('total_exercises', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_vocabulary_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_reading_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_grammar_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_session_finished', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('exercises_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accuracy_percentage', 'double precision')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('local_date', 'date', (c) => c.notNull())
    .addColumn('completed_local_date', 'date')
    .execute();
  await db.schema
    .createIndex('study_sessions_user_day_idx')
    .on('study_sessions')
    .columns(['user_id', 'local_date'])
    .execute();

  await db.schema
    .createTable('exercise_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('study_session_id', 'integer', (c) => c.references('study_sessions.id').onDelete('cascade'))
    .addColumn('activity_type', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text')
    .addColumn('user_answer', 'text')
    .addColumn('correct_answer', 'text')
    .addColumn('exercise_content', 'jsonb')
    .addColumn('is_correct', 'boolean', (c) => c.notNull())
    .addColumn('hint_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempt_number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('completed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('exercise_attempts_session_idx')
    .on('exercise_attempts')
    .column('study_session_id')
    .execute();

  await db.schema
    .createTable('grammar_exercises')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull().defaultTo('BEGINNER'))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('content_key', 'text', (c) => c.unique())
    .addColumn('content_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('grammar_exercises_level_idx')
    .on('grammar_exercises')
    .columns(['level', 'type'])
    .execute();

  await db.schema
    .createTable('reading_texts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull().defaultTo('BEGINNER'))
    .addColumn('topics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('source', 'text')
    .addColumn('audio_url', 'text')
    .addColumn('image_url', 'text')
    .addColumn('target_words', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('content_key', 'text', (c) => c.unique())
    .addColumn('content_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('reading_texts_level_idx').on('reading_texts').column('level').execute();

  await db.schema
    .createTable('reading_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('reading_text_id', 'integer', (c) =>
      c.notNull().references('reading_texts.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('question_type', 'text', (c) => c.notNull().defaultTo('MULTIPLE_CHOICE'))
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('correct_answer', 'jsonb', (c) => c.notNull())
    .addColumn('explanation', 'text')
    .addColumn('target_word_text', 'text')
    .execute();
  await db.schema
    .createIndex('reading_questions_text_idx')
    .on('reading_questions')
    .columns(['reading_text_id', 'position'])
    .execute();

  await db.schema
    .createTable('reading_text_progress')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reading_text_id', 'integer', (c) =>
      c.notNull().references('reading_texts.id').onDelete('cascade'),
    )
    .addColumn('is_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('questions_answered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('questions_correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addPrimaryKeyConstraint('reading_text_progress_pk', ['user_id', 'reading_text_id'])
    .execute();

  await db.schema
    .createTable('question_responses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('reading_questions.id').onDelete('cascade'),
    )
    .addColumn('user_answer', 'text', (c) => c.notNull())
    .addColumn('is_correct', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('dual_language_texts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title_et', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('level', 'text')
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('content_key', 'text', (c) => c.unique())
    .addColumn('content_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('dual_language_segments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('text_id', 'integer', (c) =>
      c.notNull().references('dual_language_texts.id').onDelete('cascade'),
    )
    .addColumn('segment_order', 'integer', (c) => c.notNull())
    .addColumn('segment_type', 'text', (c) => c.notNull().defaultTo('content'))
    .addColumn('estonian_content', 'text', (c) => c.notNull())
    .addColumn('english_content', 'text', (c) => c.notNull())
    .addColumn('audio_url', 'text')
    .addColumn('audio_duration', 'double precision')
    .execute();
  await db.schema
    .createIndex('dual_language_segments_order_idx')
    .on('dual_language_segments')
    .columns(['text_id', 'segment_order'])
    .execute();

  await db.schema
    .createTable('user_read_segments')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('segment_id', 'integer', (c) =>
      c.notNull().references('dual_language_segments.id').onDelete('cascade'),
    )
    .addColumn('text_id', 'integer', (c) =>
      c.notNull().references('dual_language_texts.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_read_segments_pk', ['user_id', 'segment_id'])
    .execute();
  await db.schema
    .createIndex('user_read_segments_text_idx')
    .on('user_read_segments')
    .columns(['user_id', 'text_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'user_read_segments',
    'dual_language_segments',
    'dual_language_texts',
    'question_responses',
    'reading_text_progress',
    'reading_questions',
    'reading_texts',
    'grammar_exercises',
    'exercise_attempts',
    'study_sessions',
    'review_logs',
    'user_vocabulary_cards',
    'vocabulary_cards',
    'auth_tokens',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
