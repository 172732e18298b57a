/** The gap in a stored practice context: `___` (three or more underscores), as the admin writes it. */
const STORED_GAP = /_{3,}/g;

/** The practice context as the learner app reads it: the gap written as `{}` (learner-app.md §3). */
export function toDisplayContext(stored: string): string {
  return stored.replace(STORED_GAP, '{}');
}
