import { type DbOrTrx, lockItemVersion, type VersionedTable } from '@keelerada/db';
import { editConflictMessage } from '@keelerada/domain';
import { AppError } from '../../errors/app-error.ts';

/** How the 409 names the item an editor was saving. */
const ITEM_NAMES: Record<VersionedTable, string> = {
  vocabulary_cards: 'this card',
  grammar_exercises: 'this exercise',
  reading_texts: 'this reading text',
  dual_language_texts: 'this book',
  dual_language_segments: 'this segment',
  lexicon_lemmas: 'this lemma',
};

/**
 * Optimistic concurrency of an admin edit of a whole item. With `expected` (the updated_at the editor loaded), locks
 * the item's row for the rest of the transaction and refuses the save with a 409 when it was saved since; call it
 * first in the save's transaction, so the refusal writes nothing and two saves cannot both pass. Without `expected`
 * it does nothing (the save goes through as before); a missing row is left to the caller's 404.
 */
export async function lockUnchangedSince(
  trx: DbOrTrx,
  table: VersionedTable,
  id: number,
  expected: Date | undefined,
): Promise<void> {
  if (expected === undefined) return;
  const current = await lockItemVersion(trx, table, id);
  if (current && current.getTime() !== expected.getTime())
    throw new AppError('CONFLICT', editConflictMessage(ITEM_NAMES[table]));
}
