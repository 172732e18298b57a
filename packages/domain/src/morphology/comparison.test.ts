import { describe, expect, it } from 'vitest';
import { buildAnalyser } from './analyser.ts';
import { comparisonForms, comparisonParadigm, regularComparative } from './comparison.ts';
import { describeCell } from './describe.ts';
import type { LexiconLemma } from './paradigm.ts';
import { paradigmOf } from './paradigm.ts';
import { parsePrincipalForms, principalFormsProblem } from './principal-forms.ts';

const forms = (principal: string) => comparisonForms(parsePrincipalForms(principal));
const adjective = (lemma: string, principalForms: string): LexiconLemma => ({
  lemma,
  wordType: 'ADJECTIVE',
  translation: lemma,
  principalForms,
});

describe('comparative and superlative', () => {
  it.each([
    ['suur;suure;suurt;suurte;suuri;', 'suurem', 'suurim'],
    ['pikk;pika;pikka;pikkade;pikki;', 'pikem', 'pikim'],
    ['tark;targa;tarka;tarkade;tarku;', 'targem', 'targim'],
    ['soe;sooja;sooja;soojade;sooje;', 'soojem', 'soojim'],
    ['tühi;tühja;tühja;tühjade;tühje;', 'tühjem', 'tühjim'],
    ['ilus;ilusa;ilusat;ilusate;ilusaid;', 'ilusam', 'ilusaim'],
    ['kõrge;kõrge;kõrget;kõrgete;kõrgeid;', 'kõrgem', 'kõrgeim'],
    ['lihtne;lihtsa;lihtsat;lihtsate;lihtsaid;', 'lihtsam', 'lihtsaim'],
    ['kuulus;kuulsa;kuulsat;kuulsate;kuulsaid;', 'kuulsam', 'kuulsaim'],
    ['väike;väikese;väikest;väikeste;väikesi;;väiksem;väikseim', 'väiksem', 'väikseim'],
  ])('%s → %s, %s', (principal, comparative, superlative) => {
    expect(forms(principal)).toEqual({ comparative: [comparative], superlative: [superlative] });
  });

  it('has only the periphrastic superlative where the word forms no synthetic one', () => {
    expect(forms('uus;uue;uut;uute;uusi;')).toEqual({ comparative: ['uuem'], superlative: [] });
    expect(forms('tubli;tubli;tublit;tublide;tublisid;')).toEqual({
      comparative: ['tublim'],
      superlative: [],
    });
    expect(forms('kallis;kalli;kallist;kallite;kalleid;;;-')).toEqual({
      comparative: ['kallim'],
      superlative: [],
    });
  });

  it('takes the irregular forms from the lexicon (hea → parem, parim) and none for `-`', () => {
    expect(forms('hea;hea;head;heade;häid;;parem;parim')).toEqual({
      comparative: ['parem'],
      superlative: ['parim'],
    });
    expect(forms('villane;villase;villast;villaste;villaseid;;-;-')).toEqual({
      comparative: [],
      superlative: [],
    });
    expect(regularComparative('vana', 'vana')).toBe('vanam');
    expect(forms('vana;vana;vana;vanade;vanu;;vanem;vanim').comparative).toEqual(['vanem']);
  });

  it('declines the comparative fully, labelled COMPARATIVE', () => {
    const cells = comparisonParadigm(parsePrincipalForms('suur;suure;suurt;suurte;suuri;'));
    const comparative = cells.filter((c) => c.degree === 'COMPARATIVE');
    expect(comparative).toHaveLength(28);
    const form = (c: string, n: string) =>
      comparative.filter((x) => x.case === c && x.number === n).map((x) => x.form);
    expect(
      [
        ['NOMINATIVE', 'SINGULAR'],
        ['GENITIVE', 'SINGULAR'],
        ['PARTITIVE', 'SINGULAR'],
        ['GENITIVE', 'PLURAL'],
        ['PARTITIVE', 'PLURAL'],
      ].map(([c, n]) => form(c!, n!)[0]),
    ).toEqual(['suurem', 'suurema', 'suuremat', 'suuremate', 'suuremaid']);
    expect(form('ILLATIVE', 'SINGULAR')).toEqual(['suuremasse']);
    expect(form('NOMINATIVE', 'PLURAL')).toEqual(['suuremad']);
    expect(form('COMITATIVE', 'PLURAL')).toEqual(['suurematega']);
    expect(cells).toContainEqual({
      form: 'suurimas',
      case: 'INESSIVE',
      number: 'SINGULAR',
      degree: 'SUPERLATIVE',
    });
    expect(cells).toContainEqual({
      form: 'kõige suuremas',
      case: 'INESSIVE',
      number: 'SINGULAR',
      degree: 'SUPERLATIVE',
      variant: 'periphrastic',
    });
  });

  it('adds the degrees to an adjective’s paradigm only, and the analyser reads them', () => {
    const suur = adjective('suur', 'suur;suure;suurt;suurte;suuri;');
    const cells = paradigmOf(suur);
    expect(cells.filter((c) => !c.degree)).toHaveLength(28);
    expect(cells.filter((c) => c.degree === 'SUPERLATIVE' && c.variant === 'periphrastic')).toHaveLength(28);
    expect(
      paradigmOf({ ...suur, wordType: 'NOUN' }).some((c) => c.degree),
      'a noun has no degrees',
    ).toBe(false);
    const analyser = buildAnalyser([suur, adjective('hea', 'hea;hea;head;heade;häid;;parem;parim')]);
    expect(analyser.readings('suurema')).toEqual([
      {
        lemma: 'suur',
        translation: 'suur',
        wordType: 'ADJECTIVE',
        case: 'GENITIVE',
        number: 'SINGULAR',
        degree: 'COMPARATIVE',
      },
    ]);
    expect(analyser.readings('parimat').map((r) => [r.lemma, r.degree, r.case])).toEqual([
      ['hea', 'SUPERLATIVE', 'PARTITIVE'],
    ]);
    expect(analyser.readings('kõige'), 'the periphrastic superlative is read word by word').toEqual([]);
    expect(describeCell({ case: 'GENITIVE', number: 'SINGULAR', degree: 'COMPARATIVE' })).toBe(
      "comparative genitive singular, 'of, 's'",
    );
  });

  it('accepts a comparative and superlative slot on an adjective only', () => {
    expect(principalFormsProblem('hea;hea;head;heade;häid;;parem;parim', 'ADJECTIVE')).toBeNull();
    expect(principalFormsProblem('villane;villase;villast;villaste;villaseid;;-;-', 'ADJECTIVE')).toBeNull();
    expect(principalFormsProblem('maja;maja;maja;majade;maju;majja;suurem', 'NOUN')).toBe(
      'a nominal has 6 principal forms separated by ; (found 7)',
    );
    expect(principalFormsProblem('hea;hea;head;heade;häid;;parem;parim;x', 'ADJECTIVE')).toMatch(
      /^an adjective has 6 principal forms, then optionally its comparative and superlative/,
    );
    expect(principalFormsProblem('hea;-;head;heade;häid;', 'ADJECTIVE')).toBe(
      'the genitive singular "-" is not a single word',
    );
  });
});
