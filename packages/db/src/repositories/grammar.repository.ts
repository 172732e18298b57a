import type { DbOrTrx, GrammarExerciseRow } from '../schema/index.ts';

/**
 * Up to `count` random exercises of the given levels and types, in random order. The random pick sorts ids only
 * (the index on level and type narrows them), then the chosen rows are read by primary key.
 */
export async function randomGrammarExercises(
  db: DbOrTrx,
  levels: readonly string[],
  types: readonly string[],
  count: number,
  excludeIds: readonly number[] = [],
): Promise<GrammarExerciseRow[]> {
  if (levels.length === 0 || count <= 0) return [];
  const rows = await db
    .selectFrom('grammar_exercises')
    .selectAll()
    .where('id', 'in', (eb) => {
      let q = eb
        .selectFrom('grammar_exercises')
        .select('id')
        .where('level', 'in', [...levels])
        .where('type', 'in', [...types]);
      if (excludeIds.length) q = q.where('id', 'not in', [...excludeIds]);
      return q.orderBy((e) => e.fn('random')).limit(count);
    })
    .execute();
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  return rows;
}

export function findGrammarExercises(db: DbOrTrx, ids: number[]): Promise<GrammarExerciseRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('grammar_exercises').selectAll().where('id', 'in', ids).execute();
}

export function findGrammarExercise(db: DbOrTrx, id: number): Promise<GrammarExerciseRow | undefined> {
  return db.selectFrom('grammar_exercises').selectAll().where('id', '=', id).executeTakeFirst();
}
