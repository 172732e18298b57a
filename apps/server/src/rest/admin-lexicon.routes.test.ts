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
    expect(res.json().lemmas.map((l: { translation: string }) => l.translation)).toEqual(['salary', 'log']);
    expect(res.json().pagination).toEqual({ page: 1, limit: 50, total: 2, totalPages: 1 });
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
      error: 'A nominal has 6 principal forms separated by ; (found 7).',
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
    expect(created.json()).toMatchObject({ ...word, explicitParadigm: false, paradigm: null });
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
      error: 'The first form must be the lemma "kohvik".',
    });
    const adverb = await as('POST', '/admin/lexicon', {
      ...word,
      wordType: 'ADVERB',
      principalForms: 'kohvik',
    });
    expect(adverb.statusCode).toBe(400);
    expect(adverb.json().error).toMatch(/^Word type must be one of Noun, Adjective, Numeral, Pronoun, Verb/);
    const noForms = await as('POST', '/admin/lexicon', { ...word, translation: 'bar', principalForms: ' ' });
    expect(noForms.json()).toEqual({ error: 'Principal forms are required.' });
    const badLevel = await as('POST', '/admin/lexicon', { ...word, translation: 'bar', level: 'A3' });
    expect(badLevel.json()).toEqual({
      error: 'Level must be one of A0, A1.1, A1.2, A2.1, A2.2, B1, B2, C1, C2.',
    });
    // the level as the selects spell it, and "-" for no short illative (saved as the empty slot)
    const dotted = await as('POST', '/admin/lexicon', {
      ...word,
      lemma: 'koer',
      translation: 'dog',
      level: 'A1.1',
      principalForms: 'koer;koera;koera;koerte;koeri;-',
    });
    expect(dotted.statusCode, dotted.body).toBe(201);
    expect(dotted.json()).toMatchObject({ level: 'A11', principalForms: 'koer;koera;koera;koerte;koeri;' });
    expect((await as('POST', '/admin/lexicon', { ...word, translation: 'x' }, false)).statusCode).toBe(403);
    expect(
      await t.db.selectFrom('lexicon_lemmas').select('id').where('lemma', '=', 'kohvik').execute(),
    ).toHaveLength(1);
  });

  type Page = {
    lemmas: { lemma: string; translation: string }[];
    pagination: { page: number; limit: number; total: number; totalPages: number };
  };
  const page = async (query: string) => {
    const res = await as('GET', `/admin/lexicon?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const noun = (lemma: string, translation: string) => ({
    lemma,
    word_type: 'NOUN',
    translation,
    principal_forms: `${lemma};${lemma};${lemma};${lemma};${lemma};`,
    level: 'A0',
  });

  it('pages past the first 50 lemmas with the total, as the other admin lists', async () => {
    // 120 lemmas, inserted out of order: sõna000 … sõna119 ("page-test" in their gloss)
    const n = 120;
    const order = Array.from({ length: n }, (_, i) => (i * 7) % n);
    await t.db
      .insertInto('lexicon_lemmas')
      .values(order.map((i) => noun(`sõna${String(i).padStart(3, '0')}`, `page-test ${i}`)))
      .execute();
    const first = await page('search=page-test');
    expect(first.pagination).toEqual({ page: 1, limit: 50, total: 120, totalPages: 3 });
    expect(first.lemmas).toHaveLength(50);
    const second = await page('search=page-test&page=2');
    const third = await page('search=page-test&page=3');
    expect(third.pagination).toEqual({ page: 3, limit: 50, total: 120, totalPages: 3 });
    expect(third.lemmas).toHaveLength(20);
    const all = [...first.lemmas, ...second.lemmas, ...third.lemmas].map((l) => l.lemma);
    expect(all).toEqual(Array.from({ length: n }, (_, i) => `sõna${String(i).padStart(3, '0')}`));
    // lemma 51 is reachable
    expect(second.lemmas[0]!.lemma).toBe('sõna050');
    const small = await page('search=page-test&page=4&limit=30');
    expect(small.pagination).toEqual({ page: 4, limit: 30, total: 120, totalPages: 4 });
    expect(small.lemmas.map((l) => l.lemma)).toEqual(all.slice(90, 120));
    // past the last page: empty, with the totals (the screen then goes to the last page)
    expect((await page('search=page-test&page=9')).lemmas).toEqual([]);
    // the whole lexicon is counted too, not only a search
    expect((await page('')).pagination.total).toBeGreaterThanOrEqual(123);
    const bad = await as('GET', '/admin/lexicon?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Page must be a whole number of at least 1.' });
  });

  it('searches lemma and gloss ignoring diacritics (õ/o, ä/a, ö/o, ü/u, š/s, ž/z) and capitals', async () => {
    await t.db
      .insertInto('lexicon_lemmas')
      .values([
        noun('õun', 'apple'),
        noun('äädikas', 'vinegar'),
        noun('öökull', 'owl'),
        noun('ülikool', 'university'),
        noun('šokolaad', 'chocolate'),
        noun('žürii', 'jury'),
        noun('tüdruk', 'girl'),
      ])
      .execute();
    const found = async (search: string) =>
      (await page(`search=${encodeURIComponent(search)}`)).lemmas.map((l) => l.lemma);
    expect(await found('oun')).toEqual(['õun']);
    expect(await found('aadikas')).toEqual(['äädikas']);
    expect(await found('ookull')).toEqual(['öökull']);
    expect(await found('ulikool')).toEqual(['ülikool']);
    expect(await found('sokolaad')).toEqual(['šokolaad']);
    expect(await found('zurii')).toEqual(['žürii']);
    expect(await found('TUDRUK')).toEqual(['tüdruk']);
    // typed with the marks, and in capitals, it still finds them
    expect(await found('ÕUN')).toEqual(['õun']);
    expect(await found('Šokolaad')).toEqual(['šokolaad']);
    // a LIKE wildcard is a plain character
    expect(await found('%')).toEqual([]);
  });

  it('orders alphabetically whatever the capitals, in the Estonian alphabet; a searched lemma itself first', async () => {
    const words = [
      'Tallinn',
      'zooloog',
      'aadress',
      'Soome',
      'ämber',
      'šokk',
      'tee',
      'õun',
      'xylofon',
      'sõber',
      'Žanr',
      'ülikool',
      'veel',
      'Öö',
      'Aafrika',
      'wifi',
    ];
    await t.db
      .insertInto('lexicon_lemmas')
      .values(words.map((w, i) => noun(w, `order-test ${i}`)))
      .execute();
    const listed = (await page('search=order-test')).lemmas.map((l) => l.lemma);
    // Estonian: a … s š z ž t u v w õ ä ö ü x y; capitals do not come first
    expect(listed).toEqual([
      'aadress',
      'Aafrika',
      'Soome',
      'sõber',
      'šokk',
      'zooloog',
      'Žanr',
      'Tallinn',
      'tee',
      'veel',
      'wifi',
      'õun',
      'ämber',
      'Öö',
      'ülikool',
      'xylofon',
    ]);
    // the order Intl.Collator('et') gives
    expect(listed).toEqual([...words].sort(new Intl.Collator('et').compare));

    await t.db
      .insertInto('lexicon_lemmas')
      .values([noun('raudtee', 'railway'), noun('teema', 'topic'), noun('Teemant', 'diamond')])
      .execute();
    // searching: the lemma itself, then lemmas starting with it, then the rest, each alphabetically
    const tee = (await page('search=tee')).lemmas.map((l) => l.lemma);
    expect(tee.slice(0, 3)).toEqual(['tee', 'teema', 'Teemant']);
    expect(tee.indexOf('raudtee')).toBeGreaterThan(2);
  });

  it('appears in /api/openapi.json', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/admin/lexicon'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/lexicon/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
  });
});
