import { expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// Issue #20 "Search that finds": ranking by headword, diacritic-insensitive matching, grammar by a word's English
// translation — on PGlite and on Postgres (describeApp runs both).

describeApp('admin search', (t) => {
  const api = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(await t.login('boss@example.ee', { admin: true })),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const card = async (word: string, form: string, translation: string, practiceContext: string) => {
    const res = await api('POST', '/admin/vocabulary-cards', {
      word,
      form,
      translation,
      wordType: 'NOUN',
      level: 'A0',
      practiceContext,
      practiceContextTranslation: 'A sentence.',
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const words = async (search: string) => {
    const res = await api('GET', `/admin/vocabulary-cards?search=${encodeURIComponent(search)}`);
    expect(res.statusCode).toBe(200);
    return (res.json().vocabularyCards as { word: string; form: string }[]).map((c) => `${c.word}/${c.form}`);
  };

  it('lists the exact headword first, then headwords starting with it, then cards that merely contain it', async () => {
    await card('maja', 'maja', 'house', 'See on ___.');
    await card('maja', 'majas', 'house', 'Ma olen ___.');
    await card('majakas', 'majakas', 'lighthouse', 'Seal on ___.');
    // created last, so newest first would put them on top
    await card('suur', 'suures', 'big', 'Me elame ___ majas.');
    await card('punane', 'punane', 'red', 'Meie maja on ___.');
    expect(await words('maja')).toEqual([
      'maja/majas',
      'maja/maja',
      'majakas/majakas',
      'punane/punane',
      'suur/suures',
    ]);
    expect(await words('MAJA')).toEqual(await words('maja'));
  });

  it('ignores Estonian diacritics both ways: oun finds õun, õun finds oun', async () => {
    await card('õun', 'õuna', 'apple', 'Ma söön ___.');
    await card('Öö', 'öö', 'night', 'Head ___.');
    expect(await words('oun')).toEqual(['õun/õuna']);
    expect(await words('õun')).toEqual(['õun/õuna']);
    expect(await words('OO')).toContain('Öö/öö');
    expect(await words('soon')).toEqual(['õun/õuna']); // "söön" in the practice context
    expect(await words('100%_')).toEqual([]);
  });

  it('finds grammar exercises by a word’s English translation and without diacritics', async () => {
    await card('laulma', 'laulab', 'to sing', 'Ta ___ hästi.');
    const verb = await api('POST', '/admin/grammar-exercises', {
      type: 'VERB_CONJUGATION',
      level: 'A0',
      difficulty: 'BEGINNER',
      verb: 'laulma',
      subject: 'tema',
      targetForm: 'PRESENT',
      verbCorrectAnswer: 'laulab',
      context: 'Ta _____ kooris.',
    });
    expect(verb.statusCode, verb.body).toBe(201);
    const kase = await api('POST', '/admin/grammar-exercises', {
      type: 'CASE_PRACTICE',
      level: 'A0',
      difficulty: 'BEGINNER',
      tags: [],
      sentence: 'Ma söön _____.',
      targetWord: 'õun',
      correctCase: 'PARTITIVE',
      correctAnswer: 'õuna',
      distractors: ['õun', 'õunas', 'õunu'],
      explanation: 'Eating takes the partitive.',
      translation: 'I am eating.',
    });
    expect(kase.statusCode, kase.body).toBe(201);
    const found = async (search: string) =>
      (
        (await api('GET', `/admin/grammar-exercises?search=${encodeURIComponent(search)}`)).json()
          .exercises as {
          id: number;
        }[]
      ).map((e) => e.id);
    expect(await found('sing')).toEqual([verb.json().exercise.id]);
    expect(await found('apple')).toEqual([kase.json().exercise.id]);
    expect(await found('ouna')).toEqual([kase.json().exercise.id]);
  });
});
