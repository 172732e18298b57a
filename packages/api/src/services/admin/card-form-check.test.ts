import { buildAnalyser } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import type { InflectingLemma, LexiconIndex } from '../lexicon/lexicon-index.ts';
import { cardFormCheck } from './card-form-check.ts';

const maja: InflectingLemma = {
  lemma: 'maja',
  wordType: 'NOUN',
  translation: 'house',
  principalForms: 'maja;maja;maja;majade;maju;majja',
};
const lugema: InflectingLemma = {
  lemma: 'lugema',
  wordType: 'VERB',
  translation: 'to read',
  principalForms: 'lugema;lugeda;loen;luges;lugenud;loetud;loetakse',
};
const index: LexiconIndex = {
  byLemma: new Map([
    ['maja', [maja]],
    ['lugema', [lugema]],
  ]),
  explicit: {},
  analyser: buildAnalyser([maja, lugema]),
};

describe('cardFormCheck', () => {
  it("checks an inflecting word's form against its labels", () => {
    expect(
      cardFormCheck(index, { word: 'maja', form: 'majja', wordType: 'NOUN', caseForm: 'ILLATIVE' }),
    ).toBeNull();
    expect(
      cardFormCheck(index, { word: 'maja', form: 'majas', wordType: 'NOUN', caseForm: 'ILLATIVE' }),
    ).toBe('"majas" is the inessive singular of maja, not the illative singular: that is majja or majasse');
  });

  it('holds a verb card to the person of the pronoun right before its gap', () => {
    const card = (form: string, practiceContext: string) =>
      cardFormCheck(index, { word: 'lugema', form, wordType: 'VERB', verbForm: 'PRESENT', practiceContext });
    expect(card('loeb', 'Mina ___ iga päev ajalehte.')).toBe(
      '"loeb" is not a present form of lugema for mina (1sg): that is loen',
    );
    expect(card('loen', 'Mina ___ iga päev ajalehte.')).toBeNull();
    expect(card('loeme', 'Mina ja sina ___ iga päev ajalehte.')).toBeNull();
  });

  it('says where to add a word the lexicon does not have', () => {
    expect(
      cardFormCheck(index, { word: 'kohvik', form: 'kohvikus', wordType: 'NOUN', caseForm: 'INESSIVE' }),
    ).toMatch(/^kohvik is not in the lexicon, so its form could not be checked/);
  });

  it('leaves words that do not inflect alone', () => {
    expect(cardFormCheck(index, { word: 'ja', form: 'ja', wordType: 'CONJUNCTION' })).toBeNull();
  });
});
