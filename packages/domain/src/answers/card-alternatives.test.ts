import { describe, expect, it } from 'vitest';
import { cardAlternativesProblem, joinCardAlternatives, splitCardAlternatives } from './card-alternatives.ts';

describe("a card's accepted alternatives", () => {
  it('splits on | and line breaks, trims each entry and drops blanks', () => {
    expect(splitCardAlternatives(' kuri | pahane ')).toEqual(['kuri', 'pahane']);
    expect(splitCardAlternatives('kuri\r\n\n pahane\n|')).toEqual(['kuri', 'pahane']);
    expect(splitCardAlternatives('  ')).toEqual([]);
    expect(splitCardAlternatives(undefined)).toEqual([]);
  });

  it('joins them with | so that splitting gives them back', () => {
    expect(splitCardAlternatives(joinCardAlternatives(['kuri', 'pahane']))).toEqual(['kuri', 'pahane']);
    expect(joinCardAlternatives([])).toBe('');
  });

  it("refuses an entry equal to the form or repeated, after the judge's normalisation", () => {
    expect(cardAlternativesProblem('tige', ['kuri', 'pahane'])).toBeNull();
    expect(cardAlternativesProblem('tige', ['Tige.'])).toBe(
      'Also accepted: "Tige." is the card\'s form itself; list only other answers.',
    );
    expect(cardAlternativesProblem('tige', ['kuri', 'KURI'])).toBe(
      'Also accepted: "KURI" is listed twice; list each answer once.',
    );
  });
});
