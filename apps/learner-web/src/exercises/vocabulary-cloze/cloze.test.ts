import type { Judgement } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { STRAY_KEYS_MS } from '../../lib/constants.ts';
import {
  type ClozeCard,
  cardWordBeside,
  ENTER_GUARD_MS,
  enterMovesOn,
  gapLabel,
  hintsLeft,
  hintText,
  isFullLength,
  judgeCloze,
  strayKeysMs,
  typedValue,
  verdictOf,
} from './cloze.ts';

const card = (answer: string, word = answer): ClozeCard => ({
  id: 1,
  answer,
  context: 'x {} y',
  contextTranslation: '',
  word,
  translation: 'friend',
  definition: null,
  wordType: 'NOUN',
  caseForm: 'NOMINATIVE',
  number: null,
  verbForm: null,
  level: 'A0',
  reviewCount: 0,
});
const verdict = (v: string, answer: string) => verdictOf(judgeCloze(v, card(answer)));

describe('vocabulary cloze helpers', () => {
  it('checks at full length only', () => {
    expect(isFullLength('maj', 'maja')).toBe(false);
    expect(isFullLength('maja', 'maja')).toBe(true);
    expect(isFullLength('', '')).toBe(false);
  });
  it('compares trimmed and case-insensitive', () => {
    expect(verdict('Maja', 'maja')).toBe('correct');
    expect(verdict('maia', 'maja')).toBe('almost');
    expect(verdict('sober', 'sõber')).toBe('almost');
    expect(verdict('auto', 'maja')).toBe('incorrect');
    expect(verdict('Tänav', 'tänav')).toBe('correct');
  });
  it('reveals one more leading letter per hint, at most three', () => {
    expect(hintText('tänavat', 0)).toBe('·······');
    expect(hintText('tänavat', 1)).toBe('t······');
    expect(hintText('tänavat', 2)).toBe('tä·····');
    expect(hintText('tänavat', 3)).toBe('tän····');
    expect(hintText('tänavat', 7)).toBe('tän····');
  });
  it('never gives away a whole short word', () => {
    expect(hintText('on', 3)).toBe('o·');
  });
  it('counts hints left, never more than the letters a hint can still reveal', () => {
    expect(hintsLeft(0, 'tänavat')).toBe(3);
    expect(hintsLeft(3, 'tänavat')).toBe(0);
    expect(hintsLeft(5, 'tänavat')).toBe(0);
    expect(hintsLeft(0, 'ja')).toBe(1);
    expect(hintsLeft(1, 'ja')).toBe(0);
    expect(hintsLeft(0, 'kes')).toBe(2);
  });

  it('drops leading spaces from the gap, so " olen" is not cut to " ole" and judged at full length', () => {
    expect(typedValue(' olen', 'olen')).toBe('olen');
    expect(typedValue(' ', 'olen')).toBe('');
    expect(typedValue('olenx', 'olen')).toBe('olen');
    expect(isFullLength(typedValue(' ole', 'olen'), 'olen')).toBe(false);
  });

  it('holds Enter back after an automatic verdict that is not right, so the explanation is read', () => {
    expect(strayKeysMs('incorrect', true)).toBe(STRAY_KEYS_MS);
    expect(strayKeysMs('almost', true)).toBe(STRAY_KEYS_MS);
    expect(STRAY_KEYS_MS).toBeGreaterThanOrEqual(ENTER_GUARD_MS);
  });

  it('takes the Enter after a whole right word for the typing, not for Next word ("ei" + Enter)', () => {
    // the learner's report: `ei` typed, judged at full length, Enter 150 ms later showed the next card
    const hold = strayKeysMs('correct', true);
    expect(hold).toBe(ENTER_GUARD_MS);
    expect(ENTER_GUARD_MS).toBe(400);
    expect(enterMovesOn(150, hold, false)).toBe(false);
    expect(enterMovesOn(ENTER_GUARD_MS - 1, hold, false)).toBe(false);
    // a deliberate later Enter moves on
    expect(enterMovesOn(ENTER_GUARD_MS, hold, false)).toBe(true);
    expect(enterMovesOn(2000, hold, false)).toBe(true);
  });

  it('guards a word submitted with Enter too, and never moves on on a held Enter', () => {
    expect(strayKeysMs('correct', false)).toBe(ENTER_GUARD_MS);
    expect(strayKeysMs('incorrect', false)).toBe(ENTER_GUARD_MS);
    expect(enterMovesOn(100, strayKeysMs('incorrect', false), false)).toBe(false);
    expect(enterMovesOn(5000, strayKeysMs('correct', true), true)).toBe(false);
  });

  it('lets Enter move on at once after Reveal answer (a click, nothing was typed)', () => {
    expect(strayKeysMs('revealed', false)).toBe(0);
    expect(enterMovesOn(0, strayKeysMs('revealed', false), false)).toBe(true);
  });

  it('labels the gap with its case, the plural when it wants one, and the verb form', () => {
    expect(gapLabel({ wordType: 'NOUN', caseForm: 'PARTITIVE', number: 'PLURAL', verbForm: null })).toBe(
      'noun · partitive plural',
    );
    expect(gapLabel({ wordType: 'NOUN', caseForm: 'INESSIVE', number: 'SINGULAR', verbForm: null })).toBe(
      'noun · inessive',
    );
    expect(gapLabel({ wordType: 'VERB', caseForm: null, number: null, verbForm: 'CONDITIONAL' })).toBe(
      'verb · conditional',
    );
  });
});

describe('cardWordBeside', () => {
  const judged = (over: Partial<Judgement>): Judgement => ({
    verdict: 'correct',
    expected: 'kuri',
    matched: 'kuri',
    accepted: ['tige', 'kuri'],
    ...over,
  });

  it("names the card's word when the right answer was another accepted one", () => {
    expect(cardWordBeside(judged({}))).toBe('tige');
  });

  it('says nothing for the card word itself (in any letter case), a near miss, a wrong answer or none', () => {
    expect(cardWordBeside(judged({ matched: 'Tige', expected: 'tige' }))).toBeNull();
    expect(cardWordBeside(judged({ verdict: 'almost' }))).toBeNull();
    expect(cardWordBeside(judged({ verdict: 'wrong', matched: undefined }))).toBeNull();
    expect(cardWordBeside(null)).toBeNull();
  });
});
