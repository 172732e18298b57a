import { describe, expect, it } from 'vitest';
import {
  alternativesProblem,
  cardAlternativesProblem,
  joinCardAlternatives,
  showAlternatives,
  splitCardAlternatives,
} from './card-alternatives.ts';

describe("a card's accepted alternatives", () => {
  it('splits on | and line breaks, trims each entry and drops blanks', () => {
    expect(splitCardAlternatives(' kuri | pahane ')).toEqual(['kuri', 'pahane']);
    expect(splitCardAlternatives('kuri\r\n\n pahane\n|')).toEqual(['kuri', 'pahane']);
    expect(splitCardAlternatives('  ')).toEqual([]);
    expect(splitCardAlternatives(undefined)).toEqual([]);
  });

  it('splits on a comma too: "kuri, tige" is two answers, never one that no learner could type', () => {
    expect(splitCardAlternatives('kuri, tige')).toEqual(['kuri', 'tige']);
    expect(splitCardAlternatives('kuri,, tige |pahane,')).toEqual(['kuri', 'tige', 'pahane']);
  });

  it('joins them with | so that splitting gives them back', () => {
    expect(splitCardAlternatives(joinCardAlternatives(['kuri', 'pahane']))).toEqual(['kuri', 'pahane']);
    expect(joinCardAlternatives([])).toBe('');
  });

  it('shows them with " | ", so two entries never look like one', () => {
    expect(showAlternatives(['kuri', 'pahane'])).toBe('kuri | pahane');
    expect(showAlternatives(['kuri'])).toBe('kuri');
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

  it('refuses an entry with no letters, which the judge could never match', () => {
    expect(cardAlternativesProblem('tige', ['.'])).toBe(
      'Also accepted: "." has no letters; write the answer itself.',
    );
    expect(cardAlternativesProblem('tige', ['kuri', '?!'])).toBe(
      'Also accepted: "?!" has no letters; write the answer itself.',
    );
    expect(cardAlternativesProblem('kaks', ['2'])).toBeNull();
  });

  it('words the refusal for the list it checks (a grammar exercise names its own answer)', () => {
    expect(
      alternativesProblem('pimedust', ['Pimedust'], { field: 'Also accepted', answer: 'the correct answer' }),
    ).toBe('Also accepted: "Pimedust" is the correct answer itself; list only other answers.');
  });
});
