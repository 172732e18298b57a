import type { ColumnType, Generated, Selectable } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A `date` column, always read as 'YYYY-MM-DD' (parsers are set in createDb). */
export type LocalDate = ColumnType<string, string, string>;
export type Json<T> = ColumnType<T, string | T, string | T>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  google_sub: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  current_level: Generated<string>;
  onboarding_completed: Generated<boolean>;
  is_admin: Generated<boolean>;
  time_zone: Generated<string>;
  daily_new_words: Generated<number>;
  /** 0.80–0.95 (issue 21). */
  desired_retention: Generated<number>;
  /** The learner's fitted FSRS parameters (21 numbers); null = the defaults. */
  fsrs_parameters: number[] | null;
  created_at: Generated<Date>;
  last_login: NullableTimestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  kind: Generated<'session' | 'api'>;
  name: string | null;
  created_at: Generated<Date>;
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
}

export type UserRow = Selectable<UsersTable>;
export type AuthTokenRow = Selectable<AuthTokensTable>;
