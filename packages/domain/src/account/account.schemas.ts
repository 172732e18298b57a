import { z } from 'zod';
import { CONTENT_LEVELS, levelMessage } from '../levels/levels.ts';

export const NAMES_REQUIRED = 'Both first name and last name are required.';
export const NAME_MAX = 100;
export const FIRST_NAME_TOO_LONG = `First name is too long (at most ${NAME_MAX} characters).`;
export const LAST_NAME_TOO_LONG = `Last name is too long (at most ${NAME_MAX} characters).`;

/** PUT /api/me — trimmed, both names required (learner-app.md §5). */
export const updateProfileInput = z.object({
  first_name: z
    .string({ error: NAMES_REQUIRED })
    .trim()
    .min(1, NAMES_REQUIRED)
    .max(NAME_MAX, FIRST_NAME_TOO_LONG),
  last_name: z
    .string({ error: NAMES_REQUIRED })
    .trim()
    .min(1, NAMES_REQUIRED)
    .max(NAME_MAX, LAST_NAME_TOO_LONG),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

const zoneValidity = new Map<string, boolean>();

/** True for an IANA zone the runtime knows. Answers are remembered (a formatter per call is costly per request). */
export function isValidTimeZone(tz: string): boolean {
  const known = zoneValidity.get(tz);
  if (known !== undefined) return known;
  let ok: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    ok = true;
  } catch {
    ok = false;
  }
  if (zoneValidity.size < 1000 && tz.length <= 64) zoneValidity.set(tz, ok);
  return ok;
}

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .refine(isValidTimeZone, { message: 'Unknown time zone; use an IANA name such as Europe/Tallinn.' });

/** PUT /api/me/settings — the learner's path level, time zone, daily new-word quota and desired retention. */
export const updateSettingsInput = z
  .object({
    timeZone: timeZoneSchema.optional(),
    currentLevel: z.enum(CONTENT_LEVELS, { error: levelMessage() }).optional(),
    dailyNewWords: z
      .number({ error: 'Daily new words must be a number.' })
      .int('Daily new words must be a whole number.')
      .min(0, 'Daily new words must be between 0 and 50.')
      .max(50, 'Daily new words must be between 0 and 50.')
      .optional(),
    desiredRetention: z
      .number({ error: 'Desired retention must be a number.' })
      .min(0.8, 'Desired retention must be between 0.80 and 0.95.')
      .max(0.95, 'Desired retention must be between 0.80 and 0.95.')
      .optional(),
  })
  .refine(
    (v) =>
      v.timeZone !== undefined ||
      v.currentLevel !== undefined ||
      v.dailyNewWords !== undefined ||
      v.desiredRetention !== undefined,
    { message: 'Nothing to update: send timeZone, currentLevel, dailyNewWords or desiredRetention.' },
  );
export type UpdateSettingsInput = z.infer<typeof updateSettingsInput>;

export const devLoginInput = z.object({
  email: z.email('A valid email address is required.').trim().toLowerCase(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  admin: z.boolean().optional(),
  timeZone: timeZoneSchema.optional(),
});
export type DevLoginInput = z.infer<typeof devLoginInput>;
