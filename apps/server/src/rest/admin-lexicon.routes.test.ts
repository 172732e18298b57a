import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';
import { openApiDocument } from './openapi.ts';

// Issue 16: the admin lexicon procedures have REST twins (GET /admin/lexicon, GET/PUT /admin/lexicon/:id).

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
  const as = async (method: 'GET' | 'PUT', url: string, payload?: object, admin = true) =>
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

  it('appears in /api/openapi.json', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/admin/lexicon'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/admin/lexicon/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
  });
});
