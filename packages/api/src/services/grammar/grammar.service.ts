import { type Db, randomGrammarExercises, type UserRow } from '@keelerada/db';
import {
  CONTENT_LEVELS,
  GRAMMAR_TYPES,
  type GrammarExercise,
  levelRank,
  toGrammarExercise,
} from '@keelerada/domain';

/** The learner's level and the levels next to it; everything for an anonymous caller. */
export function nearLevels(level: string | null): string[] {
  if (level === null) return [...CONTENT_LEVELS];
  const r = levelRank(level);
  return CONTENT_LEVELS.filter((l) => Math.abs(levelRank(l) - r) <= 1);
}

/**
 * GET /grammar-exercises/random?count: `count` random exercises near the learner's level (their level and the ones
 * next to it), topped up from the other levels when those run short.
 */
export async function randomExercises(
  db: Db,
  user: Pick<UserRow, 'current_level'> | null,
  count: number,
): Promise<GrammarExercise[]> {
  const near = nearLevels(user?.current_level ?? null);
  const rows = await randomGrammarExercises(db, near, GRAMMAR_TYPES, count);
  if (rows.length < count) {
    const others = CONTENT_LEVELS.filter((l) => !near.includes(l));
    rows.push(
      ...(await randomGrammarExercises(
        db,
        others,
        GRAMMAR_TYPES,
        count - rows.length,
        rows.map((r) => r.id),
      )),
    );
  }
  return rows.map(toGrammarExercise);
}
