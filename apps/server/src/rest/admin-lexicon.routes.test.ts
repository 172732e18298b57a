import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';
import { openApiDocument } from './openapi.ts';

// Issue 16: the admin lexicon procedures have REST twins (GET/POST /admin/lexicon, GET/PUT /admin/lexicon/:id).

describeApp('admin lexicon REST', (t) => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const rows = await t.db
      .insertInto('lexicon_lemmas')
      .values([
        {
          lemma: 'palk',
          word_type: 'NOUN',
          translation: 'salary',
          principal_forms: 'palk;palga;palka;palkade;palku;',
          level: 'A12',
        },
        {
          lemma: 'palk',
          word_type: 'NOUN',
          translation: 'log',
          principal_forms: 'palk;palgi;palki;palkide;palke;',
          level: 'B1',
        },
        {
          lemma: 'hea',
          word_type: 'ADJECTIVE',
          translation: 'good',
          principal_forms: 'hea;hea;head;heade;häid;',
          level: 'A0',
        },
      ])
      .returning(['id', 'translation'])
      .execute();
    for (const r of rows) ids[r.translation] = r.id;
  });
  const as = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, admin = true) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(await t.login(admin ? 'lex-admin@example.ee' : 'lex-learner@example.ee', { admin })),
      ...(payload ? { payload } : {}),
    });

  it('lists and searches the lemmas, both senses of a homonym', async () => {
    const res = await as('GET', '/admin/lexicon?search=palk');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { translation: string }) => l.translation)).toEqual(['salary', 'log']);
  });

  it('gets one row by id, 404 for none, 400 for a bad id', async () => {
    const res = await as('GET', `/admin/lexicon/${ids.log}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      lemma: 'palk',
      translation: 'log',
      principalForms: 'palk;palgi;palki;palkide;palke;',
    });
    expect((await as('GET', '/admin/lexicon/999999')).statusCode).toBe(404);
    const bad = await as('GET', '/admin/lexicon/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'id must be a positive whole number.' });
  });

  it('saves an adjective’s irregular comparative and superlative, 400 for bad forms, 403 for a learner', async () => {
    const res = await as('PUT', `/admin/lexicon/${ids.good}`, {
      principalForms: 'hea;hea;head;heade;häid;;parem;parim',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().principalForms).toBe('hea;hea;head;heade;häid;;parem;parim');
    const bad = await as('PUT', `/admin/lexicon/${ids.salary}`, {
      principalForms: 'palk;palga;palka;palkade;palku;;parem',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'principalForms: a nominal has 6 principal forms separated by ; (found 7).',
    });
    expect((await as('GET', '/admin/lexicon', undefined, false)).statusCode).toBe(403);
  });

  it('adds a word the lexicon does not have; 400 for forms that do not fit, 409 for a second row', async () => {
    const word = { lemma: 'kohvik', wordType: 'NOUN', translation: 'café', level: 'A11' };
    const created = await as('POST', '/admin/lexicon', {
      ...word,
      principalForms: 'kohvik;kohviku;kohvikut;kohvikute;kohvikuid;',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...word, explicitParadigm: false });
    // the word is in the learners' lexicon at once, inflected
    const learner = await t.login('lex-reader@example.ee');
    const table = await t.app.inject({ url: '/api/lexicon/words/kohvik', headers: t.auth(learner) });
    expect(table.statusCode).toBe(200);
    expect(table.json().paradigm).toContainEqual(
      expect.objectContaining({ form: 'kohvikus', case: 'INESSIVE', number: 'SINGULAR' }),
    );

    const again = await as('POST', '/admin/lexicon', {
      ...word,
      principalForms: 'kohvik;kohviku;kohvikut;kohvikute;kohvikuid;',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'The lexicon already has kohvik (café): edit its principal forms instead.',
    });
    const rows = await t.db.selectFrom('lexicon_lemmas').select('id').where('lemma', '=', 'kohvik').execute();
    expect(rows).toHaveLength(1);

    const wrongFirst = await as('POST', '/admin/lexicon', {
      ...word,
      translation: 'coffee house',
      principalForms: 'kohv;kohvi;kohvi;kohvide;kohve;',
    });
    expect(wrongFirst.statusCode).toBe(400);
    expect(wrongFirst.json()).toEqual({
      error: 'principalForms: the first form must be the lemma "kohvik".',
    });
    const adverb = await as('POST', '/admin/lexicon', {
      ...word,
      wordType: 'ADVERB',
      principalForms: 'kohvik',
    });
    expect(adverb.statusCode).toBe(400);
    expect(adverb.json().error).toMatch(/^wordType must be one of NOUN, ADJECTIVE, NUMERAL, PRONOUN, VERB/);
    const noForms = await as('POST', '/admin/lexicon', { ...word, translation: 'bar', principalForms: ' ' });
    expect(noForms.json()).toEqual({ error: 'principalForms is required.' });
    expect((await as('POST', '/admin/lexicon', { ...word, translation: 'x' }, false)).statusCode).toBe(403);
    expect(
      await t.db.selectFrom('lexicon_lemmas').select('id').where('lemma', '=', 'kohvik').execute(),
    ).toHaveLength(1);
  });

  it('appears in /api/openapi.json', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/admin/lexicon'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/lexicon/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
  });
});
