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
const index: LexiconIndex = {
  byLemma: new Map([['maja', [maja]]]),
  explicit: {},
  analyser: buildAnalyser([maja]),
};

describe('cardFormCheck', () => {
  it("checks an inflecting word's form against its labels", () => {
    expect(
      cardFormCheck(index, { word: 'maja', form: 'majja', wordType: 'NOUN', caseForm: 'ILLATIVE' }),
    ).toBeNull();
    expect(
      cardFormCheck(index, { word: 'maja', form: 'majas', wordType: 'NOUN', caseForm: 'ILLATIVE' }),
    ).toBe('"majas" is not the ILLATIVE SINGULAR of maja (it is INESSIVE SINGULAR)');
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
