import { describeDb, userIdOf } from '@keelerada/db/testing';
import { expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { syncPathCards } from '../learning-path/learning-path.service.ts';
import { syncAllUsersVocabulary, syncUserVocabulary } from './users.service.ts';

describeDb('admin sync service', (t) => {
  it('reports per-user failures and carries on with the others', async () => {
    await t.db
      .insertInto('users')
      .values([
        { email: 'a@example.ee', first_name: 'Anu', last_name: 'A' },
        { email: 'b@example.ee', first_name: 'Bert', last_name: 'B' },
        { email: 'c@example.ee', first_name: '', last_name: '' },
      ])
      .execute();
    await t.db
      .insertInto('vocabulary_cards')
      .values({
        word: 'maja',
        form: 'maja',
        translation: 'house',
        word_type: 'NOUN',
        level: 'A0',
        practice_context: 'See on ___.',
        practice_context_translation: 'It is a house.',
        review_status: 'VALID',
        spelling_warnings: '[]',
      })
      .execute();
    const bId = await userIdOf(t.db, 'b@example.ee');
    let crashed = false;
    const result = await syncAllUsersVocabulary(t.db, async (trx, user) => {
      if (user.id === bId) {
        // a failure after a write: the user's transaction is rolled back
        await syncPathCards(trx, user);
        crashed = true;
        throw new Error('connection reset');
      }
      return syncPathCards(trx, user);
    });
    expect(crashed).toBe(true);
    expect(result).toEqual({
      message: 'Synced 2 new cards to 2 of 3 users; 1 user failed',
      syncedUsers: 2,
      totalUsers: 3,
      totalSyncedCards: 2,
      results: [
        { success: true, user: { name: 'Anu A', email: 'a@example.ee' }, syncedCards: 1 },
        {
          success: false,
          user: { name: 'Bert B', email: 'b@example.ee' },
          syncedCards: 0,
          error: 'The sync failed for this user; try again.',
        },
        { success: true, user: { name: 'c@example.ee', email: 'c@example.ee' }, syncedCards: 1 },
      ],
    });
    const bCards = await t.db
      .selectFrom('user_vocabulary_cards')
      .select('id')
      .where('user_id', '=', bId)
      .execute();
    expect(bCards).toEqual([]);
    const named = await syncAllUsersVocabulary(t.db, async () => {
      throw new AppError('CONFLICT', 'Learner is mid-session');
    });
    expect(named.results.every((r) => r.error === 'Learner is mid-session')).toBe(true);
    // the normal sync then completes the failed user
    const bSync = await syncUserVocabulary(t.db, bId);
    expect(bSync).toMatchObject({
      syncedCards: 1,
      totalCardsAfterSync: 1,
      message: 'Synced 1 new vocabulary card to Bert B',
    });
  });
});
