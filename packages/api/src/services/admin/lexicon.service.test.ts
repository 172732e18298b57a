import { describeDb } from '@keelerada/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { listLexiconLemmas, updateLexiconLemma } from './lexicon.service.ts';

describeDb('admin lexicon', (t) => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const rows = await t.db
      .insertInto('lexicon_lemmas')
      .values([
        {
          lemma: 'maja',
          word_type: 'NOUN',
          translation: 'house',
          principal_forms: 'maja;maja;maja;majade;maju;',
          level: 'A0',
        },
        { lemma: 'mina', word_type: 'PRONOUN', translation: 'I', principal_forms: '', level: 'A0' },
        {
          lemma: 'lugema',
          word_type: 'VERB',
          translation: 'to read',
          principal_forms: 'lugema;lugeda;loen;luges;lugenud;loetud;loetakse',
          level: 'A0',
        },
      ])
      .returning(['id', 'lemma'])
      .execute();
    for (const r of rows) ids[r.lemma] = r.id;
  });
  const now = new Date('2026-11-30T12:00:00Z');

  const list = async (search?: string) =>
    (await listLexiconLemmas(t.db, { search, page: 1, limit: 50 })).lemmas.map((l) => l.lemma);

  it('lists lemmas alphabetically and searches lemma and gloss', async () => {
    expect(await list()).toEqual(['lugema', 'maja', 'mina']);
    expect(await list('hous')).toEqual(['maja']);
    expect(await list('100%')).toEqual([]);
  });

  it('saves valid principal forms (adding the short illative)', async () => {
    const saved = await updateLexiconLemma(
      t.db,
      { id: ids.maja!, principalForms: 'maja;maja;maja;majade;maju;majja' },
      now,
    );
    expect(saved).toMatchObject({
      lemma: 'maja',
      principalForms: 'maja;maja;maja;majade;maju;majja',
      explicitParadigm: false,
      paradigm: null,
    });
  });

  it('saves a "-" for no short illative as the empty slot it means', async () => {
    const saved = await updateLexiconLemma(
      t.db,
      { id: ids.maja!, principalForms: 'maja;maja;maja;majade;maju;-' },
      now,
    );
    expect(saved.principalForms).toBe('maja;maja;maja;majade;maju;');
    await expect(
      updateLexiconLemma(t.db, { id: ids.maja!, principalForms: 'maja;-;maja;majade;maju;' }, now),
    ).rejects.toThrow('The genitive singular "-" is not a single word.');
  });

  it('refuses forms that do not fit the word type or the lemma, and empty forms without a paradigm', async () => {
    await expect(
      updateLexiconLemma(t.db, { id: ids.lugema!, principalForms: 'lugema;lugeda' }, now),
    ).rejects.toThrow('A verb has 7 or 8 principal forms separated by ; (found 2).');
    await expect(
      updateLexiconLemma(
        t.db,
        { id: ids.maja!, principalForms: 'kool;kooli;kooli;koolide;koole;kooli' },
        now,
      ),
    ).rejects.toThrow('The first form must be the lemma "maja".');
    await expect(updateLexiconLemma(t.db, { id: ids.maja!, principalForms: '' }, now)).rejects.toThrow(
      'maja has no full paradigm, so its principal forms cannot be empty.',
    );
    expect(await updateLexiconLemma(t.db, { id: ids.mina!, principalForms: '' }, now)).toMatchObject({
      explicitParadigm: true,
    });
    await expect(updateLexiconLemma(t.db, { id: 999999, principalForms: '' }, now)).rejects.toThrow(
      'Lexicon lemma not found.',
    );
  });
});
