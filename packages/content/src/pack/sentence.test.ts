import { describe, expect, it } from 'vitest';
import {
  bareWord,
  CARD_GAP,
  countWords,
  doubledStopProblem,
  filledProblem,
  isSentenceStart,
  sentenceProblem,
  sentenceWords,
} from './sentence.ts';

describe('sentences', () => {
  it('knows where a sentence starts', () => {
    expect(isSentenceStart('___ on suur.', 0)).toBe(true);
    expect(isSentenceStart('Tere! „___ on suur.“', 7)).toBe(true);
    expect(isSentenceStart('Ma elan ___.', 8)).toBe(false);
  });
  it('wants a capital first and end punctuation last', () => {
    expect(sentenceProblem('Ma elan Tallinnas.')).toBeNull();
    expect(sentenceProblem('„Kas sa tuled?“')).toBeNull();
    expect(sentenceProblem('10 minutit on palju!')).toBeNull();
    expect(sentenceProblem('ma elan Tallinnas.')).toMatch(/capital/);
    expect(sentenceProblem('Ma elan Tallinnas')).toMatch(/must end/);
    expect(sentenceProblem('Ma  elan.')).toMatch(/double space/);
  });
  it('checks the form filled into the gap', () => {
    expect(filledProblem('Ma elan ___.', CARD_GAP, 'Tallinnas', 'Tallinn')).toBeNull();
    expect(filledProblem('___ on suur.', CARD_GAP, 'Maja', 'maja')).toBeNull();
    expect(filledProblem('___ on suur.', CARD_GAP, 'maja', 'maja')).toMatch(/must be capitalised/);
    expect(filledProblem('Ma elan ___.', CARD_GAP, 'Majas', 'maja')).toMatch(/capitalised in the middle/);
    expect(filledProblem('Ma elan ___.', CARD_GAP, 'ma_jas', 'maja')).toMatch(/underscores/);
    expect(filledProblem('Ma elan ___.', CARD_GAP, ' majas', 'maja')).toMatch(/begin and end with a letter/);
    expect(filledProblem('Ma olen ___.', CARD_GAP, 'ei tea', 'teadma')).toBeNull();
  });
});

describe('words', () => {
  it('counts the words of a context, the gap included', () => {
    expect(sentenceWords('Ma elan suures ___.')).toEqual(['Ma', 'elan', 'suures', '___.']);
    expect(sentenceWords('Tere, Mari – kuidas läheb?')).toHaveLength(4);
  });
  it('strips punctuation around a word', () => expect(bareWord('„Tallinnas!“')).toBe('Tallinnas'));
  it('counts the words of running text, numbers and hyphenated names as one', () =>
    expect(countWords('Kaval-Ants maksis 12 eurot. Ta on 5-aastane!')).toBe(7));
});

describe('doubled full stops', () => {
  it('catches "pärast.." and ". ." but not an ellipsis', () => {
    expect(doubledStopProblem('Ta tuli tüki aja pärast..')).toMatch(/doubled full stop \(".*pärast\.\."\)/);
    expect(doubledStopProblem('Ta tuli. . Siis läks.')).toMatch(/doubled full stop/);
    expect(doubledStopProblem('Ta ootas... ja ootas.')).toBeNull();
    expect(doubledStopProblem('Ta tuli tüki aja pärast.')).toBeNull();
    expect(sentenceProblem('Ta tuli tüki aja pärast..')).toMatch(/doubled full stop/);
  });
});
