import type { UserRow } from '@keelerada/db';

/** The learner-app User entity (§3) plus the fields the apps need for settings and admin checks. */
export interface UserDto {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  current_level: string;
  onboarding_completed: boolean;
  is_admin: boolean;
  time_zone: string;
  daily_new_words: number;
  /** 0.80–0.95 (issue 21). */
  desired_retention: number;
  /** Whether reviews are scheduled with the learner's own fitted FSRS parameters (issue 21). */
  personal_parameters: boolean;
  created_at: string;
  last_login: string | null;
}

export function toUserDto(u: UserRow): UserDto {
  return {
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    current_level: u.current_level,
    onboarding_completed: u.onboarding_completed,
    is_admin: u.is_admin,
    time_zone: u.time_zone,
    daily_new_words: u.daily_new_words,
    desired_retention: Math.round(u.desired_retention * 100) / 100,
    personal_parameters: u.fsrs_parameters !== null,
    created_at: u.created_at.toISOString(),
    last_login: u.last_login ? u.last_login.toISOString() : null,
  };
}
