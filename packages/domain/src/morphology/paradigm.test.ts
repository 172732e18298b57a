import { describe, expect, it } from 'vitest';
import { describeCell } from './describe.ts';
import { explicitParadigmProblem } from './explicit-paradigm.ts';
import { paradigmOf } from './paradigm.ts';
import { normalizePrincipalForms, principalFormsProblem } from './principal-forms.ts';

describe('paradigmOf', () => {
  it('uses the built-in pronoun paradigm when the principal forms are empty', () => {
    const cells = paradigmOf({ lemma: 'see', wordType: 'PRONOUN', translation: 'this', principalForms: '' });
    expect(cells.filter((c) => c.case === 'ADESSIVE').map((c) => c.form)).toEqual([
      'sellel',
      'sel',
      'nendel',
      'neil',
    ]);
  });

  it("prefers the pack's explicit paradigm and is empty for a word with neither", () => {
    const explicit = { keegi: { singular: { NOMINATIVE: 'keegi', GENITIVE: 'kellegi' } } };
    expect(
      paradigmOf(
        { lemma: 'keegi', wordType: 'PRONOUN', translation: 'somebody', principalForms: '' },
        explicit,
      ),
    ).toEqual([
      { form: 'keegi', case: 'NOMINATIVE', number: 'SINGULAR' },
      { form: 'kellegi', case: 'GENITIVE', number: 'SINGULAR' },
    ]);
    expect(paradigmOf({ lemma: 'x', wordType: 'NOUN', translation: 'x', principalForms: '' })).toEqual([]);
  });

  it('generates a verb paradigm from verb principal forms', () => {
    const cells = paradigmOf({
      lemma: 'elama',
      wordType: 'VERB',
      translation: 'to live',
      principalForms: 'elama;elada;elan;elas;elanud;elatud;elatakse',
    });
    expect(cells.find((c) => c.verbForm === 'PRESENT' && c.person === '3pl')?.form).toBe('elavad');
  });
});

describe('principalFormsProblem', () => {
  it('accepts the FORMAT.md examples and an empty string', () => {
    expect(principalFormsProblem('jõgi;jõe;jõge;jõgede;jõgesid;jõkke', 'NOUN')).toBeNull();
    expect(principalFormsProblem('puu;puu;puud;puude;puid~puusid;', 'NOUN')).toBeNull();
    expect(principalFormsProblem('andma;anda;annan;andis;andnud;antud;antakse;andsin', 'VERB')).toBeNull();
    expect(principalFormsProblem('', 'PRONOUN')).toBeNull();
  });

  it('names the problem', () => {
    expect(principalFormsProblem('maja;maja;maja', 'NOUN')).toBe(
      'a nominal has 6 principal forms separated by ; (found 3)',
    );
    expect(principalFormsProblem('lugema;lugeda;loen;luges;lugenud;loetud', 'VERB')).toBe(
      'a verb has 7 or 8 principal forms separated by ; (found 6)',
    );
    expect(principalFormsProblem('maja;;maja;majade;maju;', 'NOUN')).toBe('the genitive singular is empty');
    expect(principalFormsProblem('maja; maja;maja;majade;maju;', 'NOUN')).toBe(
      'principal forms contain a space (use ; between slots and ~ between variants)',
    );
    expect(principalFormsProblem('maja;maja;maja1;majade;maju;', 'NOUN')).toBe(
      'the partitive singular "maja1" is not a single word',
    );
  });
});

describe('normalizePrincipalForms', () => {
  it('writes a "-" for no short illative or past 1sg as the empty slot, and leaves an adjective\'s degrees alone', () => {
    expect(normalizePrincipalForms('koer;koera;koera;koerte;koeri;-', 'NOUN')).toBe(
      'koer;koera;koera;koerte;koeri;',
    );
    expect(normalizePrincipalForms(' maja;maja;maja;majade;maju;majja ', 'NOUN')).toBe(
      'maja;maja;maja;majade;maju;majja',
    );
    expect(normalizePrincipalForms('hea;hea;head;heade;häid;-;parem;-', 'ADJECTIVE')).toBe(
      'hea;hea;head;heade;häid;;parem;-',
    );
    expect(normalizePrincipalForms('lugema;lugeda;loen;luges;lugenud;loetud;loetakse;-', 'VERB')).toBe(
      'lugema;lugeda;loen;luges;lugenud;loetud;loetakse;',
    );
    expect(
      principalFormsProblem(normalizePrincipalForms('koer;koera;koera;koerte;koeri;-', 'NOUN'), 'NOUN'),
    ).toBeNull();
  });
});

describe('explicitParadigmProblem', () => {
  it('accepts a table of cases and refuses unknown keys and cases', () => {
    expect(explicitParadigmProblem({ singular: { NOMINATIVE: 'mina~ma' } })).toBeNull();
    expect(explicitParadigmProblem({ dual: {} })).toBe('unknown key "dual" (use "singular" and "plural")');
    expect(explicitParadigmProblem({ singular: { LOCATIVE: 'x' } })).toMatch(
      /^"singular.LOCATIVE" is not a case/,
    );
    expect(explicitParadigmProblem({ singular: { NOMINATIVE: 'a b' } })).toBe(
      '"singular.NOMINATIVE" must be a word, parallel forms joined by ~',
    );
  });
});

describe('describeCell', () => {
  it('says what a form is in English', () => {
    expect(describeCell({ case: 'ILLATIVE', number: 'SINGULAR', variant: 'short' })).toBe(
      "illative singular (short form), 'into'",
    );
    expect(describeCell({ case: 'INESSIVE', number: 'PLURAL' })).toBe("inessive plural, 'in'");
    expect(describeCell({ verbForm: 'PRESENT', person: '3sg', polarity: 'AFFIRMATIVE' })).toBe(
      'present, 3rd person singular',
    );
    expect(describeCell({ verbForm: 'PAST', polarity: 'NEGATIVE' })).toBe('negative past');
    expect(describeCell({ verbForm: 'INFINITIVE', variant: 'des' })).toBe("des-form, 'while …ing'");
  });
});
