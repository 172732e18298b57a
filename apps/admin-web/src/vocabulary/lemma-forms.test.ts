import { describe, expect, it } from 'vitest';
import { lemmaForms } from './lemma-forms.ts';

const noun = { lemma: 'maja', wordType: 'NOUN', principalForms: 'maja;maja;maja;majade;maju;majja' };

describe('lemmaForms', () => {
  it('generates a declension of 14 cases, singular and plural, from the principal forms', () => {
    const forms = lemmaForms(noun);
    expect(forms.kind).toBe('forms');
    if (forms.kind !== 'forms') return;
    expect(forms.explicit).toBe(false);
    expect(forms.tables).toHaveLength(1);
    expect(forms.tables[0]?.table.rows).toHaveLength(14);
    expect(forms.tables[0]?.table.rows[3]).toEqual({
      label: 'illative',
      cells: [['majasse', 'majja'], ['majadesse']],
    });
  });

  it('generates a conjugation and the non-finite forms of a verb', () => {
    const forms = lemmaForms({
      lemma: 'lugema',
      wordType: 'VERB',
      principalForms: 'lugema;lugeda;loen;luges;lugenud;loetud;loetakse',
    });
    if (forms.kind !== 'forms') throw new Error(forms.kind);
    const mina = forms.tables[0]?.table.rows[0];
    expect(mina?.label).toBe('mina');
    expect(mina?.cells.slice(0, 2)).toEqual([['loen'], ['lugesin']]);
    expect(forms.nonFinite).toContainEqual({ label: 'da-infinitive', form: 'lugeda' });
  });

  it('reads "-" for no short illative as the save does', () => {
    const forms = lemmaForms({
      lemma: 'koer',
      wordType: 'NOUN',
      principalForms: 'koer;koera;koera;koerte;koeri;-',
    });
    if (forms.kind !== 'forms') throw new Error(forms.kind);
    expect(forms.tables[0]?.table.rows[3]?.cells[0]).toEqual(['koerasse']);
  });

  it('says why typed forms generate nothing, without a field name', () => {
    expect(lemmaForms({ ...noun, principalForms: 'maja;maja' })).toEqual({
      kind: 'problem',
      message: 'A nominal has 6 principal forms separated by ; (found 2).',
    });
    expect(lemmaForms({ ...noun, lemma: 'kodu' })).toEqual({
      kind: 'problem',
      message: 'The first form must be the lemma "kodu".',
    });
  });

  it('shows nothing before a word type and forms are given', () => {
    expect(lemmaForms({ ...noun, wordType: '' })).toEqual({ kind: 'empty' });
    expect(lemmaForms({ ...noun, principalForms: ' ' })).toEqual({ kind: 'empty' });
  });

  it("takes a full paradigm (a row's, or a built-in pronoun's) over the principal forms", () => {
    const row = lemmaForms({
      lemma: 'keegi',
      wordType: 'PRONOUN',
      principalForms: '',
      paradigm: { singular: { NOMINATIVE: 'keegi', GENITIVE: 'kellegi' } },
    });
    if (row.kind !== 'forms') throw new Error(row.kind);
    expect(row.explicit).toBe(true);
    expect(row.tables[0]?.table.rows.map((r) => r.cells[0])).toEqual([['keegi'], ['kellegi']]);
    const mina = lemmaForms({ lemma: 'mina', wordType: 'PRONOUN', principalForms: '' });
    if (mina.kind !== 'forms') throw new Error(mina.kind);
    expect(mina.explicit).toBe(true);
    expect(mina.tables[0]?.table.rows[0]?.cells[0]).toContain('mina');
  });
});
