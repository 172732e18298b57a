import { describe, expect, it } from 'vitest';
import { nominalParadigm } from './nominal-paradigm.ts';
import { paradigmOf } from './paradigm.ts';
import {
  conjugationTable,
  declensionTable,
  degreeTables,
  nonFiniteForms,
  paradigmTables,
} from './paradigm-table.ts';
import { parsePrincipalForms } from './principal-forms.ts';
import { verbParadigm } from './verb-paradigm.ts';

describe('paradigm tables', () => {
  it('lays a declension out by case, singular and plural', () => {
    const t = declensionTable(nominalParadigm(parsePrincipalForms('maja;maja;maja;majade;maju;majja')));
    expect(t.rows).toHaveLength(14);
    expect(t.rows[3]).toEqual({ label: 'illative', cells: [['majasse', 'majja'], ['majadesse']] });
  });

  it('gives an adjective its comparative and superlative tables beside the positive one', () => {
    const cells = paradigmOf({
      lemma: 'suur',
      wordType: 'ADJECTIVE',
      translation: 'big',
      principalForms: 'suur;suure;suurt;suurte;suuri;',
    });
    expect(declensionTable(cells).rows[1]).toEqual({ label: 'genitive', cells: [['suure'], ['suurte']] });
    const [comparative, superlative] = degreeTables(cells);
    expect(comparative?.title).toBe('Comparative');
    expect(comparative?.table.rows[1]).toEqual({ label: 'genitive', cells: [['suurema'], ['suuremate']] });
    expect(superlative?.title).toBe('Superlative');
    expect(superlative?.table.rows[0]?.cells[0]).toEqual(['suurim', 'kõige suurem']);
    expect(degreeTables(nominalParadigm(parsePrincipalForms('maja;maja;maja;majade;maju;majja')))).toEqual(
      [],
    );
  });

  it('lays a conjugation out by person and tense, then the non-finite forms', () => {
    const cells = verbParadigm(parsePrincipalForms('lugema;lugeda;loen;luges;lugenud;loetud;loetakse'));
    const t = conjugationTable(cells);
    expect(t.rows[2]).toEqual({
      label: 'tema',
      cells: [['loeb'], ['luges'], ['on lugenud'], ['oli lugenud'], ['loeks'], ['lugegu']],
    });
    expect(t.rows).toHaveLength(8);
    expect(nonFiniteForms(cells)[0]).toEqual({ label: 'ma-infinitive', form: 'lugema' });
  });
});

describe('paradigmTables', () => {
  it("gives a verb its conjugation and non-finite forms, a nominal its declension and an adjective's degrees", () => {
    const verb = paradigmTables(
      'VERB',
      verbParadigm(parsePrincipalForms('lugema;lugeda;loen;luges;lugenud;loetud;loetakse')),
    );
    expect(verb.tables).toHaveLength(1);
    expect(verb.tables[0]?.table.rows[0]).toMatchObject({ label: 'mina' });
    expect(verb.nonFinite[0]).toEqual({ label: 'ma-infinitive', form: 'lugema' });
    const noun = paradigmTables(
      'NOUN',
      nominalParadigm(parsePrincipalForms('maja;maja;maja;majade;maju;majja')),
    );
    expect(noun).toMatchObject({
      tables: [{ table: { columns: ['Case', 'Singular', 'Plural'] } }],
      nonFinite: [],
    });
    const adjective = paradigmTables(
      'ADJECTIVE',
      paradigmOf({
        lemma: 'suur',
        wordType: 'ADJECTIVE',
        translation: 'big',
        principalForms: 'suur;suure;suurt;suurte;suuri;',
      }),
    );
    expect(adjective.tables.map((t) => t.title)).toEqual([undefined, 'Comparative', 'Superlative']);
  });
});
