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

  it('names what a mislabelled form really is', () => {
    expect(noun('majas', 'ILLATIVE')).toBe(
      '"majas" is not the ILLATIVE SINGULAR of maja (it is INESSIVE SINGULAR)',
    );
    expect(noun('majades', 'INESSIVE')).toBe(
      '"majades" is not the INESSIVE SINGULAR of maja (it is INESSIVE PLURAL)',
    );
  });

  it('says when the form is no form of the word at all', () => {
    expect(noun('majus', 'INESSIVE')).toBe('"majus" is not the INESSIVE SINGULAR of maja');
    expect(noun('majus', null)).toBe('"majus" is not the form of maja');
  });

  it('checks a verb card against its verb form (FUTURE is the present)', () => {
    const verb = (form: string, verbForm: string | null) =>
      cardFormProblem(lugema, { word: 'lugema', form, wordType: 'VERB', verbForm });
    expect(verb('loen', 'PRESENT')).toBeNull();
    expect(verb('loen', 'FUTURE')).toBeNull();
    expect(verb('luges', 'PAST')).toBeNull();
    expect(verb('luges', 'PRESENT')).toBe('"luges" is not a PRESENT of lugema');
  });
});
