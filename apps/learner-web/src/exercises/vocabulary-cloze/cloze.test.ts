import type { Judgement } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { STRAY_KEYS_MS } from '../../lib/constants.ts';
import {
  acceptedAnswers,
  type ClozeCard,
  cardWordBeside,
  ENTER_GUARD_MS,
  enterMovesOn,
  gapLabel,
  hintsLeft,
  hintText,
  isComplete,
  judgeCloze,
  lengthHint,
  maxAnswerLength,
  strayKeysMs,
  typedValue,
  verdictOf,
} from './cloze.ts';

const card = (answer: string, word = answer, alternatives?: string[]): ClozeCard => ({
  id: 1,
  answer,
  ...(alternatives ? { alternatives } : {}),
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
    expect(isComplete('maj', ['maja'])).toBe(false);
    expect(isComplete('maja', ['maja'])).toBe(true);
    expect(isComplete('maia', ['maja'])).toBe(true);
    expect(isComplete('', [''])).toBe(false);
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
    expect(typedValue(' olen', 4)).toBe('olen');
    expect(typedValue(' ', 4)).toBe('');
    expect(typedValue('olenx', 4)).toBe('olen');
    expect(isComplete(typedValue(' ole', 4), ['olen'])).toBe(false);
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

  it('names it beside a near miss of another accepted one too (D3: `pwale` for `peale`, card `pärast`)', () => {
    const j = judgeCloze('pwale', card('pärast', 'pärast', ['peale']));
    expect(verdictOf(j)).toBe('almost');
    expect(j.expected).toBe('peale');
    expect(cardWordBeside(j)).toBe('pärast');
  });

  it('says nothing for the card word itself (in any letter case), its near miss, a wrong answer or none', () => {
    expect(cardWordBeside(judged({ matched: 'Tige', expected: 'tige' }))).toBeNull();
    expect(cardWordBeside(judged({ verdict: 'almost', matched: 'tige', expected: 'tige' }))).toBeNull();
    expect(cardWordBeside(judged({ verdict: 'wrong', matched: undefined }))).toBeNull();
    expect(cardWordBeside(null)).toBeNull();
  });
});

describe("a card's accepted alternatives in the gap (D1)", () => {
  const and = card('ja', 'ja', ['ning']);
  const often = card('tihti', 'tihti', ['sageli']);

  it('accepts the form, then the alternatives; a card from an older plan has only its form', () => {
    expect(acceptedAnswers(and)).toEqual(['ja', 'ning']);
    expect(acceptedAnswers(card('ja'))).toEqual(['ja']);
  });

  it('lets the longest accepted answer be typed in full (`ning` is not cut to `ni`)', () => {
    expect(maxAnswerLength(and)).toBe(4);
    expect(typedValue('ning', maxAnswerLength(and))).toBe('ning');
    expect(maxAnswerLength(card('kauplus', 'pood', ['pood']))).toBe(7);
    expect(maxAnswerLength(card('ja'))).toBe(2);
  });

  it('checks the card word at once when no longer accepted answer starts with it', () => {
    expect(isComplete('ja', acceptedAnswers(and))).toBe(true);
    expect(isComplete('Ja ', acceptedAnswers(and))).toBe(true);
    expect(isComplete('ning', acceptedAnswers(and))).toBe(true);
  });

  it('waits for more letters or Enter on the way to a longer alternative', () => {
    expect(isComplete('ni', acceptedAnswers(and))).toBe(false);
    expect(isComplete('nin', acceptedAnswers(and))).toBe(false);
    // `sagel` is as long as `tihti`, but `sageli` starts with it: not judged early
    expect(isComplete('sagel', acceptedAnswers(often))).toBe(false);
    expect(isComplete('Sagel', acceptedAnswers(often))).toBe(false);
    expect(isComplete('sageli', acceptedAnswers(often))).toBe(true);
    expect(isComplete('tihti', acceptedAnswers(often))).toBe(true);
  });

  it('judges an alternative right here, and its near miss almost', () => {
    expect(verdictOf(judgeCloze('ning', and))).toBe('correct');
    expect(cardWordBeside(judgeCloze('Ning', and))).toBe('ja');
    expect(verdictOf(judgeCloze('sageli', often))).toBe('correct');
    expect(verdictOf(judgeCloze('ning', card('ja')))).toBe('incorrect');
  });

  it("counts the card word's letters, and says another word may fit when the card has alternatives", () => {
    expect(lengthHint(card('maja'))).toBe('4 letters');
    expect(lengthHint(and)).toBe('2 letters, or another word that fits');
    expect(lengthHint(card('a'))).toBe('1 letter');
  });
});
