import { beforeAll, expect, it } from 'vitest';
import { describeApp, restAs } from '../testing/test-app.ts';

// Explore defect 9: a grammar exercise's accepted answers ("Also accepted") are refused by the vocabulary card's
// rule: an entry equal to the correct answer after the judge's normalisation ("Pimedust" for "pimedust"), listed
// twice, or without letters is a 400 naming it, and a refused update writes nothing.

const casePractice = {
  type: 'CASE_PRACTICE',
  level: 'A0',
  difficulty: 'BEGINNER',
  tags: ['test'],
  sentence: 'Ta kardab ___.',
  targetWord: 'pimedus',
  correctCase: 'PARTITIVE',
  correctAnswer: 'pimedust',
  distractors: ['pimedus', 'pimeduse', 'pimedusse'],
  explanation: 'Kartma takes the partitive.',
  translation: 'He is afraid of the dark.',
};

describeApp('admin grammar exercise accepted answers', (t) => {
  let admin = '';
  const api = restAs(t, () => admin);
  const content = async (id: number) =>
    (
      await t.db
        .selectFrom('grammar_exercises')
        .select(['content', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).content;

  beforeAll(async () => {
    admin = await t.login('grammar-alternatives@example.ee', { admin: true });
  });

  it('refuses on create an accepted answer equal to the correct answer, and creates nothing', async () => {
    const res = await api('POST', '/admin/grammar-exercises', {
      ...casePractice,
      alternatives: ['Pimedust'],
      allowDuplicate: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Also accepted: "Pimedust" is the correct answer itself; list only other answers.',
    });
  });

  it('refuses on update the same answer with a stop, a repeat and a bare stop, writing nothing', async () => {
    const created = await api('POST', '/admin/grammar-exercises', { ...casePractice, allowDuplicate: true });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().exercise.id as number;
    const { type: _type, ...form } = casePractice;
    const before = await content(id);
    for (const [alternatives, error] of [
      [['pimedust.'], 'Also accepted: "pimedust." is the correct answer itself; list only other answers.'],
      [['hämarust', 'Hämarust'], 'Also accepted: "Hämarust" is listed twice; list each answer once.'],
      [['.'], 'Also accepted: "." has no letters; write the answer itself.'],
    ] as const) {
      const res = await api('PUT', `/admin/grammar-exercises/${id}`, { ...form, alternatives });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect(await content(id)).toEqual(before);
    const ok = await api('PUT', `/admin/grammar-exercises/${id}`, { ...form, alternatives: ['hämarust'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await content(id)).toMatchObject({ alternatives: ['hämarust'] });
  });
});
