import { describeDb } from '@keelerada/db/testing';
import { expect, it } from 'vitest';
import { importVocabularyCards } from './vocabulary-import.service.ts';

const card = (word: string, wordType: string, form: string, principalForms?: string) => ({
  word,
  wordType,
  translation: `${word} gloss`,
  level: 'A11',
  practiceContext: 'Ma näen ___ täna.',
  practiceContextTranslation: 'I see it today.',
  form,
  ...(principalForms === undefined ? {} : { principalForms }),
});

describeDb('CSV import with principal forms', (t) => {
  it('adds new words to the lexicon, refuses forms that do not fit, leaves known lemmas alone', async () => {
    await t.db
      .insertInto('lexicon_lemmas')
      .values({
        lemma: 'kool',
        word_type: 'NOUN',
        translation: 'school',
        principal_forms: 'kool;kooli;kooli;koolide;koole;kooli',
        level: 'A0',
      })
      .execute();
    const result = await importVocabularyCards(t.db, [
      card('järv', 'NOUN', 'järve', 'järv;järve;järve;järvede;järvi;'),
      card('kool', 'NOUN', 'kooli', 'kool;kooli;kooli;koolide;koole;'),
      card('mets', 'NOUN', 'metsa', 'mets;metsa;metsa'),
      card('vaatama', 'VERB', 'vaatan'),
    ]);
    expect(result.created).toBe(3);
    expect(result.errors.map((e) => [e.row, e.error])).toEqual([
      [3, 'principalForms: a nominal has 6 principal forms separated by ; (found 3).'],
    ]);
    const lexicon = await t.db
      .selectFrom('lexicon_lemmas')
      .select(['lemma', 'principal_forms', 'level'])
      .orderBy('lemma')
      .execute();
    expect(lexicon).toEqual([
      { lemma: 'järv', principal_forms: 'järv;järve;järve;järvede;järvi;', level: 'A11' },
      { lemma: 'kool', principal_forms: 'kool;kooli;kooli;koolide;koole;kooli', level: 'A0' },
    ]);
  });
});
