/** One thing wrong with the pack: the file (relative to data/), where in it, and what. */
export interface Problem {
  file: string;
  /** `line 14 form` for a CSV cell, `[3].distractors` for a JSON path; empty for the whole file or pack. */
  where: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}${p.where ? ` ${p.where}` : ''}: ${p.message}`;
}

/** A JSON path as `[3].readingQuestions[1].options`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
    .join('')
    .replace(/^\./, '');
}
