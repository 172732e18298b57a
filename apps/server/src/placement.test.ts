import { expect, it } from 'vitest';
import { describeApp, type TestAppContext } from './testing/test-app.ts';

const LEVELS = ['A0', 'A11', 'A12', 'A21', 'A22', 'B1'];

/** Per level: 12 nouns in their dictionary form (prompt → translation) and 8 case-practice items (sentence → answer). */
async function seedPlacementContent(t: TestAppContext): Promise<Map<string, string>> {
  const key = new Map<string, string>();
  for (const level of LEVELS) {
    const cards = Array.from({ length: 12 }, (_, i) => ({
      word: `sõna${level}x${i}`,
      form: `sõna${level}x${i}`,
      translation: `meaning ${level} ${i}`,
      word_type: 'NOUN',
      level,
      practice_context: 'See on ___.',
      practice_context_translation: 'This is it.',
      review_status: 'VALID',
    }));
    await t.db.insertInto('vocabulary_cards').values(cards).execute();
    for (const c of cards) key.set(c.word, c.translation);
    const exercises = Array.from({ length: 8 }, (_, i) => ({
      type: 'CASE_PRACTICE',
      level,
      tags: JSON.stringify(['placement']),
      content: JSON.stringify({
        sentence: `Lause ${level} ${i} _____.`,
        target_word: 'maja',
        correct_case: 'INESSIVE',
        case_correct_answer: 'majas',
        case_distractors: ['majja', 'majast', 'maja'],
        case_translation: `Sentence ${i}.`,
      }),
    }));
    await t.db.insertInto('grammar_exercises').values(exercises).execute();
    for (const e of exercises) key.set(JSON.parse(e.content).sentence, 'majas');
  }
  return key;
}

describeApp('placement test over tRPC (issue 21)', (t) => {
  const call = async (token: string, path: string, input?: unknown) => {
    const res = await t.app.inject({
      method: input === undefined && path.endsWith('latest') ? 'GET' : 'POST',
      url: `/trpc/${path}`,
      headers: t.auth(token),
      ...(path.endsWith('latest') ? {} : { payload: input ?? {} }),
    });
    return { status: res.statusCode, body: res.json() };
  };

  // the content is seeded once for the suite, by whichever test needs it first
  let content: Promise<Map<string, string>> | undefined;
  const placementContent = () => {
    content ??= seedPlacementContent(t);
    return content;
  };

  /** Takes the test as a learner who knows A0–A1.2 and nothing above; the words they recognised, and the end state. */
  const takeTest = async (token: string): Promise<{ state: any; knownWords: Set<string> }> => {
    const key = await placementContent();
    let state = (await call(token, 'placement.start')).body.result.data;
    const knownWords = new Set<string>();
    while (state.item) {
      const right = key.get(state.item.prompt)!;
      const knows = ['A0', 'A11', 'A12'].includes(state.item.level);
      const choice = knows ? right : state.item.options.find((o: string) => o !== right);
      if (knows && state.item.skill === 'vocabulary') knownWords.add(state.item.prompt);
      const res = await call(token, 'placement.answer', { runId: state.runId, choice });
      expect(res.status).toBe(200);
      expect(res.body.result.data.correct).toBe(knows);
      state = res.body.result.data;
    }
    return { state, knownWords };
  };

  it('lands a learner who knows A1 but not A2 on A1.2, sets it when accepted and marks the words they knew', async () => {
    await placementContent();
    const token = await t.login('placement@example.ee');
    expect((await call(token, 'placement.latest')).body.result.data).toBeNull();
    const first = (await call(token, 'placement.start')).body.result.data;
    expect(first.item.options).toHaveLength(4);
    expect(JSON.stringify(first.item)).not.toContain('"answer"');
    const { state, knownWords } = await takeTest(token);
    expect(state.position).toBeLessThanOrEqual(state.maxItems);
    expect(state.result.recommendedLevel).toBe('A12');
    expect(state.result.recommendedLevelName).toBe('A1.2');
    expect(state.result.toWorkOn.length + state.result.strengths.length).toBeGreaterThan(0);

    const again = await call(token, 'placement.answer', { runId: state.runId, choice: 'x' });
    expect(again.status).toBe(400);

    const accepted = (await call(token, 'placement.accept', { runId: state.runId })).body.result.data;
    expect(accepted.user.current_level).toBe('A12');
    expect(accepted.knownWords).toBe(knownWords.size);
    const seeded = await t.db
      .selectFrom('user_vocabulary_cards as u')
      .innerJoin('vocabulary_cards as v', 'v.id', 'u.vocabulary_card_id')
      .innerJoin('users', 'users.id', 'u.user_id')
      .select(['v.word', 'u.review_count', 'u.successful_reviews'])
      .where('users.email', '=', 'placement@example.ee')
      .where('u.review_count', '>', 0)
      .execute();
    expect(new Set(seeded.map((s) => s.word))).toEqual(knownWords);
    expect(seeded.every((s) => s.review_count === 1 && s.successful_reviews === 1)).toBe(true);
    // accepting twice records nothing twice
    const twice = (await call(token, 'placement.accept', { runId: state.runId })).body.result.data;
    expect(twice.knownWords).toBe(0);
  });

  it('does not count the words recognised in the test against the day’s new words; words met in study count', async () => {
    const email = 'placement-quota@example.ee';
    const token = await t.login(email);
    const { state, knownWords } = await takeTest(token);
    expect(knownWords.size).toBeGreaterThan(0);
    const accepted = (await call(token, 'placement.accept', { runId: state.runId })).body.result.data;
    expect(accepted.knownWords).toBe(knownWords.size);

    // the recognised words are reviewed (known), but not introduced today
    const placed = await t.db
      .selectFrom('user_vocabulary_cards as u')
      .innerJoin('users', 'users.id', 'u.user_id')
      .select(['u.introduced_on', 'u.introduced_at'])
      .where('users.email', '=', email)
      .where('u.review_count', '>', 0)
      .execute();
    expect(placed).toHaveLength(knownWords.size);
    expect(placed.every((c) => c.introduced_on === null && c.introduced_at === null)).toBe(true);

    const session = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/vocabulary/daily-session',
        headers: t.auth(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    // a learner with 10 new words a day gets all 10 in the first session after the test
    const first = await session();
    expect(first.newWordsToday).toEqual({ quota: 10, introduced: 0, remaining: 10 });
    expect(first.newWords).toHaveLength(10);

    // a word really met in study today still uses up the allowance
    const studied = await t.app.inject({
      method: 'POST',
      url: '/api/vocabulary/review-result',
      headers: t.auth(token),
      payload: { cardId: first.newWords[0].userVocabularyCardId, result: 'pass', responseTime: 1500 },
    });
    expect(studied.statusCode).toBe(200);
    const after = await session();
    expect(after.newWordsToday).toEqual({ quota: 10, introduced: 1, remaining: 9 });
    expect(after.newWords).toHaveLength(9);
  });

  it('refuses an option that was not offered, another learner’s run and an unfinished accept', async () => {
    const token = await t.login('placement2@example.ee');
    const state = (await call(token, 'placement.start')).body.result.data;
    const bad = await call(token, 'placement.answer', { runId: state.runId, choice: 'not an option' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Choose one of the options shown.');
    expect((await call(token, 'placement.accept', { runId: state.runId })).status).toBe(400);
    const other = await t.login('placement3@example.ee');
    const stolen = await call(other, 'placement.answer', {
      runId: state.runId,
      choice: state.item.options[0],
    });
    expect(stolen.status).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/trpc/placement.start', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
