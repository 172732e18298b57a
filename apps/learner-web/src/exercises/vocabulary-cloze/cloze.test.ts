import { describe, expect, it } from 'vitest';
import { STRAY_KEYS_MS } from '../../lib/constants.ts';
import {
  type ClozeCard,
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

  it('holds Enter back after an automatic verdict that is not right, and only then', () => {
    expect(strayKeysMs('incorrect', true)).toBe(STRAY_KEYS_MS);
    expect(strayKeysMs('almost', true)).toBe(STRAY_KEYS_MS);
    expect(strayKeysMs('correct', true)).toBe(0);
    expect(strayKeysMs('incorrect', false)).toBe(0);
    expect(strayKeysMs('revealed', false)).toBe(0);
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
