import { type Kysely, sql } from 'kysely';

/**
 * Issue 21: each learner's desired retention and fitted FSRS parameters (on `users`, so the signed-in user's row
 * carries them to every review without another query), the history of fits with their evaluation, and a job table
 * that background work is claimed from with FOR UPDATE SKIP LOCKED (several server processes may run at once), and
 * the placement test's runs (the item on screen keeps its answer here, never in the browser).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('desired_retention', 'real', (c) => c.notNull().defaultTo(0.9))
    .addColumn('fsrs_parameters', sql`real[]`)
    .execute();
  await sql`alter table users add constraint users_desired_retention_range check (desired_retention between 0.8 and 0.95)`.execute(
    db,
  );

  await db.schema
    .createTable('learner_model_fits')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('review_count', 'integer', (c) => c.notNull())
    .addColumn('train_items', 'integer', (c) => c.notNull())
    .addColumn('test_items', 'integer', (c) => c.notNull())
    .addColumn('parameters', sql`real[]`, (c) => c.notNull())
    .addColumn('log_loss', 'double precision', (c) => c.notNull())
    .addColumn('rmse_bins', 'double precision', (c) => c.notNull())
    .addColumn('default_log_loss', 'double precision', (c) => c.notNull())
    .addColumn('default_rmse_bins', 'double precision', (c) => c.notNull())
    .addColumn('fit_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('learner_model_fits_user_idx')
    .on('learner_model_fits')
    .columns(['user_id', 'fitted_at'])
    .execute();

  await db.schema
    .createTable('background_jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // one open job per kind and learner: enqueueing twice is a no-op
  await sql`create unique index background_jobs_open_key on background_jobs (kind, coalesce(user_id, 0)) where finished_at is null`.execute(
    db,
  );
  await sql`create index background_jobs_claim_idx on background_jobs (run_after) where finished_at is null`.execute(
    db,
  );
  await db.schema
    .createTable('placement_runs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('current_item', 'jsonb')
    .addColumn('result', 'jsonb')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('accepted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('placement_runs_user_idx')
    .on('placement_runs')
    .columns(['user_id', 'started_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('placement_runs').execute();
  await db.schema.dropTable('background_jobs').execute();
  await db.schema.dropTable('learner_model_fits').execute();
  await db.schema.alterTable('users').dropConstraint('users_desired_retention_range').execute();
  await db.schema.alterTable('users').dropColumn('fsrs_parameters').dropColumn('desired_retention').execute();
}
