/** A piece of the expected answer; `changed` pieces are where the learner's answer differs. */
export interface Mark {
  text: string;
  changed: boolean;
}

/** Indexes of `a` that belong to a longest common subsequence of `a` and `b`. */
export function commonIndexes<T>(a: readonly T[], b: readonly T[]): Set<number> {
  const n = a.length;
  const m = b.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const kept = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      kept.add(i);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

/** Neighbouring pieces with the same flag joined into one. */
function merge(marks: Mark[], joiner: string): Mark[] {
  const out: Mark[] = [];
  for (const m of marks) {
    const last = out.at(-1);
    if (last && last.changed === m.changed) last.text += joiner + m.text;
    else out.push({ ...m });
  }
  return out;
}

/** The expected answer split into letters the learner got and letters that differ (compared lower-cased). */
export function markLetters(expected: string, given: string): Mark[] {
  const e = [...expected];
  const kept = commonIndexes(
    e.map((c) => c.toLocaleLowerCase('et')),
    [...given.toLocaleLowerCase('et')],
  );
  return merge(
    e.map((text, i) => ({ text, changed: !kept.has(i) })),
    '',
  );
}

/**
 * The expected sentence as words, each marked when it is not where the learner has it (words compared lower-cased
 * and without punctuation by `key`). Words are joined by single spaces; the space between a changed word and its
 * neighbour belongs to the unchanged piece, so a mark covers its words only (neighbouring changed words share one).
 */
export function markWords(expected: string[], given: string[], key: (w: string) => string): Mark[] {
  const kept = commonIndexes(expected.map(key), given.map(key));
  const marks = merge(
    expected.map((text, i) => ({ text, changed: !kept.has(i) })),
    ' ',
  );
  // merged pieces alternate, so each space between two pieces goes to the unchanged one of the pair
  return marks.map((m, i) => {
    if (m.changed) return m;
    const before = i > 0 ? ' ' : '';
    const after = i < marks.length - 1 ? ' ' : '';
    return { ...m, text: before + m.text + after };
  });
}
