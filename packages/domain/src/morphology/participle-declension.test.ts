import { describe, expect, it } from 'vitest';
import { buildAnalyser } from './analyser.ts';
import { describeCell } from './describe.ts';
import type { LexiconLemma } from './paradigm.ts';
import { participleDeclension } from './participle-declension.ts';
import { parsePrincipalForms } from './principal-forms.ts';
import { verbParadigm } from './verb-paradigm.ts';

const LUGEMA: LexiconLemma = {
  lemma: 'lugema',
  wordType: 'VERB',
  translation: 'to read',
  principalForms: 'lugema;lugeda;loen;luges;lugenud;loetud;loetakse',
};
const HOIDMA: LexiconLemma = {
  lemma: 'hoidma',
  wordType: 'VERB',
  translation: 'to keep',
  principalForms: 'hoidma;hoida;hoian;hoidis;hoidnud;hoitud;hoitakse;hoidsin',
};

const LAULMA: LexiconLemma = {
  lemma: 'laulma',
  wordType: 'VERB',
  translation: 'to sing',
  principalForms: 'laulma;laulda;laulan;laulis;laulnud;lauldud;lauldakse;laulsin',
};

const NUTMA: LexiconLemma = {
  lemma: 'nutma',
  wordType: 'VERB',
  translation: 'to cry',
  principalForms: 'nutma;nutta;nutan;nuttis;nutnud;nutetud;nutetakse;nutsin',
};

const declined = (l: LexiconLemma) =>
  participleDeclension(verbParadigm(parsePrincipalForms(l.principalForms)));
const formOf = (l: LexiconLemma, variant: string, c: string, number = 'SINGULAR') =>
  declined(l)
    .filter((x) => x.variant === variant && x.case === c && x.number === number)
    .map((x) => x.form);

describe('participleDeclension', () => {
  it('declines the present participles on -va and the past ones on -nu / -tu', () => {
    expect(formOf(LUGEMA, 'v', 'GENITIVE')).toEqual(['lugeva']);
    expect(formOf(LUGEMA, 'v', 'PARTITIVE', 'PLURAL')).toEqual(['lugevaid']);
    expect(formOf(LUGEMA, 'tav', 'INESSIVE')).toEqual(['loetavas']);
    expect(formOf(LUGEMA, 'nud', 'PARTITIVE')).toEqual(['lugenut']);
    expect(formOf(LUGEMA, 'nud', 'PARTITIVE', 'PLURAL')).toEqual(['lugenuid']);
    expect(formOf(HOIDMA, 'tud', 'GENITIVE')).toEqual(['hoitu']);
    expect(formOf(HOIDMA, 'tud', 'ALLATIVE', 'PLURAL')).toEqual(['hoitutele']);
  });

  it('drops the joining e of a v-participle on a consonant stem (laulev, laulva) and keeps a stem vowel', () => {
    expect(formOf(LAULMA, 'v', 'GENITIVE')).toEqual(['laulva']);
    expect(formOf(LAULMA, 'v', 'TRANSLATIVE')).toEqual(['laulvaks']);
    expect(formOf(NUTMA, 'v', 'PARTITIVE')).toEqual(['nutvat']);
    expect(formOf(HOIDMA, 'v', 'PARTITIVE')).toEqual(['hoidvat']);
    expect(formOf(LUGEMA, 'v', 'PARTITIVE')).toEqual(['lugevat']);
  });

  it('leaves out the nominatives: they are the participle itself or the 3rd person plural present', () => {
    expect(declined(LUGEMA).some((c) => c.case === 'NOMINATIVE')).toBe(false);
    expect(declined(LUGEMA).map((c) => c.form)).not.toContain('loetud');
  });

  it('labels each form with its participle, case and number', () => {
    expect(declined(HOIDMA)).toContainEqual({
      form: 'hoitut',
      case: 'PARTITIVE',
      number: 'SINGULAR',
      verbForm: 'PARTICIPLE',
      variant: 'tud',
    });
    expect(
      describeCell({ case: 'PARTITIVE', number: 'SINGULAR', verbForm: 'PARTICIPLE', variant: 'tud' }),
    ).toBe("tud-participle (passive past), partitive singular, 'some, part of'");
    // the quotative mood is spelled as the v-participle's partitive singular (olevat: "is said to be")
    expect(
      describeCell({ case: 'PARTITIVE', number: 'SINGULAR', verbForm: 'PARTICIPLE', variant: 'v' }),
    ).toBe(
      "quotative, 'is said to …'; or v-participle (active present), partitive singular, 'some, part of'",
    );
  });
});

describe('the analyser reads a declined participle as a form of its verb', () => {
  const analyser = buildAnalyser([LUGEMA, HOIDMA]);

  it('offers the reader the verb, with the participle named', () => {
    expect(analyser.lookUp('loetavat')).toEqual([
      {
        lemma: 'lugema',
        translation: 'to read',
        wordType: 'VERB',
        case: 'PARTITIVE',
        number: 'SINGULAR',
        verbForm: 'PARTICIPLE',
        variant: 'tav',
      },
    ]);
    expect(analyser.lookUp('Lugenuid').map((r) => r.lemma)).toEqual(['lugema']);
    // the undeclined participle keeps the paradigm's readings only (participle, negative impersonal past)
    expect(analyser.lookUp('hoitud')).toEqual(analyser.readings('hoitud'));
    expect(analyser.lookUp('hoitud')).toContainEqual({
      lemma: 'hoidma',
      translation: 'to keep',
      wordType: 'VERB',
      verbForm: 'PARTICIPLE',
      variant: 'tud',
    });
  });

  it('does not give the judge these readings (they are not cells of the paradigm)', () => {
    expect(analyser.readings('loetavat')).toEqual([]);
  });
});
