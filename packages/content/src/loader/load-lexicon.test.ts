import { describeDb } from '@keelerada/db/testing';
import { expect, it } from 'vitest';
import type { PackLexicon } from '../pack/lexicon.ts';
import { loadLexicon } from './load-lexicon.ts';

const lemma = (l: string, wordType: 'NOUN' | 'PRONOUN', translation: string, principalForms: string) => ({
  lemma: l,
  wordType,
  translation,
  principalForms,
  level: 'A0',
  file: 'lexicon/A0.csv',
  line: 2,
});

const LEXICON: PackLexicon = {
  lemmas: [
    lemma('maja', 'NOUN', 'house', 'maja;maja;maja;majade;maju;majja'),
    lemma('keegi', 'PRONOUN', 'somebody', ''),
  ],
  explicit: { keegi: { singular: { NOMINATIVE: 'keegi', GENITIVE: 'kellegi' } } },
};

describeDb('loading the lexicon', (t) => {
  it('inserts, leaves unchanged, updates pack changes and keeps admin edits', async () => {
    expect(await loadLexicon(t.db, LEXICON, new Set())).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      skipped: 0,
    });
    const keegi = await t.db
      .selectFrom('lexicon_lemmas')
      .selectAll()
      .where('lemma', '=', 'keegi')
      .executeTakeFirstOrThrow();
    expect(keegi.paradigm).toEqual(LEXICON.explicit.keegi);
    expect(await loadLexicon(t.db, LEXICON, new Set())).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
      skipped: 0,
    });

    await t.db
      .updateTable('lexicon_lemmas')
      .set({ principal_forms: 'maja;maja;maja;majade;maju;' })
      .where('lemma', '=', 'maja')
      .execute();
    const changed: PackLexicon = {
      ...LEXICON,
      lemmas: [LEXICON.lemmas[0]!, { ...LEXICON.lemmas[1]!, level: 'A11' }],
    };
    expect(await loadLexicon(t.db, changed, new Set())).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
      skipped: 1,
    });
    const rows = await t.db
      .selectFrom('lexicon_lemmas')
      .select(['lemma', 'principal_forms', 'level'])
      .orderBy('lemma')
      .execute();
    expect(rows).toEqual([
      { lemma: 'keegi', principal_forms: '', level: 'A11' },
      { lemma: 'maja', principal_forms: 'maja;maja;maja;majade;maju;', level: 'A0' },
    ]);
  });
});
