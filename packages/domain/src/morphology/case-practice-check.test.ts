import { describe, expect, it } from 'vitest';
import { type CasePracticeItem, checkCasePracticeItem } from './case-practice-check.ts';
import { paradigmOf } from './paradigm.ts';

const paradigms = new Map([
  [
    'maja',
    paradigmOf({
      lemma: 'maja',
      wordType: 'NOUN',
      translation: 'house',
      principalForms: 'maja;maja;maja;majade;maju;majja',
    }),
  ],
  [
    'suur',
    paradigmOf({
      lemma: 'suur',
      wordType: 'ADJECTIVE',
      translation: 'big',
      principalForms: 'suur;suure;suurt;suurte;suuri;',
    }),
  ],
]);
const item = (over: Partial<CasePracticeItem>): CasePracticeItem => ({
  sentence: 'Ma lähen ___.',
  targetWord: 'maja',
  correctCase: 'ILLATIVE',
  correctAnswer: 'majja',
  distractors: ['majas', 'majast', 'majal'],
  tags: [],
  ...over,
});

describe('checkCasePracticeItem', () => {
  it('passes an answer of the labelled case with wrong-case distractors', () => {
    expect(checkCasePracticeItem(item({}), paradigms)).toEqual({ kind: 'checked', problems: [] });
  });

  it('finds a distractor that is itself a right answer (the Tartu problem)', () => {
    expect(checkCasePracticeItem(item({ distractors: ['majasse', 'majas', 'majal'] }), paradigms)).toEqual({
      kind: 'checked',
      problems: [
        {
          field: 'distractors',
          message:
            '"majasse" is itself an illative form of maja, a right answer: choose a distractor that is wrong here',
        },
      ],
    });
  });

  it('finds an answer whose number is not the one the tags give (the task names it)', () => {
    expect(checkCasePracticeItem(item({ tags: ['plural'] }), paradigms)).toEqual({
      kind: 'checked',
      problems: [
        {
          field: 'correctAnswer',
          message: '"majja" is the illative singular of maja, but the tags say plural: that is majadesse',
        },
      ],
    });
    expect(checkCasePracticeItem(item({ tags: ['singular'] }), paradigms)).toEqual({
      kind: 'checked',
      problems: [],
    });
  });

  it('finds an answer that is not the labelled case', () => {
    expect(checkCasePracticeItem(item({ correctAnswer: 'majas' }), paradigms)).toEqual({
      kind: 'checked',
      problems: [
        {
          field: 'correctAnswer',
          message:
            '"majas" is the inessive singular of maja, not the illative: that is majja, majasse or majadesse',
        },
      ],
    });
    expect(checkCasePracticeItem(item({ correctAnswer: 'majus', tags: ['singular'] }), paradigms)).toEqual({
      kind: 'checked',
      problems: [
        {
          field: 'correctAnswer',
          message: '"majus" is not a form of maja: the illative singular is majja or majasse',
        },
      ],
    });
  });

  it('checks a comparison item against the degree its tags ask for', () => {
    const comparative = item({
      sentence: 'See maja on ___ kui too.',
      targetWord: 'suur',
      correctCase: 'NOMINATIVE',
      correctAnswer: 'suurem',
      distractors: ['suur', 'suurim', 'suurema'],
      tags: ['comparison', 'comparative'],
    });
    expect(checkCasePracticeItem(comparative, paradigms)).toEqual({ kind: 'checked', problems: [] });
    expect(
      checkCasePracticeItem(
        { ...comparative, correctAnswer: 'suur', tags: ['comparative', 'singular'] },
        paradigms,
      ),
    ).toEqual({
      kind: 'checked',
      problems: [
        {
          field: 'correctAnswer',
          message: '"suur" is not a comparative form of suur: the comparative nominative singular is suurem',
        },
      ],
    });
    expect(checkCasePracticeItem({ ...comparative, distractors: ['suurem'] }, paradigms)).toEqual({
      kind: 'checked',
      problems: [
        {
          field: 'distractors',
          message:
            '"suurem" is itself a comparative nominative form of suur, a right answer: choose a distractor that is wrong here',
        },
      ],
    });
    expect(checkCasePracticeItem({ ...comparative, tags: ['comparison'] }, paradigms)).toEqual({
      kind: 'unknownDegree',
    });
  });

  it('cannot check a word the lexicon does not have', () => {
    expect(checkCasePracticeItem(item({ targetWord: 'kohvik' }), paradigms)).toEqual({
      kind: 'missingLemma',
    });
  });
});
