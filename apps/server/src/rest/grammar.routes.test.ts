import { beforeAll, expect, it } from 'vitest';
import { casePractice, seedGrammar } from '../testing/learning-seed.ts';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

const get = (t: TestAppContext, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? t.auth(token) : {} });

describeApp('grammar API', (t) => {
  beforeAll(async () => {
    await seedGrammar(t.db, [
      ...Array.from({ length: 6 }, (_, i) => ({
        type: 'CASE_PRACTICE',
        level: 'A0',
        content: casePractice(i),
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        type: 'CASE_PRACTICE',
        level: 'A11',
        content: casePractice(10 + i),
      })),
      ...Array.from({ length: 4 }, (_, i) => ({
        type: 'CASE_PRACTICE',
        level: 'B1',
        content: casePractice(20 + i),
      })),
      // lists stored as JSON strings and comma strings must come out as lists
      {
        type: 'SENTENCE_CONSTRUCTION',
        level: 'A0',
        content: {
          words: '["Ma","lähen","koju"]',
          correct_orders: '[[0,1,2]]',
          sentence_translation: 'I go home.',
        },
      },
      {
        type: 'VERB_CONJUGATION',
        level: 'A0',
        content: {
          verb: 'lugema',
          subject: 'mina',
          target_form: 'PRESENT',
          verb_correct_answer: 'loen',
          context: 'Ma ___ raamatut.',
        },
      },
      {
        type: 'ERROR_CORRECTION',
        level: 'A0',
        content: {
          incorrect_sentence: 'Ma lähen kool.',
          correct_sentence: 'Ma lähen kooli.',
          translation: 'I go to school.',
          errors: '[{"position":2,"type":"case_error","correction":"kooli"}]',
        },
      },
      {
        type: 'TRANSLATION',
        level: 'A0',
        content: { source_text: 'Hello', target_text: 'Tere', hints: 'greeting' },
      },
    ]);
  });

  it('gives 5 exercises by default, near the learner’s level', async () => {
    const token = await t.login('grammar@example.ee');
    const res = await get(t, '/api/grammar-exercises/random', token);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(5);
    for (const ex of list) expect(['A0', 'A11']).toContain(ex.level);
    expect(new Set(list.map((e: { id: number }) => e.id)).size).toBe(5);
  });

  it('tops up from other levels when the near ones run short, never repeating', async () => {
    const token = await t.login('grammar-many@example.ee');
    const list = (await get(t, '/api/grammar-exercises/random?count=17', token)).json();
    expect(list).toHaveLength(17);
    expect(new Set(list.map((e: { id: number }) => e.id)).size).toBe(17);
    // the 13 near-level exercises (A0 + A11) come before the B1 ones
    expect(list.slice(0, 13).every((e: { level: string }) => e.level !== 'B1')).toBe(true);
  });

  it('sends each type with its own fields and lists as lists', async () => {
    const token = await t.login('grammar-shape@example.ee');
    const list = (await get(t, '/api/grammar-exercises/random?count=50', token)).json();
    const byType = (type: string) => list.find((e: { type: string }) => e.type === type);
    expect(byType('CASE_PRACTICE')).toMatchObject({
      id: expect.any(Number),
      level: expect.any(String),
      difficulty: 'BEGINNER',
      tags: ['test'],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      target_word: 'maja',
      correct_case: 'INESSIVE',
      case_correct_answer: 'majas',
      case_distractors: ['majja', 'majast', 'maja'],
      options: ['maja', 'majas', 'majast', 'majja'],
    });
    expect(byType('SENTENCE_CONSTRUCTION')).toMatchObject({
      words: ['Ma', 'lähen', 'koju'],
      correct_orders: [[0, 1, 2]],
      sentence_translation: 'I go home.',
    });
    expect(byType('VERB_CONJUGATION')).toMatchObject({
      verb: 'lugema',
      verb_correct_answer: 'loen',
      target_form: 'PRESENT',
    });
    expect(byType('ERROR_CORRECTION')).toMatchObject({
      errors: [{ position: 2, type: 'case_error', correction: 'kooli' }],
    });
    expect(byType('TRANSLATION')).toMatchObject({
      source_text: 'Hello',
      target_text: 'Tere',
      hints: ['greeting'],
    });
  });

  it('works without a token (the app sends one only if it has it)', async () => {
    const res = await get(t, '/api/grammar-exercises/random?count=8');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(8);
  });

  it.each(['0', '51', 'abc', '2.5', '-1', ''])('answers 400 for count=%s', async (count) => {
    const res = await get(t, `/api/grammar-exercises/random?count=${count}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'count must be a whole number from 1 to 50.' });
  });
});
