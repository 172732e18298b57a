import { plural } from '../lib/text.ts';

/** The question count of a reading-text list item: "1 question", "5 questions" (the lists' plural helper). */
export function questionCountLabel(n: number): string {
  return plural(n, 'question');
}
