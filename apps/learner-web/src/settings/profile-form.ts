import { FIRST_NAME_TOO_LONG, LAST_NAME_TOO_LONG, NAME_MAX, NAMES_REQUIRED } from '@keelerada/domain';

export const PROFILE_SAVED = 'Profile updated successfully!';
export const PROFILE_FAILED = 'Failed to update profile. Please try again.';

/** Settings profile (§5): both names required after trimming, each at most NAME_MAX characters; trimmed before sending. */
export function validateProfile(
  firstName: string,
  lastName: string,
): { ok: true; value: { first_name: string; last_name: string } } | { ok: false; message: string } {
  const first_name = firstName.trim();
  const last_name = lastName.trim();
  if (!first_name || !last_name) return { ok: false, message: NAMES_REQUIRED };
  if (first_name.length > NAME_MAX) return { ok: false, message: FIRST_NAME_TOO_LONG };
  if (last_name.length > NAME_MAX) return { ok: false, message: LAST_NAME_TOO_LONG };
  return { ok: true, value: { first_name, last_name } };
}

/** Display names of the levels a learner can choose (their learning path). */
export const LEVEL_NAMES: Record<string, string> = {
  A0: 'A0 Beginner',
  A11: 'A1.1 Elementary',
  A12: 'A1.2 Elementary',
  A21: 'A2.1 Pre-Intermediate',
  A22: 'A2.2 Pre-Intermediate',
  B1: 'B1 Intermediate',
  B2: 'B2 Upper-Intermediate',
  C1: 'C1 Advanced',
  C2: 'C2 Proficient',
};

/**
 * The stored zone `UTC` is the column's default, "not chosen": the server then follows the browser's zone
 * (`effectiveTimeZone`). So Settings shows the zone in effect — the device's when none was chosen — and a learner
 * who picks UTC is stored as `Etc/UTC`, the same zone under a name that means "chosen" (picking UTC did nothing).
 */
const DEFAULT_ZONE = 'UTC';
const CHOSEN_UTC = 'Etc/UTC';

/** The zone Settings shows as selected: the one the app uses. */
export function shownTimeZone(saved: string, device: string): string {
  if (saved === DEFAULT_ZONE) return device;
  return saved === CHOSEN_UTC ? 'UTC' : saved;
}

/** The zone to store for a choice on the Settings list. */
export function timeZoneToSave(chosen: string): string {
  return chosen === 'UTC' ? CHOSEN_UTC : chosen;
}

/** Every IANA zone the browser knows, with the saved one kept even if the browser does not list it. */
export function timeZoneOptions(saved: string): string[] {
  const list =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', 'Europe/Tallinn'];
  const all = new Set([...list, 'UTC', saved]);
  return [...all].sort((a, b) => a.localeCompare(b));
}
