import {
  type Db,
  findUserCardsByIds,
  isRefusedStatement,
  NaturalBatcher,
  type ReviewSave,
  type Settled,
  saveReviewsIfUnchanged,
  type UserCardState,
} from '@keelerada/db';

/** A learner asking for one of their cards. */
export interface CardRead {
  userId: number;
  cardId: number;
}

/** The review requests' two round trips, each shared by every request that is waiting for it at the same time. */
export interface ReviewBatchers {
  reads: NaturalBatcher<CardRead, UserCardState | undefined>;
  writes: NaturalBatcher<ReviewSave, boolean>;
}

/** Most reviews read or saved by one statement. */
const MAX_BATCH = 100;

/** Reads the cards of a batch in one statement; a card that is not the asking learner's is undefined for them. */
export async function readCards(
  db: Db,
  jobs: readonly CardRead[],
): Promise<Settled<UserCardState | undefined>[]> {
  const rows = await findUserCardsByIds(db, [...new Set(jobs.map((j) => j.cardId))]);
  return jobs.map((j) => {
    const row = rows.get(j.cardId);
    return { ok: true, value: row && row.user_id === j.userId ? row : undefined };
  });
}

/**
 * Saves a batch in one statement. When Postgres refuses the statement, none of it applied, so each save goes again on
 * its own and only the one at fault fails. Any other failure (the outcome unknown) fails the whole batch, as it
 * would have failed each request alone: a save is never sent twice unless it certainly did not apply.
 */
export async function writeReviews(db: Db, saves: readonly ReviewSave[]): Promise<Settled<boolean>[]> {
  try {
    return (await saveReviewsIfUnchanged(db, saves)).map((value) => ({ ok: true, value }));
  } catch (error) {
    if (saves.length === 1 || !isRefusedStatement(error)) return saves.map(() => ({ ok: false, error }));
    return Promise.all(
      saves.map(async (save): Promise<Settled<boolean>> => {
        try {
          const [value] = await saveReviewsIfUnchanged(db, [save]);
          return { ok: true, value: value === true };
        } catch (e) {
          return { ok: false, error: e };
        }
      }),
    );
  }
}

const byDb = new WeakMap<Db, ReviewBatchers>();

/** The batchers of one database handle (created on first use; each Kysely instance has its own). */
export function reviewBatchers(db: Db): ReviewBatchers {
  let b = byDb.get(db);
  if (!b) {
    b = {
      reads: new NaturalBatcher((jobs) => readCards(db, jobs), { maxBatchSize: MAX_BATCH }),
      // one save per card per batch, and never two of one card out at once
      writes: new NaturalBatcher((saves) => writeReviews(db, saves), {
        maxBatchSize: MAX_BATCH,
        maxInFlight: 2,
        keyOf: (s) => s.userCardId,
      }),
    };
    byDb.set(db, b);
  }
  return b;
}

async function alone<R>(settled: Promise<Settled<R>[]>): Promise<R> {
  const [s] = await settled;
  if (!s!.ok) throw s!.error;
  return s!.value;
}

/** The learner's card (undefined when it is not theirs), read in one statement with other requests' cards. */
export function readUserCard(db: Db, userId: number, cardId: number): Promise<UserCardState | undefined> {
  // inside a transaction the statement must run on it, not on a shared batch
  if (db.isTransaction) return alone(readCards(db, [{ userId, cardId }]));
  return reviewBatchers(db).reads.submit({ userId, cardId });
}

/** Saves one review if its card is unchanged (see saveReviewsIfUnchanged), in one statement with other requests'. */
export function saveReview(db: Db, save: ReviewSave): Promise<boolean> {
  if (db.isTransaction) return alone(writeReviews(db, [save]));
  return reviewBatchers(db).writes.submit(save);
}
