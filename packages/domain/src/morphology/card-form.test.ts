import { describe, expect, it } from 'vitest';
import { cardFormProblem } from './card-form.ts';
import { paradigmOf } from './paradigm.ts';

const maja = paradigmOf({
  lemma: 'maja',
  wordType: 'NOUN',
  translation: 'house',
  principalForms: 'maja;maja;maja;majade;maju;majja',
});
const lugema = paradigmOf({
  lemma: 'lugema',
  wordType: 'VERB',
  translation: 'to read',
  principalForms: 'lugema;lugeda;loen;luges;lugenud;loetud;loetakse',
});
const noun = (form: string, caseForm: string | null, number: string | null = null) =>
  cardFormProblem(maja, { word: 'maja', form, wordType: 'NOUN', caseForm, number });

describe('cardFormProblem', () => {
  it('accepts a form that is the labelled case and number, in either variant', () => {
    expect(noun('majas', 'INESSIVE')).toBeNull();
    expect(noun('majja', 'ILLATIVE')).toBeNull();
    expect(noun('majasse', 'ILLATIVE')).toBeNull();
    expect(noun('majades', 'INESSIVE', 'PLURAL')).toBeNull();
    expect(noun('Majas', 'INESSIVE')).toBeNull();
  });

  it('says what a mislabelled form is and what the labelled form is, in plain words', () => {
    expect(noun('majas', 'ILLATIVE')).toBe(
      '"majas" is the inessive singular of maja, not the illative singular: that is majja or majasse',
    );
    expect(noun('majades', 'INESSIVE')).toBe(
      '"majades" is the inessive plural of maja, not the inessive singular: that is majas',
    );
    expect(noun('maja', 'ILLATIVE')).toBe(
      '"maja" is the nominative, genitive or partitive singular of maja, not the illative singular: that is majja or majasse',
    );
  });

  it('says when the form is no form of the word at all, and the right one', () => {
    expect(noun('majus', 'INESSIVE')).toBe('"majus" is not a form of maja: the inessive singular is majas');
    expect(noun('majus', null)).toBe('"majus" is not a form of maja');
    expect(noun('majades', null)).toBe('"majades" is the inessive plural of maja, not a singular form');
  });

  const verb = (form: string, verbForm: string | null, practiceContext: string | null = null) =>
    cardFormProblem(lugema, { word: 'lugema', form, wordType: 'VERB', verbForm, practiceContext });

  it('checks a verb card against its verb form (FUTURE is the present)', () => {
    expect(verb('loen', 'PRESENT')).toBeNull();
    expect(verb('loen', 'FUTURE')).toBeNull();
    expect(verb('luges', 'PAST')).toBeNull();
    expect(verb('luges', 'PRESENT')).toBe(
      '"luges" is not a present form of lugema: the present (3sg) is loeb',
    );
    expect(verb('lueb', 'PRESENT')).toBe(
      '"lueb" is not a present form of lugema: the present is loen, loed, loeb, loeme, loete or loevad',
    );
  });

  it('holds a verb card to the person of the pronoun right before its gap', () => {
    expect(verb('loeb', 'PRESENT', 'Mina ___ iga päev ajalehte.')).toBe(
      '"loeb" is not a present form of lugema for mina (1sg): that is loen',
    );
    expect(verb('loen', 'PRESENT', 'Mina ___ iga päev ajalehte.')).toBeNull();
    expect(verb('loen', 'PAST', 'Ma ___ eile raamatut.')).toBe(
      '"loen" is not a past form of lugema: for ma (1sg) it is lugesin',
    );
    expect(verb('loen', 'PRESENT', 'Kas sa ___ palju?')).toBe(
      '"loen" is not a present form of lugema for sa (2sg): that is loed',
    );
    // a form without a person (a negative's verb word) fits any subject
    expect(verb('loe', 'PRESENT', 'Ma ei ___ ajalehte.')).toBeNull();
    // an impersonal has no subject: the pronoun before it is its object ("he was read")
    expect(verb('loeti', 'PAST', 'Ta ___ läbi.')).toBeNull();
  });

  it('asks nothing of a pronoun that is not the subject right before the gap', () => {
    // two pronouns together are a plural subject
    expect(verb('loeme', 'PRESENT', 'Mina ja sina ___ koos.')).toBeNull();
    expect(verb('loeme', 'PRESENT', 'Sina, mina ___ koos.')).toBeNull();
    // the pronoun right before the gap decides, not the sentence's first one
    expect(verb('loen', 'PRESENT', 'Ta ütles, et ma ___ palju.')).toBeNull();
    expect(verb('loeb', 'PRESENT', 'Ta ütles, et ma ___ palju.')).toBe(
      '"loeb" is not a present form of lugema for ma (1sg): that is loen',
    );
    // a noun subject, or a pronoun parted from the gap, is held to no person
    expect(verb('loeb', 'PRESENT', 'Mari ___ iga päev.')).toBeNull();
    expect(verb('loeb', 'PRESENT', 'Tema, kes ___ palju, teab.')).toBeNull();
  });
});
