import { sql } from 'kysely';
import type { DbOrTrx } from '../schema/index.ts';

/**
 * Gives a learner every VALID card of the given levels that they do not have yet.
 * Returns the ids of the vocabulary cards added. Safe to run twice (ON CONFLICT DO NOTHING).
 */
export async function addMissingPathCards(db: DbOrTrx, userId: number, levels: string[]): Promise<number[]> {
  if (levels.length === 0) return [];
  const r = await sql<{ vocabulary_card_id: number }>`
    insert into user_vocabulary_cards (user_id, vocabulary_card_id)
    select ${userId}, vc.id from vocabulary_cards vc
    where vc.review_status = 'VALID' and vc.level in (${sql.join(levels)})
      and not exists (select 1 from user_vocabulary_cards u where u.user_id = ${userId} and u.vocabulary_card_id = vc.id)
    on conflict (user_id, vocabulary_card_id) do nothing
    returning vocabulary_card_id`.execute(db);
  return r.rows.map((x) => x.vocabulary_card_id);
}
