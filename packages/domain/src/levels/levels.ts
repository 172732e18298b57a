/** Levels of the learning path, in order. Admin content uses A0…C2; learner statistics split B–C into halves. */
export const CONTENT_LEVELS = ['A0', 'A11', 'A12', 'A21', 'A22', 'B1', 'B2', 'C1', 'C2'] as const;
export type ContentLevel = (typeof CONTENT_LEVELS)[number];

export const STATS_LEVELS = [
  'A0',
  'A11',
  'A12',
  'A21',
  'A22',
  'B11',
  'B12',
  'B21',
  'B22',
  'C11',
  'C12',
] as const;
export type StatsLevel = (typeof STATS_LEVELS)[number];

/** Levels a learner can be placed on (their learning path). */
export const LEARNER_LEVELS = CONTENT_LEVELS;

const RANK: Record<string, number> = {
  A0: 0,
  A11: 1,
  A12: 2,
  A21: 3,
  A22: 4,
  B1: 5,
  B11: 5,
  B12: 6,
  B2: 7,
  B21: 7,
  B22: 8,
  C1: 9,
  C11: 9,
  C12: 10,
  C2: 11,
};

/** Position of a level on the path (unknown levels sort after everything). */
export function levelRank(level: string): number {
  return RANK[level] ?? 99;
}

/** The content levels at or below `level` — what a learner on that path is given. */
export function levelsUpTo(level: string): ContentLevel[] {
  const r = levelRank(level);
  return CONTENT_LEVELS.filter((l) => levelRank(l) <= r);
}

/** Where a content level's cards are counted in the learner's per-level statistics. */
export function statsLevelOf(level: string): StatsLevel | null {
  if ((STATS_LEVELS as readonly string[]).includes(level)) return level as StatsLevel;
  const map: Record<string, StatsLevel> = { B1: 'B11', B2: 'B21', C1: 'C11', C2: 'C12' };
  return map[level] ?? null;
}

export const LEVEL_LABELS: Record<StatsLevel, { code: string; name: string }> = {
  A0: { code: 'A0', name: 'Beginner' },
  A11: { code: 'A1.1', name: 'Elementary' },
  A12: { code: 'A1.2', name: 'Elementary' },
  A21: { code: 'A2.1', name: 'Pre-Intermediate' },
  A22: { code: 'A2.2', name: 'Pre-Intermediate' },
  B11: { code: 'B1.1', name: 'Intermediate' },
  B12: { code: 'B1.2', name: 'Intermediate' },
  B21: { code: 'B2.1', name: 'Upper-Intermediate' },
  B22: { code: 'B2.2', name: 'Upper-Intermediate' },
  C11: { code: 'C1.1', name: 'Advanced' },
  C12: { code: 'C1.2', name: 'Advanced' },
};

/** Human label of a content level code, e.g. A11 → "A1.1". */
export function levelCode(level: string): string {
  return LEVEL_LABELS[level as StatsLevel]?.code ?? level;
}

/**
 * The one message of a level outside CONTENT_LEVELS, with the levels spelt as every select and the import show them
 * (A1.1, not the stored A11): "Level must be one of A0, A1.1, …, C2." (`orEmpty`: "…, C2, or empty.").
 */
export function levelMessage(orEmpty = false): string {
  return `Level must be one of ${CONTENT_LEVELS.map(levelCode).join(', ')}${orEmpty ? ', or empty' : ''}.`;
}
