import { beforeAll, expect, it } from 'vitest';
import { describeApp, restAs } from '../testing/test-app.ts';

// Editors' defects on the grammar create form: level and difficulty are answered first (§5), tags that differ only
// in letter case are one tag (§5 "must not be duplicates", as reading-text topics), and a create answers the new
// exercise's id, which the form's "Edit exercise #n" link needs once it has reset (§4).

const casePractice = {
  type: 'CASE_PRACTICE',
  level: 'A0',
  difficulty: 'BEGINNER',
  tags: 'cases, illative, Cases , illative',
  sentence: 'Ma lähen suurde _____ (tag-case-test).',
  targetWord: 'maja',
  correctCase: 'ILLATIVE',
  correctAnswer: 'majja',
  distractors: ['majas', 'majast', 'maja'],
  explanation: 'Where to? takes the illative.',
  translation: 'I go into a big house.',
};

describeApp('admin grammar create form', (t) => {
  let admin = '';
  const api = restAs(t, () => admin);

  beforeAll(async () => {
    admin = await t.login('grammar-create-form@example.ee', { admin: true });
  });

  it('answers "Level is required", then "Difficulty is required", before the type fields', async () => {
    const empty = { type: 'CASE_PRACTICE', level: '', difficulty: '', tags: [] };
    const noLevel = await api('POST', '/admin/grammar-exercises', empty);
    expect(noLevel.statusCode).toBe(400);
    expect(noLevel.json().error).toBe('Level is required');
    const noDifficulty = await api('POST', '/admin/grammar-exercises', { ...empty, level: 'A0' });
    expect(noDifficulty.json().error).toBe('Difficulty is required');
    const noFields = await api('POST', '/admin/grammar-exercises', {
      ...empty,
      level: 'A0',
      difficulty: 'BEGINNER',
    });
    expect(noFields.json().error).toBe('All case practice fields are required');
  });

  it('stores tags that differ only in case once, the first spelling kept, on create and update', async () => {
    const created = await api('POST', '/admin/grammar-exercises', casePractice);
    expect(created.statusCode, created.body).toBe(201);
    const { id, tags } = created.json().exercise as { id: number; tags: unknown };
    expect(id).toBeGreaterThan(0);
    expect(tags).toEqual(['cases', 'illative']);
    const stored = await t.db
      .selectFrom('grammar_exercises')
      .select('tags')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored?.tags).toEqual(['cases', 'illative']);

    const updated = await api('PUT', `/admin/grammar-exercises/${id}`, {
      tags: ['Kohakäänded', 'kohakäänded', 'maja'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().exercise.tags).toEqual(['Kohakäänded', 'maja']);
  });
});
