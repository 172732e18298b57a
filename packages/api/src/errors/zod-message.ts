import type { ZodError } from 'zod';

/** Zod's own default messages ("Invalid input: expected string…", "Too small: …") say nothing about which field. */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/**
 * One line a person can act on, from the first issue. Messages we wrote ("Word type is required",
 * "Both first name and last name are required.") are used exactly as written; zod's generic defaults get the
 * field path in front so the person can tell which field is meant.
 */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const path = issue.path.join('.');
  if (!path || !ZOD_DEFAULT.test(issue.message)) return issue.message;
  return `${path}: ${issue.message}`;
}
