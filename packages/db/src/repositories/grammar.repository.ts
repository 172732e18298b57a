import { CompiledQuery } from 'kysely';
import type { DbOrTrx, GrammarExerciseRow } from '../schema/index.ts';

/** Random ids first (only ids are sorted; the level/type index narrows them), then those rows by primary key. */
const RANDOM_EXERCISES = `
select * from grammar_exercises where id in (
  select id from grammar_exercises
  where level = any($1::text[]) and type = any($2::text[]) and id <> all($3::int[])
  order by random() limit $4
)`;

/** Up to `count` random exercises of the given levels and types (none of `excludeIds`), in random order. */
export async function randomGrammarExercises(
  db: DbOrTrx,
  levels: readonly string[],
  types: readonly string[],
  count: number,
  excludeIds: readonly number[] = [],
): Promise<GrammarExerciseRow[]> {
  if (levels.length === 0 || count <= 0) return [];
  const { rows } = await db.executeQuery<GrammarExerciseRow>(
    CompiledQuery.raw(RANDOM_EXERCISES, [[...levels], [...types], [...excludeIds], count]),
  );
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
