import { z } from 'zod';
import type { completeOnboarding, getMe, updateSettings } from '../services/account/account.service.ts';
import type { UserDto } from '../services/account/user-dto.ts';
import { instant, int, named, type Result, success } from './common.ts';

/** The learner-app User entity (§3) plus the fields the apps need for settings and admin checks. */
const user = named(
  'User',
  z.strictObject({
    id: int,
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    current_level: z.string(),
    onboarding_completed: z.boolean(),
    is_admin: z.boolean(),
    time_zone: z.string(),
    daily_new_words: int,
    desired_retention: z.number().min(0.8).max(0.95),
    personal_parameters: z.boolean(),
    created_at: instant,
    last_login: instant.nullable(),
  }),
) satisfies z.ZodType<UserDto>;

/** GET /me and PUT /me. */
export const meResponse = z.strictObject({ user }) satisfies z.ZodType<Result<typeof getMe>>;

export const settingsResponse = z.strictObject({ user, addedCards: int }) satisfies z.ZodType<
  Result<typeof updateSettings>
>;

export const onboardingResponse = z.strictObject({ success, user }) satisfies z.ZodType<
  Result<typeof completeOnboarding>
>;

export const adminStatusResponse = z.strictObject({ isAdmin: z.boolean() });
