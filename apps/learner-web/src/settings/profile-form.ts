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
 * (`effectiveTimeZone`). Settings shows that as its own choice, "Device time zone (Europe/Tallinn)", distinct from
 * choosing Europe/Tallinn: shown as the plain zone, a learner who picked the zone their device was in was told
 * "Nothing to change." and their day went on following whatever device they used next. A learner who picks UTC is
 * stored as `Etc/UTC`, the same zone under a name that means "chosen".
 */
const DEFAULT_ZONE = 'UTC';
const CHOSEN_UTC = 'Etc/UTC';
/** The value of the "Device time zone (…)" choice: no zone chosen (not an IANA name, so no zone is mistaken for it). */
export const DEVICE_ZONE = 'device';

/** The choice Settings shows as selected for a stored zone: the device choice while none was chosen. */
export function shownTimeZone(saved: string): string {
  if (saved === DEFAULT_ZONE) return DEVICE_ZONE;
  return saved === CHOSEN_UTC ? 'UTC' : saved;
}

/** The zone to store for a choice on the Settings list (the device choice stores the default again). */
export function timeZoneToSave(chosen: string): string {
  if (chosen === DEVICE_ZONE) return DEFAULT_ZONE;
  return chosen === 'UTC' ? CHOSEN_UTC : chosen;
}

export interface TimeZoneOption {
  value: string;
  label: string;
}

/**
 * The Settings list: first "Device time zone (…)", then every IANA zone the browser knows, with the selected one kept
 * even if the browser does not list it.
 */
export function timeZoneOptions(selected: string, device: string): TimeZoneOption[] {
  const list =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', 'Europe/Tallinn'];
  const all = new Set([...list, 'UTC']);
  if (selected !== DEVICE_ZONE) all.add(selected);
  const zones = [...all].sort((a, b) => a.localeCompare(b)).map((z) => ({ value: z, label: z }));
  return [{ value: DEVICE_ZONE, label: `Device time zone (${device})` }, ...zones];
}

/** What the zone choice means for the learner's day. */
export function timeZoneHint(selected: string): string {
  return selected === DEVICE_ZONE
    ? 'Your day, streak and calendar follow the device you use at the time. Choose a zone to keep them in it.'
    : 'Your day, streak and calendar follow this zone.';
}
