import { beforeAll, expect, it } from 'vitest';
import { seedReadingText } from '../testing/learning-seed.ts';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

function api(t: TestAppContext, token: string) {
  const headers = t.auth(token);
  return {
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
  };
}

const PLANNED = '/api/study/sessions/today/planned';

/** The title of the text today's daily session plans for the learner. */
async function plannedText(t: TestAppContext, token: string): Promise<string> {
  const res = await api(t, token).post(PLANNED, { sessionType: 'MIXED' });
  expect(res.statusCode).toBe(200);
  const reading: { title: string }[] = res.json().plan.reading;
  expect(reading).toHaveLength(1);
  return reading[0]?.title ?? '';
}

describeApp('the daily session’s text (learner report D6)', (t) => {
  const ids: Record<string, number> = {};
  let firstQuestion = 0;
  beforeAll(async () => {
    const first = await seedReadingText(t.db, { title: 'Jaaniõhtu maal' }, [
      { question: 'Kus?', correct_answer: ['maal'] },
    ]);
    ids.first = first.id;
    firstQuestion = first.questionIds[0] ?? 0;
    ids.second = (await seedReadingText(t.db, { title: 'Juuksuris' })).id;
  });

  it('plans the first text for a learner who has read nothing', async () => {
    const token = await t.login('d6-fresh@example.ee');
    expect(await plannedText(t, token)).toBe('Jaaniõhtu maal');
  });

  it('does not plan a text completed in /read when another exists', async () => {
    const token = await t.login('d6-completed@example.ee');
    const done = await api(t, token).post(`/api/reading/immersion-texts/${ids.first}/progress`, {
      isCompleted: true,
      questionsAnswered: 1,
    });
    expect(done.statusCode).toBe(200);
    expect(await plannedText(t, token)).toBe('Juuksuris');
  });

  it('does not plan a text whose questions were answered in /read without finishing it', async () => {
    const token = await t.login('d6-answered@example.ee');
    const answer = await api(t, token).post(`/api/reading/questions/${firstQuestion}/response`, {
      userAnswer: 'maal',
    });
    expect(answer.statusCode).toBe(200);
    expect(await plannedText(t, token)).toBe('Juuksuris');
  });

  it('plans the least recently read text for a learner who has read them all', async () => {
    const token = await t.login('d6-all@example.ee');
    for (const id of [ids.second, ids.first]) {
      const done = await api(t, token).post(`/api/reading/immersion-texts/${id}/progress`, {
        isCompleted: true,
      });
      expect(done.statusCode).toBe(200);
    }
    expect(await plannedText(t, token)).toBe('Juuksuris');
  });
});
