import { allGrammarExercises, type Db, type UserRow } from '@keelerada/db';
import { GRAMMAR_TYPES, type GrammarExercise, pickNearLevel, toGrammarExercise } from '@keelerada/domain';
import type { Caches } from '../../cache/caches.ts';

/** Every grammar exercise of a known type, ready to send: from the cache, or read once and cached. */
function grammarCatalogue(db: Db, caches: Caches): Promise<readonly GrammarExercise[]> {
  return caches.grammar.getOrLoad('all', async () =>
    (await allGrammarExercises(db, GRAMMAR_TYPES)).map(toGrammarExercise),
  );
}

/**
 * GET /grammar-exercises/random?count: `count` random exercises near the learner's level (their level and the ones
 * next to it), topped up from the other levels when those run short. Picked in memory from the grammar catalogue
 * (a few thousand rows that change only through the admin and the content loader).
 */
export async function randomExercises(
  db: Db,
  caches: Caches,
  user: Pick<UserRow, 'current_level'> | null,
  count: number,
): Promise<GrammarExercise[]> {
  const catalogue = await grammarCatalogue(db, caches);
  return pickNearLevel(catalogue, user?.current_level ?? null, count);
}
