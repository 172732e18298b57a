import { sql } from 'kysely';
import type { AuthTokenRow, DbOrTrx, UserRow } from '../schema/index.ts';
import { likePattern } from './admin-search.ts';

export type AdminUserRow = UserRow & { vocabulary_card_count: number };

/** One page of users (newest first) with their card counts; search matches email, first, last or full name. */
export async function adminListUsers(
  db: DbOrTrx,
  f: { search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  let q = db.selectFrom('users as u');
  if (f.search) {
    const p = likePattern(f.search);
    q = q.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', p),
        eb('u.first_name', 'ilike', p),
        eb('u.last_name', 'ilike', p),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', p),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .selectAll('u')
      .select((eb) =>
        eb
          .selectFrom('user_vocabulary_cards as c')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('c.user_id', '=', 'u.id')
          .as('vocabulary_card_count'),
      )
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, vocabulary_card_count: Number(r.vocabulary_card_count ?? 0) })),
    total: Number(count.n),
  };
}

/** Every user, oldest first (the order "Sync All Users" works through them). */
export function adminAllUsers(db: DbOrTrx): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('id').execute();
}

export async function adminCountUserCards(db: DbOrTrx, userId: number): Promise<number> {
  const r = await db
    .selectFrom('user_vocabulary_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Word and form of some cards (the sample of a sync result). */
export function adminCardWordsAndForms(
  db: DbOrTrx,
  ids: number[],
  limit: number,
): Promise<{ id: number; word: string; form: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vocabulary_cards')
    .select(['id', 'word', 'form'])
    .where('id', 'in', ids.slice(0, limit))
    .orderBy('id')
    .execute();
}

export type ApiTokenWithOwner = AuthTokenRow & { owner_email: string };

/** Every admin API token (kind 'api'), newest first, with the email of its owner. */
export function adminListApiTokens(db: DbOrTrx): Promise<ApiTokenWithOwner[]> {
  return db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('t')
    .select('u.email as owner_email')
    .where('t.kind', '=', 'api')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

export function adminFindApiToken(db: DbOrTrx, id: number): Promise<AuthTokenRow | undefined> {
  return db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'api')
    .executeTakeFirst();
}

export interface UsageCounts {
  totalUsers: number;
  signups: number;
  activeUsers: number;
  sessionsStarted: number;
  sessionsCompleted: number;
}

/**
 * Usage since `since`: sign-ups, active learners (signed in, studied a session or reviewed a card), and study
 * sessions started / finished (of those started in the period).
 */
export async function adminUsageSince(db: DbOrTrx, since: Date): Promise<UsageCounts> {
  const r = await sql<{
    total_users: number;
    signups: number;
    active_users: number;
    sessions_started: number;
    sessions_completed: number;
  }>`select
      (select count(*) from users) as total_users,
      (select count(*) from users where created_at >= ${since}) as signups,
      (select count(*) from (
         select id as user_id from users where last_login >= ${since}
         union select user_id from study_sessions where started_at >= ${since}
         union select user_id from review_logs where reviewed_at >= ${since}
       ) a) as active_users,
      (select count(*) from study_sessions where started_at >= ${since}) as sessions_started,
      (select count(*) from study_sessions where started_at >= ${since} and is_session_finished) as sessions_completed
    `.execute(db);
  const row = r.rows[0]!;
  return {
    totalUsers: Number(row.total_users),
    signups: Number(row.signups),
    activeUsers: Number(row.active_users),
    sessionsStarted: Number(row.sessions_started),
    sessionsCompleted: Number(row.sessions_completed),
  };
}

/** Per UTC day from `since` to `until`: sign-ups and sessions started / finished. */
export async function adminDailyUsage(
  db: DbOrTrx,
  since: Date,
  until: Date,
): Promise<{ day: string; signups: number; sessions_started: number; sessions_completed: number }[]> {
  const r = await sql<{ day: string; signups: number; sessions_started: number; sessions_completed: number }>`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      (select count(*) from users u where (u.created_at at time zone 'UTC')::date = d.day) as signups,
      (select count(*) from study_sessions s where (s.started_at at time zone 'UTC')::date = d.day) as sessions_started,
      (select count(*) from study_sessions s where (s.started_at at time zone 'UTC')::date = d.day and s.is_session_finished) as sessions_completed
    from generate_series((${since}::timestamptz at time zone 'UTC')::date, (${until}::timestamptz at time zone 'UTC')::date, interval '1 day') as d(day)
    order by d.day`.execute(db);
  return r.rows.map((x) => ({
    day: x.day,
    signups: Number(x.signups),
    sessions_started: Number(x.sessions_started),
    sessions_completed: Number(x.sessions_completed),
  }));
}
