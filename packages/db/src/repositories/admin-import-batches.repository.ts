import type { DbOrTrx, ImportBatchRow } from '../schema/index.ts';

// CSV import batches (issue #20): which import created a card, for the card table's filter.

export function insertImportBatch(
  db: DbOrTrx,
  v: { file_name: string; admin_id: number | null; row_count: number; created_at: Date },
): Promise<ImportBatchRow> {
  return db.insertInto('import_batches').values(v).returningAll().executeTakeFirstOrThrow();
}

/** Adds to a batch's counts (an import sent in several requests is one batch). */
export async function addToImportBatch(
  db: DbOrTrx,
  id: number,
  add: { row_count: number; created_count: number },
): Promise<void> {
  await db
    .updateTable('import_batches')
    .set((eb) => ({
      row_count: eb('row_count', '+', add.row_count),
      created_count: eb('created_count', '+', add.created_count),
    }))
    .where('id', '=', id)
    .execute();
}

/** Removes a batch that created no card after all (every row was stored meanwhile or could not be saved). */
export async function deleteImportBatch(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('import_batches').where('id', '=', id).where('created_count', '=', 0).execute();
}

export function findImportBatch(db: DbOrTrx, id: number): Promise<ImportBatchRow | undefined> {
  return db.selectFrom('import_batches').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ImportBatchListRow = ImportBatchRow & { admin_email: string | null; cards: number };

/**
 * Every batch that created cards, newest first, with the importing admin's email and how many of its cards still
 * exist (a batch that created none, recorded before imports stopped opening one for nothing, is left out).
 */
export function listImportBatches(db: DbOrTrx): Promise<ImportBatchListRow[]> {
  return db
    .selectFrom('import_batches as b')
    .leftJoin('users as u', 'u.id', 'b.admin_id')
    .select((eb) => [
      'b.id',
      'b.file_name',
      'b.admin_id',
      'b.row_count',
      'b.created_count',
      'b.created_at',
      'u.email as admin_email',
      eb
        .selectFrom('vocabulary_cards as v')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('v.import_batch_id', '=', 'b.id')
        .as('cards'),
    ])
    .where('b.created_count', '>', 0)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .execute() as Promise<ImportBatchListRow[]>;
}
