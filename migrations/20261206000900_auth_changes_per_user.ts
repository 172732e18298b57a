import { type Kysely, sql } from 'kysely';

/**
 * A change to a user's row or tokens announces that user only: `NOTIFY keelerada_changes, 'auth:<user id>'`, one per
 * changed user (row-level triggers; Postgres folds repeated payloads of one transaction), so app processes drop that
 * user's cached tokens and keep everyone else's (issue 15: the token cache was flushed by every write to `users`).
 * Replaces the statement-level `auth` triggers of 20261124000100_cache_invalidation; the other topics are unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists users_notify_change on users`.execute(db);
  await sql`drop trigger if exists auth_tokens_notify_change on auth_tokens`.execute(db);
  await sql`
    create function keelerada_notify_user_change() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'users' then
        perform pg_notify('keelerada_changes', 'auth:' || old.id);
      else
        perform pg_notify('keelerada_changes', 'auth:' || old.user_id);
        if tg_op = 'UPDATE' and new.user_id <> old.user_id then
          perform pg_notify('keelerada_changes', 'auth:' || new.user_id);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_notify_change after update or delete on users
    for each row execute function keelerada_notify_user_change()`.execute(db);
  await sql`
    create trigger auth_tokens_notify_change after update of revoked_at, expires_at, user_id, kind or delete
    on auth_tokens for each row execute function keelerada_notify_user_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists users_notify_change on users`.execute(db);
  await sql`drop trigger if exists auth_tokens_notify_change on auth_tokens`.execute(db);
  await sql`drop function if exists keelerada_notify_user_change()`.execute(db);
  await sql`
    create trigger users_notify_change after update or delete on users
    for each statement execute function keelerada_notify_change('auth')`.execute(db);
  await sql`
    create trigger auth_tokens_notify_change after update of revoked_at, expires_at, user_id, kind or delete
    on auth_tokens for each statement execute function keelerada_notify_change('auth')`.execute(db);
}
