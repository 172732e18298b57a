import { describe, expect, it } from 'vitest';
import {
  correctionProblem,
  distractorsProblem,
  gapProblem,
  wordOrderProblems,
  wordTypeFormProblem,
} from './item-rules.ts';

describe('gapProblem', () => {
  it('accepts exactly one gap of the right length', () => {
    expect(gapProblem('Ma lähen ___.', '___')).toBeNull();
    expect(gapProblem('„___ on siin“, ütles ta.', '___')).toBeNull();
    expect(gapProblem('Ma lähen _____.', '_____')).toBeNull();
  });
  it('names what is wrong', () => {
    expect(gapProblem('Ma lähen koju.', '___')).toBe('must contain the gap ___');
    expect(gapProblem('___ lähen ___.', '___')).toBe('must contain exactly one gap ___, found 2');
    expect(gapProblem('Ma lähen ___.', '_____')).toBe('has a gap of 3 underscores; write it as _____');
    expect(gapProblem('Ma lähen maja___.', '___')).toBe('has the gap glued to the word before it');
    expect(gapProblem('Ma lähen ___sse.', '___')).toBe('has the gap glued to the word after it');
  });
  it('with orLonger takes any run at least as long as the gap (the admin: ___ or the pack’s _____)', () => {
    expect(gapProblem('Ma lähen _____.', '___', { orLonger: true })).toBeNull();
    expect(gapProblem('Ma lähen ___.', '___', { orLonger: true })).toBeNull();
    expect(gapProblem('Ma lähen __.', '___', { orLonger: true })).toBe(
      'has a gap of 2 underscores; write it as ___',
    );
    expect(gapProblem('Täna paistab ___ ja _____.', '___', { orLonger: true })).toBe(
      'must contain exactly one gap ___, found 2',
    );
    // a stray underscore is a second run: the learner would see it
    expect(gapProblem('Ma lähen ___ _.', '___', { orLonger: true })).toMatch(/exactly one gap/);
  });
});

describe('distractorsProblem', () => {
  it('accepts three different forms that are not the answer', () => {
    expect(distractorsProblem(['majja', 'majast', 'maja'], ['majas'])).toBeNull();
  });
  it('wants exactly three, all different, none an accepted answer (trimmed, any letter case)', () => {
    expect(distractorsProblem(['majja', 'majast'], ['majas'])).toBe('must be exactly 3, found 2');
    expect(distractorsProblem(['majja', ' Majja', 'maja'], ['majas'])).toBe('must be 3 different forms');
    expect(distractorsProblem(['majja', 'Majas', 'maja'], ['majas'])).toBe(
      'must not include the answer "majas"',
    );
    expect(distractorsProblem(['majja', 'majasse', 'maja'], ['majas', 'majasse'])).toBe(
      'must not include the answer "majasse"',
    );
  });
});

describe('wordOrderProblems', () => {
  const words = ['koju', 'ma', 'täna', 'lähen'];
  it('accepts shuffled words and orders that use exactly them', () => {
    expect(
      wordOrderProblems(words, [
        ['ma', 'lähen', 'täna', 'koju'],
        ['täna', 'lähen', 'ma', 'koju'],
      ]),
    ).toEqual([]);
  });
  it('names an order with other words, a repeated order and words already in a correct order', () => {
    expect(wordOrderProblems(words, [['ma', 'lähen', 'koju']])).toEqual([
      { order: 0, message: 'does not use exactly the given words: ma lähen koju' },
    ]);
    expect(wordOrderProblems(words, [['ma', 'läksin', 'täna', 'koju']])[0]?.order).toBe(0);
    expect(
      wordOrderProblems(words, [
        ['ma', 'lähen', 'täna', 'koju'],
        ['ma', 'lähen', 'täna', 'koju'],
      ]),
    ).toEqual([{ order: 1, message: 'repeats an earlier order' }]);
    expect(wordOrderProblems(['ma', 'lähen', 'koju'], [['ma', 'lähen', 'koju']])).toEqual([
      { order: null, message: 'must be shuffled, not given in a correct order' },
    ]);
  });
  it('names an empty order, which no answer could match', () => {
    expect(wordOrderProblems(words, [['ma', 'lähen', 'täna', 'koju'], []])).toEqual([
      { order: 1, message: 'is empty: list the words in a correct order' },
    ]);
  });
});

describe('correctionProblem', () => {
  it('wants the correct sentence to differ from the incorrect one', () => {
    expect(correctionProblem('Ma lähen koolis.', 'Ma lähen kooli.')).toBeNull();
    expect(correctionProblem('Ma lähen kooli.', ' Ma lähen kooli. ')).toBe(
      'must differ from the incorrect sentence',
    );
  });
});

describe('wordTypeFormProblem', () => {
  it('allows a case for the word types that decline and a verb form for a verb', () => {
    for (const t of ['NOUN', 'ADJECTIVE', 'PRONOUN', 'NUMERAL'])
      expect(wordTypeFormProblem(t, 'INESSIVE', null)).toBeNull();
    expect(wordTypeFormProblem('VERB', null, 'PAST')).toBeNull();
    expect(wordTypeFormProblem('ADVERB', '', '')).toBeNull();
  });
  it('refuses a case on a verb or an adverb and a verb form on anything but a verb', () => {
    expect(wordTypeFormProblem('VERB', 'ILLATIVE', 'PRESENT')).toEqual({
      field: 'caseForm',
      message: 'must be empty for a VERB: only NOUN, ADJECTIVE, PRONOUN and NUMERAL take a case',
    });
    expect(wordTypeFormProblem('ADVERB', 'ELATIVE', null)?.field).toBe('caseForm');
    expect(wordTypeFormProblem('NOUN', null, 'PAST')).toEqual({
      field: 'verbForm',
      message: 'must be empty for a NOUN: only a VERB takes a verb form',
    });
  });
});
