import { beforeAll, expect, it } from 'vitest';
import { casePractice, seedGrammar, seedReadingText, seedVocabulary } from '../testing/learning-seed.ts';
import { describeApp } from '../testing/test-app.ts';

const PLANNED = '/api/study/sessions/today/planned';

interface PlanItem {
  vocabularyCard: { alternatives?: string[] };
}

// A session plan stores the daily items as they were sent. Items now carry the card's accepted alternatives (the app
// lets them be typed in full and judges them); a plan stored before has items without them, served as stored and in
// the documented shape (every integration test checks the documented responses against the strict schemas).
describeApp('a session plan’s vocabulary and the cards’ accepted alternatives', (t) => {
  beforeAll(async () => {
    const [withAlternative] = (await seedVocabulary(t.db, [{ level: 'A0' }, { level: 'A0' }])) as [
      number,
      number,
    ];
    await t.db
      .updateTable('vocabulary_cards')
      .set({ alternatives: ['ning'] })
      .where('id', '=', withAlternative)
      .execute();
    await seedGrammar(
      t.db,
      Array.from({ length: 8 }, (_, i) => ({ type: 'CASE_PRACTICE', content: casePractice(i + 1) })),
    );
    await seedReadingText(t.db, { title: 'Mari' }, [{ question: 'Kus?', correct_answer: ['Tartus'] }]);
  });

  const open = async (token: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: PLANNED,
      headers: t.auth(token),
      payload: { sessionType: 'MIXED' },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('plans every card with its alternatives, [] when it has none', async () => {
    const plan = (await open(await t.login('plan-alternatives@example.ee'))).plan;
    const lists = plan.vocabulary.map((c: PlanItem) => c.vocabularyCard.alternatives);
    expect(lists).toHaveLength(2);
    expect(lists).toEqual(expect.arrayContaining([['ning'], []]));
  });

  it('serves a plan stored before the alternatives were sent as stored', async () => {
    const token = await t.login('plan-before-alternatives@example.ee');
    const first = await open(token);
    const stored = {
      ...first.plan,
      vocabulary: first.plan.vocabulary.map((c: PlanItem) => {
        const { alternatives: _, ...card } = c.vocabularyCard;
        return { ...c, vocabularyCard: card };
      }),
    };
    await t.db
      .updateTable('study_sessions')
      .set({ plan: JSON.stringify(stored) })
      .where('id', '=', first.session.id)
      .execute();
    const again = await open(token);
    expect(again.session.id).toBe(first.session.id);
    expect(again.plan.vocabulary).toHaveLength(2);
    for (const c of again.plan.vocabulary as PlanItem[])
      expect(c.vocabularyCard).not.toHaveProperty('alternatives');
  });
});
