import { beforeAll, expect, it } from 'vitest';
import { seedVocabulary, userCardIds, userIdOf } from '../testing/learning-seed.ts';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

// A learner's answer equal to one of the card's accepted alternatives (`kuri` for `tige`) is right wherever the server
// judges it: the check, the answer recorded in a daily session, and the stand-alone review.

function api(t: TestAppContext, token: string) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(token) }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: t.auth(token), payload: payload as object }),
  };
}

describeApp('a vocabulary card’s accepted alternatives, for the learner', (t) => {
  let token = '';
  let cardId = 0;
  let vocabularyCardId = 0;

  beforeAll(async () => {
    [vocabularyCardId] = (await seedVocabulary(t.db, [
      {
        word: 'tige',
        form: 'tige',
        translation: 'vicious',
        word_type: 'ADJECTIVE',
        practice_context: 'Naabri koer on väga ___.',
        frequency_rank: 1,
      },
    ])) as [number];
    await t.db
      .updateTable('vocabulary_cards')
      .set({ alternatives: ['kuri'] })
      .where('id', '=', vocabularyCardId)
      .execute();
    token = await t.login('alternatives-learner@example.ee');
    const session = await api(t, token).get('/api/vocabulary/daily-session');
    expect(session.statusCode).toBe(200);
    // the session sends the alternatives with the card: the app lets them be typed in full and judges them itself
    expect(session.json().newWords[0].vocabularyCard.alternatives).toEqual(['kuri']);
    [cardId] = (await userCardIds(t.db, await userIdOf(t.db, 'alternatives-learner@example.ee'))) as [number];
  });

  it('checks an alternative as correct, with the card’s own word first among the accepted answers', async () => {
    const res = await api(t, token).post('/api/vocabulary/check', {
      userVocabularyCardId: cardId,
      answer: 'Kuri',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verdict: 'correct', matched: 'kuri', accepted: ['tige', 'kuri'] });
    const typo = await api(t, token).post('/api/vocabulary/check', {
      userVocabularyCardId: cardId,
      answer: 'kurri',
    });
    expect(typo.json()).toMatchObject({ verdict: 'almost', expected: 'kuri' });
    const other = await api(t, token).post('/api/vocabulary/check', {
      userVocabularyCardId: cardId,
      answer: 'hea',
    });
    expect(other.json()).toMatchObject({ verdict: 'wrong', expected: 'tige' });
  });

  it('records a daily-session answer equal to an alternative as correct, whatever the app said', async () => {
    const res = await api(t, token).post('/api/study/exercise-attempts', {
      activityType: 'vocabulary',
      activityId: cardId,
      userAnswer: 'kuri',
      isCorrect: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ isCorrect: true, verdict: 'correct' });
  });

  it('records a stand-alone review typed as an alternative as a pass (FSRS Good)', async () => {
    const res = await api(t, token).post('/api/vocabulary/review-result', {
      cardId,
      result: 'fail',
      answer: 'kuri',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: 'pass' });
    const log = await t.db
      .selectFrom('review_logs')
      .select(['rating', 'result'])
      .where('user_vocabulary_card_id', '=', cardId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ rating: 3, result: 'pass' });
  });

  it('accepts the alternative on a card withdrawn since (read from the database, not the catalogue)', async () => {
    const setStatus = (review_status: string) =>
      t.db
        .updateTable('vocabulary_cards')
        .set({ review_status })
        .where('id', '=', vocabularyCardId)
        .execute();
    await setStatus('NEEDS_ATTENTION');
    try {
      const res = await api(t, token).post('/api/vocabulary/check', {
        userVocabularyCardId: cardId,
        answer: 'kuri',
      });
      expect(res.json()).toMatchObject({ verdict: 'correct', matched: 'kuri' });
    } finally {
      await setStatus('VALID');
    }
  });
});
