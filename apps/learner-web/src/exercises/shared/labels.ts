/** "PARTITIVE" → "partitive", "VERB" → "verb": enum values as words in running text. */
export function humanize(value: string | null | undefined): string {
  if (!value) return '';
  return value.toLowerCase().replace(/_/g, ' ');
}

/** The card label by repetitions (learner-app.md §4): 0 New word, 1 Seen once, 2+ Remember this one? */
export function repetitionLabel(repetitions: number): string {
  if (repetitions <= 0) return 'New word';
  if (repetitions === 1) return 'Seen once';
  return 'Remember this one?';
}

/** A sentence with one gap, split around it: `{}` (vocabulary) or a run of 3+ underscores (grammar). */
export function splitGap(sentence: string): { before: string; after: string; hasGap: boolean } {
  const m = /\{\}|_{3,}/.exec(sentence);
  if (!m) return { before: sentence, after: '', hasGap: false };
  return { before: sentence.slice(0, m.index), after: sentence.slice(m.index + m[0].length), hasGap: true };
}
