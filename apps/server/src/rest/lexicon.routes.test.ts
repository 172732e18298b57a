import { ANALYSE_MAX_CHARS } from '@keelerada/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

const LEMMAS = [
  {
    lemma: 'jõgi',
    word_type: 'NOUN',
    translation: 'river',
    principal_forms: 'jõgi;jõe;jõge;jõgede;jõgesid;jõkke',
  },
  {
    lemma: 'kool',
    word_type: 'NOUN',
    translation: 'school',
    principal_forms: 'kool;kooli;kooli;koolide;koole;kooli',
  },
  {
    lemma: 'minema',
    word_type: 'VERB',
    translation: 'to go',
    principal_forms: 'minema;minna;lähen;läks;läinud;mindud;minnakse',
  },
  { lemma: 'mina', word_type: 'PRONOUN', translation: 'I', principal_forms: '' },
  {
    lemma: 'palk',
    word_type: 'NOUN',
    translation: 'salary',
    principal_forms: 'palk;palga;palka;palkade;palku;',
  },
  {
    lemma: 'palk',
    word_type: 'NOUN',
    translation: 'log',
    principal_forms: 'palk;palgi;palki;palkide;palke;',
  },
  {
    lemma: 'suur',
    word_type: 'ADJECTIVE',
    translation: 'big',
    principal_forms: 'suur;suure;suurt;suurte;suuri;',
  },
];

describeApp('lexicon API', (t) => {
  let token = '';
  beforeAll(async () => {
    await t.db
      .insertInto('lexicon_lemmas')
      .values(LEMMAS.map((l) => ({ ...l, level: 'A0' })))
      .execute();
    token = await t.login('lexicon@example.ee');
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(token) });

  it('GET /api/lexicon/words/jõgi gives all 28 case cells with the right forms', async () => {
    const res = await get(`/api/lexicon/words/${encodeURIComponent('jõgi')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      lemma: 'jõgi',
      wordType: 'NOUN',
      translation: 'river',
      principalForms: [['jõgi'], ['jõe'], ['jõge'], ['jõgede'], ['jõgesid'], ['jõkke']],
    });
    const cells = body.paradigm as { form: string; case: string; number: string }[];
    expect(new Set(cells.map((c) => `${c.case} ${c.number}`)).size).toBe(28);
    expect(cells).toContainEqual({ form: 'jõkke', case: 'ILLATIVE', number: 'SINGULAR', variant: 'short' });
    expect(cells).toContainEqual({ form: 'jõgedest', case: 'ELATIVE', number: 'PLURAL' });
    expect(cells).toContainEqual({ form: 'jõed', case: 'NOMINATIVE', number: 'PLURAL' });
  });

  it('the tRPC twin answers the same', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/lexicon.word?input=${encodeURIComponent(JSON.stringify({ lemma: 'kool' }))}`,
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.paradigm).toContainEqual({
      form: 'koolis',
      case: 'INESSIVE',
      number: 'SINGULAR',
    });
  });

  it('404 with a clear error for an unknown lemma, 401 without a token', async () => {
    const res = await get('/api/lexicon/words/kass');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No word "kass" in the lexicon.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/lexicon/words/kool' })).statusCode).toBe(401);
  });

  it('analyse gives kooli both its readings and nothing for an unknown word', async () => {
    const res = await get(`/api/lexicon/analyse?text=${encodeURIComponent('Ma lähen homme kooli.')}`);
    expect(res.statusCode).toBe(200);
    const tokens = res.json().tokens as { text: string; word: boolean; readings: Record<string, string>[] }[];
    expect(tokens.map((x) => x.text).join('')).toBe('Ma lähen homme kooli.');
    const byText = Object.fromEntries(tokens.filter((x) => x.word).map((x) => [x.text, x.readings]));
    expect(byText.kooli).toEqual([
      { lemma: 'kool', translation: 'school', case: 'GENITIVE', number: 'SINGULAR' },
      { lemma: 'kool', translation: 'school', case: 'PARTITIVE', number: 'SINGULAR' },
      { lemma: 'kool', translation: 'school', case: 'ILLATIVE', number: 'SINGULAR', variant: 'short' },
    ]);
    expect(byText.lähen).toEqual([
      { lemma: 'minema', translation: 'to go', verbForm: 'PRESENT', person: '1sg', polarity: 'AFFIRMATIVE' },
    ]);
    expect(byText.homme).toEqual([]);
  });

  it('serves every sense of a homonym, and analysis reads each', async () => {
    const res = await get('/api/lexicon/words/palk');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ lemma: 'palk', translation: 'salary' });
    expect(body.paradigm).toContainEqual({ form: 'palga', case: 'GENITIVE', number: 'SINGULAR' });
    expect(body.otherSenses).toHaveLength(1);
    expect(body.otherSenses[0]).toMatchObject({ lemma: 'palk', translation: 'log', wordType: 'NOUN' });
    expect(body.otherSenses[0].paradigm).toContainEqual({
      form: 'palgi',
      case: 'GENITIVE',
      number: 'SINGULAR',
    });
    expect((await get('/api/lexicon/words/kool')).json().otherSenses).toEqual([]);
    const tokens = (await get(`/api/lexicon/analyse?text=${encodeURIComponent('palk palgi')}`)).json().tokens;
    expect(tokens[0].readings.map((r: { translation: string }) => r.translation)).toEqual(['salary', 'log']);
    expect(tokens[2].readings).toEqual([
      { lemma: 'palk', translation: 'log', case: 'GENITIVE', number: 'SINGULAR' },
    ]);
  });

  it('gives an adjective its comparative and superlative cells, and reads them', async () => {
    const cells = (await get('/api/lexicon/words/suur')).json().paradigm;
    expect(cells).toContainEqual({
      form: 'suurema',
      case: 'GENITIVE',
      number: 'SINGULAR',
      degree: 'COMPARATIVE',
    });
    expect(cells).toContainEqual({
      form: 'suurim',
      case: 'NOMINATIVE',
      number: 'SINGULAR',
      degree: 'SUPERLATIVE',
    });
    const tokens = (await get('/api/lexicon/analyse?text=suurema')).json().tokens;
    expect(tokens[0].readings).toEqual([
      { lemma: 'suur', translation: 'big', case: 'GENITIVE', number: 'SINGULAR', degree: 'COMPARATIVE' },
    ]);
  });

  it('400 beyond the length limit, with the limit in the message', async () => {
    const res = await get(`/api/lexicon/analyse?text=${'a'.repeat(ANALYSE_MAX_CHARS + 1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `text must be at most ${ANALYSE_MAX_CHARS} characters.` });
    expect((await get('/api/lexicon/analyse')).json()).toEqual({ error: 'text is required.' });
  });
});
