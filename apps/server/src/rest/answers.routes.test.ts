import { beforeAll, expect, it } from 'vitest';
import { seedGrammar, seedVocabulary, userCardIds, userIdOf } from '../testing/learning-seed.ts';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

function api(t: TestAppContext, token?: string) {
  const headers = token ? t.auth(token) : {};
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
  };
}

describeApp('answer checks, judged attempts and weak spots (issue 17)', (t) => {
  let orderId = 0;
  let translationId = 0;
  let cardId = 0;
  let token = '';

  beforeAll(async () => {
    [orderId, translationId] = (await seedGrammar(t.db, [
      {
        type: 'SENTENCE_CONSTRUCTION',
        content: {
          words: ['kohvi', 'ma', 'hommikul', 'joon'],
          correct_orders: [
            ['Hommikul', 'joon', 'ma', 'kohvi'],
            ['Hommikul', 'ma', 'joon', 'kohvi'],
          ],
        },
      },
      {
        type: 'TRANSLATION',
        content: {
          source_text: 'I am at school.',
          target_text: 'Ma olen koolis.',
          alternatives: ['Olen koolis.'],
        },
      },
    ])) as [number, number];
    await seedVocabulary(t.db, [{ word: 'sõber', form: 'sõber', translation: 'friend', frequency_rank: 1 }]);
    token = await t.login('judge@example.ee');
    expect((await api(t, token).get('/api/vocabulary/daily-session')).statusCode).toBe(200);
    [cardId] = (await userCardIds(t.db, await userIdOf(t.db, 'judge@example.ee'))) as [number];
  });

  it('checks a grammar answer without recording it: a second accepted order is correct', async () => {
    const res = await api(t).post(`/api/grammar-exercises/${orderId}/check`, {
      answer: ['hommikul', 'ma', 'joon', 'kohvi'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verdict: 'correct', matched: 'Hommikul ma joon kohvi' });
    const wrongOrder = await api(t).post(`/api/grammar-exercises/${orderId}/check`, {
      answer: 'kohvi ma joon hommikul',
    });
    expect(wrongOrder.json()).toMatchObject({ verdict: 'wrong', diagnosis: { kind: 'word-order' } });
    const count = await t.db
      .selectFrom('exercise_attempts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('accepts an alternative translation', async () => {
    const res = await api(t).post(`/api/grammar-exercises/${translationId}/check`, { answer: 'olen koolis' });
    expect(res.json()).toMatchObject({ verdict: 'correct', matched: 'Olen koolis.' });
  });

  it('answers 400 for a bad check body and 404 for an unknown exercise or card', async () => {
    const bad = await api(t).post(`/api/grammar-exercises/${orderId}/check`, { answer: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'answer must be text or a list of words.' });
    expect((await api(t).post('/api/grammar-exercises/999999/check', { answer: 'x' })).statusCode).toBe(404);
    const card = await api(t, token).post('/api/vocabulary/check', {
      userVocabularyCardId: 999999,
      answer: 'x',
    });
    expect(card.statusCode).toBe(404);
    expect(
      (await api(t).post('/api/vocabulary/check', { userVocabularyCardId: cardId, answer: 'x' })).statusCode,
    ).toBe(401);
  });

  it('calls `sober` for `sõber` almost on the learner card', async () => {
    const res = await api(t, token).post('/api/vocabulary/check', {
      userVocabularyCardId: cardId,
      answer: 'sober',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verdict: 'almost',
      expected: 'sõber',
      diagnosis: { kind: 'near-miss' },
    });
  });

  it("records the server's own verdict with an attempt, never the app's", async () => {
    const post = (body: Record<string, unknown>) => api(t, token).post('/api/study/exercise-attempts', body);
    const lie = await post({
      activityType: 'vocabulary',
      activityId: cardId,
      userAnswer: 'maja',
      isCorrect: true,
    });
    expect(lie.statusCode).toBe(201);
    expect(lie.json()).toMatchObject({ isCorrect: false, verdict: 'wrong', correctAnswer: 'sõber' });
    const near = await post({
      activityType: 'vocabulary',
      activityId: cardId,
      userAnswer: 'sober',
      isCorrect: false,
    });
    expect(near.json()).toMatchObject({ isCorrect: true, verdict: 'almost' });
    const order = await post({
      activityType: 'exercise',
      activityId: orderId,
      userAnswer: 'Hommikul ma joon kohvi',
      isCorrect: false,
    });
    expect(order.json()).toMatchObject({ isCorrect: true, verdict: 'correct' });
  });

  it('records an almost-pass with FSRS rating Hard; result stays pass', async () => {
    const res = await api(t, token).post('/api/vocabulary/review-result', {
      cardId,
      result: 'pass',
      grade: 'almost',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'pass' });
    const log = await t.db
      .selectFrom('review_logs')
      .select(['rating', 'result'])
      .where('user_vocabulary_card_id', '=', cardId)
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ rating: 2, result: 'pass' });
    const bad = await api(t, token).post('/api/vocabulary/review-result', {
      cardId,
      result: 'fail',
      grade: 'almost',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'grade "almost" goes with result "pass".' });
  });

  it('with the typed answer, the review records the server verdict, not the result the app sent', async () => {
    const logs = () =>
      t.db
        .selectFrom('review_logs')
        .select(['rating', 'result'])
        .where('user_vocabulary_card_id', '=', cardId)
        .orderBy('id')
        .execute();
    const before = (await logs()).length;
    // the app showed a pass, but the answer is another word: the server records a fail (FSRS Again)
    const lie = await api(t, token).post('/api/vocabulary/review-result', {
      cardId,
      result: 'pass',
      answer: 'maja',
    });
    expect(lie.statusCode).toBe(200);
    expect(lie.json()).toMatchObject({ result: 'fail' });
    // a near miss the app sent without a grade is still graded Hard; a correct answer sent as a fail is Good
    const near = await api(t, token).post('/api/vocabulary/review-result', {
      cardId,
      result: 'pass',
      answer: 'sober',
    });
    expect(near.json()).toMatchObject({ result: 'pass' });
    const right = await api(t, token).post('/api/vocabulary/review-result', {
      cardId,
      result: 'fail',
      answer: 'Sõber',
    });
    expect(right.json()).toMatchObject({ result: 'pass' });
    expect((await logs()).slice(before)).toEqual([
      { rating: 1, result: 'fail' },
      { rating: 2, result: 'pass' },
      { rating: 3, result: 'pass' },
    ]);
  });

  it('judges a typed answer to a card withdrawn since the learner got it against that card', async () => {
    // the judge takes a VALID card's texts from the catalogue in memory: a withdrawn card is not there
    const { vocabulary_card_id } = await t.db
      .selectFrom('user_vocabulary_cards')
      .select('vocabulary_card_id')
      .where('id', '=', cardId)
      .executeTakeFirstOrThrow();
    const setStatus = (review_status: string) =>
      t.db
        .updateTable('vocabulary_cards')
        .set({ review_status })
        .where('id', '=', vocabulary_card_id)
        .execute();
    await setStatus('NEEDS_ATTENTION');
    try {
      const wrong = await api(t, token).post('/api/vocabulary/review-result', {
        cardId,
        result: 'pass',
        answer: 'maja',
      });
      expect(wrong.json()).toMatchObject({ result: 'fail' });
      const near = await api(t, token).post('/api/vocabulary/check', {
        userVocabularyCardId: cardId,
        answer: 'sober',
      });
      expect(near.json()).toMatchObject({ verdict: 'almost', expected: 'sõber' });
    } finally {
      await setStatus('VALID');
    }
  });

  it('adds up the confusions of the latest judged answers, most frequent first, with the cards to practise', async () => {
    const userId = await userIdOf(t.db, 'judge@example.ee');
    const attempt = (confusion: string | null) => ({
      user_id: userId,
      activity_type: 'vocabulary',
      activity_id: String(cardId),
      is_correct: confusion === null,
      verdict: confusion === null ? ('correct' as const) : ('wrong' as const),
      confusion,
    });
    await t.db
      .insertInto('exercise_attempts')
      .values([
        ...Array.from({ length: 3 }, () => attempt('inessive ↔ illative')),
        attempt('present ↔ past'),
        attempt('inessive ↔ genitive'),
        attempt('inessive ↔ genitive'),
        attempt('singular ↔ plural'),
      ])
      .execute();
    const res = await api(t, token).get('/api/study/weak-spots');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.judged).toBe(10);
    expect(body.spots.map((s: { confusion: string; count: number }) => [s.confusion, s.count])).toEqual([
      ['inessive ↔ illative', 3],
      ['inessive ↔ genitive', 2],
      ['present ↔ past', 1],
    ]);
    expect(body.spots[0].cards[0]).toMatchObject({ userVocabularyCardId: cardId, form: 'sõber' });
    expect(body.spots.map((s: { grammarAnswers: number }) => s.grammarAnswers)).toEqual([0, 0, 0]);
  });

  // the learner's round 2: three spots, one of them from their words, two from grammar exercises only
  it('says how many of a weak spot’s answers came from grammar exercises, which have no card to practise', async () => {
    const email = 'weak-grammar@example.ee';
    const learner = await t.login(email);
    expect((await api(t, learner).get('/api/vocabulary/daily-session')).statusCode).toBe(200);
    const userId = await userIdOf(t.db, email);
    const [own] = (await userCardIds(t.db, userId)) as [number];
    const attempt = (activity: 'vocabulary' | 'exercise', confusion: string) => ({
      user_id: userId,
      activity_type: activity,
      activity_id: String(activity === 'vocabulary' ? own : orderId),
      is_correct: false,
      verdict: 'wrong' as const,
      confusion,
    });
    await t.db
      .insertInto('exercise_attempts')
      .values([
        attempt('vocabulary', '1st person singular ↔ 2nd person singular'),
        attempt('exercise', '1st person singular ↔ 2nd person singular'),
        attempt('vocabulary', '1st person singular ↔ 2nd person singular'),
        attempt('exercise', '3rd person plural ↔ 1st person plural'),
        attempt('exercise', '3rd person plural ↔ 1st person plural'),
        attempt('exercise', 'nominative ↔ genitive'),
      ])
      .execute();
    const body = (await api(t, learner).get('/api/study/weak-spots')).json();
    expect(
      body.spots.map((s: { confusion: string; count: number; grammarAnswers: number; cards: unknown[] }) => [
        s.confusion,
        s.count,
        s.grammarAnswers,
        s.cards.length,
      ]),
    ).toEqual([
      ['1st person singular ↔ 2nd person singular', 3, 1, 1],
      ['3rd person plural ↔ 1st person plural', 2, 2, 0],
      ['nominative ↔ genitive', 1, 1, 0],
    ]);
  });
});

// the learner's exploratory test of the explanations: the server judges with the lexicon and the item's tags
describeApp('the judge’s explanations with the lexicon and the item’s tags', (t) => {
  let areId = 0;
  let speaksId = 0;
  let gratefulId = 0;
  let token = '';

  beforeAll(async () => {
    await t.db
      .insertInto('lexicon_lemmas')
      .values(
        [
          ['olema', 'VERB', 'to be', 'olema;olla;olen;oli;olnud;oldud;ollakse'],
          [
            'rääkima',
            'VERB',
            'to speak, to talk',
            'rääkima;rääkida;räägin;rääkis;rääkinud;räägitud;räägitakse',
          ],
          ['isa', 'NOUN', 'father, dad', 'isa;isa;isa;isade;isasid;'],
        ].map(([lemma, word_type, translation, principal_forms]) => ({
          lemma: lemma!,
          word_type: word_type!,
          translation: translation!,
          principal_forms: principal_forms!,
          level: 'A0',
        })),
      )
      .execute();
    [areId, speaksId, gratefulId] = (await seedGrammar(t.db, [
      {
        type: 'VERB_CONJUGATION',
        tags: ['present', 'nemad'],
        content: {
          verb: 'olema',
          verb_translation: 'to be',
          subject: 'nemad',
          target_form: 'PRESENT',
          verb_correct_answer: 'on',
          context: 'Nad _____ täna tööl.',
        },
      },
      {
        type: 'VERB_CONJUGATION',
        tags: ['present', 'tema'],
        content: {
          verb: 'rääkima',
          verb_translation: 'to speak',
          subject: 'tema',
          target_form: 'PRESENT',
          verb_correct_answer: 'räägib',
          context: 'Ta _____ kodus iga päev eesti keelt.',
        },
      },
      {
        // only the tag says that a verb governs the case here (no verb of the sentence is one the judge knows)
        type: 'CASE_PRACTICE',
        tags: ['rection', 'allative', 'singular'],
        content: {
          sentence: 'Ta on _____ väga tänulik.',
          target_word: 'isa',
          correct_case: 'ALLATIVE',
          case_correct_answer: 'isale',
          case_distractors: ['isa', 'isast', 'isal'],
        },
      },
    ])) as [number, number, number];
    token = await t.login('explanations@example.ee');
  });

  it('records `oleme` for nemad with the 3rd person plural named and stored as the confusion', async () => {
    const res = await api(t, token).post('/api/study/exercise-attempts', {
      activityType: 'exercise',
      activityId: areId,
      userAnswer: 'oleme',
      isCorrect: false,
    });
    expect(res.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom('exercise_attempts')
      .select(['diagnosis', 'confusion', 'is_correct'])
      .where('activity_id', '=', String(areId))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      is_correct: false,
      diagnosis:
        '`oleme` is the present, 1st person plural of olema. Here you need the present, 3rd person plural, `on`.',
      confusion: '3rd person plural ↔ 1st person plural',
    });
  });

  it('records `rääkib` for `räägib` as wrong, naming the consonant change', async () => {
    const res = await api(t, token).post('/api/study/exercise-attempts', {
      activityType: 'exercise',
      activityId: speaksId,
      userAnswer: 'rääkib',
      isCorrect: true,
    });
    expect(res.json()).toMatchObject({ isCorrect: false, verdict: 'wrong' });
    const check = await api(t).post(`/api/grammar-exercises/${speaksId}/check`, { answer: 'rääkib' });
    expect(check.json()).toMatchObject({
      verdict: 'wrong',
      diagnosis: { message: 'Mind the consonant change: rääkima → `räägib` (the k weakens to g).' },
    });
    const typo = await api(t).post(`/api/grammar-exercises/${speaksId}/check`, { answer: 'rääqib' });
    expect(typo.json()).toMatchObject({ verdict: 'almost' });
  });

  it('reads the item’s tags: no "onto the father" on an item tagged rection', async () => {
    const res = await api(t).post(`/api/grammar-exercises/${gratefulId}/check`, { answer: 'isal' });
    expect(res.json()).toMatchObject({
      verdict: 'wrong',
      diagnosis: { message: '`isal` is the adessive of isa. Here you need the allative, `isale`.' },
    });
  });
});
