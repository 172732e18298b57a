import type { DbOrTrx, GrammarExerciseRow } from '../schema/index.ts';

/** Every exercise of the given types, in id order (the grammar catalogue the app keeps in memory). */
export function allGrammarExercises(db: DbOrTrx, types: readonly string[]): Promise<GrammarExerciseRow[]> {
  return db
    .selectFrom('grammar_exercises')
    .selectAll()
    .where('type', 'in', [...types])
    .orderBy('id')
    .execute();
}

export function findGrammarExercises(db: DbOrTrx, ids: number[]): Promise<GrammarExerciseRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('grammar_exercises').selectAll().where('id', 'in', ids).execute();
}

export function findGrammarExercise(db: DbOrTrx, id: number): Promise<GrammarExerciseRow | undefined> {
  return db.selectFrom('grammar_exercises').selectAll().where('id', '=', id).executeTakeFirst();
}
