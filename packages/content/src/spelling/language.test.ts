import { describe, expect, it } from 'vitest';
import { englishTest, estonianParts, hasEnglishWords, quotedPassages } from './language.ts';

describe('telling English from Estonian', () => {
  it('finds English function words', () => {
    expect(hasEnglishWords('What does Mati drink?')).toBe(true);
    expect(hasEnglishWords('a quarter of eight')).toBe(true);
    expect(hasEnglishWords('Mida Mati joob?')).toBe(false);
    // Estonian words that look English are not markers
    expect(hasEnglishWords('See on minu maja, me elame siin.')).toBe(false);
  });

  it('with a spell-checker, calls a text English when most of its words are not Estonian', () => {
    const estonian = new Set(['isa', 'sööb', 'putru']);
    const isEnglish = englishTest((w) => estonian.has(w.toLowerCase()));
    expect(isEnglish('Father eats porridge.')).toBe(true);
    expect(isEnglish('Isa sööb putru.')).toBe(false);
    expect(isEnglish('Isa sööb purtu.')).toBe(false); // one typo stays Estonian, so it is still checked
  });

  it('finds quoted passages in any quote style', () => {
    expect(quotedPassages('What does "odav" mean in „Õunad on odavad“ or «head»?')).toEqual([
      'odav',
      'Õunad on odavad',
      'head',
    ]);
  });

  it('gives the Estonian parts: all of an Estonian text, the quoted Estonian of an English one', () => {
    expect(estonianParts('Kus elab Mari?')).toEqual(['Kus elab Mari?']);
    expect(estonianParts('What does "kaua" mean in "Ma magan kaua"?')).toEqual(['kaua', 'Ma magan kaua']);
    expect(estonianParts('It means "a quarter of eight".')).toEqual([]);
  });
});
