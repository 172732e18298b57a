import type { ZodError } from 'zod';

/** One line a person can act on: the first issue, prefixed with its field path when it has one. */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const path = issue.path.join('.');
  const msg = issue.message;
  // messages written for people (ending in a full stop or naming the field) stand alone
  if (!path || /[.!]$/.test(msg) || msg.toLowerCase().includes(path.toLowerCase())) return msg;
  return `${path}: ${msg}`;
}
