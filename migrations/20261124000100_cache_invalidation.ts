import { type Kysely, sql } from 'kysely';

/**
 * Cache invalidation across app processes: statement-level triggers send `NOTIFY keelerada_changes, '<topic>'` when
 * rows an app process caches change — whoever changes them (the API, `npm run content:load`, the CLI, psql). Each
 * process LISTENs and drops the matching cache (see apps/server/src/plugins/cache-invalidation.ts). NOTIFY is
 * transactional: it is delivered at commit, once per topic per transaction.
 *
 * Topics: `auth` (users, and auth_tokens when a token is revoked, re-dated, re-owned or deleted — not when a new
 * token is issued or `last_used_at` moves), `grammar` (grammar_exercises), `vocabulary` (vocabulary_cards).
 */
const TRIGGERS: { name: string; table: string; events: string; topic: string }[] = [
  { name: 'users_notify_change', table: 'users', events: 'update or delete', topic: 'auth' },
  {
    name: 'auth_tokens_notify_change',
    table: 'auth_tokens',
    events: 'update of revoked_at, expires_at, user_id, kind or delete',
    topic: 'auth',
  },
  {
    name: 'grammar_exercises_notify_change',
    table: 'grammar_exercises',
    events: 'insert or update or delete or truncate',
    topic: 'grammar',
  },
  {
    name: 'vocabulary_cards_notify_change',
    table: 'vocabulary_cards',
    events: 'insert or update or delete or truncate',
    topic: 'vocabulary',
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function keelerada_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('keelerada_changes', tg_argv[0]);
      return null;
    end $$`.execute(db);
  for (const t of TRIGGERS) {
    await sql`
      create trigger ${sql.raw(t.name)} after ${sql.raw(t.events)} on ${sql.table(t.table)}
      for each statement execute function keelerada_notify_change(${sql.lit(t.topic)})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TRIGGERS)
    await sql`drop trigger if exists ${sql.raw(t.name)} on ${sql.table(t.table)}`.execute(db);
  await sql`drop function if exists keelerada_notify_change()`.execute(db);
}
