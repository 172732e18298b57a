import { describe, expect, it } from 'vitest';
import {
  difficultyLabel,
  markChallengeWords,
  matchesChallengeWord,
  paragraphsOf,
  wordCount,
} from './challenge-words.ts';

const targets = [
  { word: 'hommikusöök', translation: 'breakfast', word_type: 'NOUN' },
  { word: 'piim', translation: 'milk' },
  { word: 'magus', translation: 'sweet' },
  { word: 'head isu', translation: 'enjoy your meal' },
];

describe('challenge words', () => {
  it('matches dictionary forms and inflected forms with a short ending', () => {
    expect(matchesChallengeWord('Piima', 'piim')).toBe(true);
    expect(matchesChallengeWord('hommikusööki', 'hommikusöök')).toBe(true);
    expect(matchesChallengeWord('magus', 'magus')).toBe(true);
    expect(matchesChallengeWord('piimapukk', 'piim')).toBe(false);
    expect(matchesChallengeWord('pi', 'piim')).toBe(false);
  });

  it("uses the lexicon's readings when it has them: stem changes and verbs match, look-alikes do not", () => {
    expect(matchesChallengeWord('tiigis', 'tiik', [{ lemma: 'tiik' }])).toBe(true);
    expect(matchesChallengeWord('Maksan', 'maksma', [{ lemma: 'maksma' }])).toBe(true);
    expect(matchesChallengeWord('putru', 'puder', [{ lemma: 'puder' }])).toBe(true);
    // without readings the spelling alone cannot tell these
    expect(matchesChallengeWord('tiigis', 'tiik')).toBe(false);
    expect(matchesChallengeWord('maksan', 'maksma')).toBe(false);
    // kohvi (coffee) starts like kohvik (café); the lexicon knows it is kohv
    expect(matchesChallengeWord('kohvi', 'kohvik')).toBe(true);
    expect(matchesChallengeWord('kohvi', 'kohvik', [{ lemma: 'kohv' }])).toBe(false);
    expect(matchesChallengeWord('kohvikus', 'kohvik', [{ lemma: 'kohvik' }])).toBe(true);
    // a word the lexicon has no reading for falls back to the spelling
    expect(matchesChallengeWord('piima', 'piim', [])).toBe(true);
  });

  it('marks the forms the lexicon reads as a challenge word', () => {
    const readings = new Map([
      ['kohvi', [{ lemma: 'kohv' }]],
      ['kohvikus', [{ lemma: 'kohvik' }]],
      ['maksan', [{ lemma: 'maksma' }]],
    ]);
    const words = [
      { word: 'kohvik', translation: 'café' },
      { word: 'maksma', translation: 'to pay' },
    ];
    const pieces = markChallengeWords('Kohvikus joon kohvi. Maksan kaardiga.', words, readings);
    expect(pieces.filter((x) => x.kind === 'word').map((x) => x.text)).toEqual(['Kohvikus', 'Maksan']);
  });

  it('marks every occurrence and keeps the text intact', () => {
    const p = 'Ema, isa ja Mati söövad hommikusööki. Ma joon piima. Õun on magus, väga magus.';
    const pieces = markChallengeWords(p, targets);
    expect(pieces.map((x) => x.text).join('')).toBe(p);
    expect(pieces.filter((x) => x.kind === 'word').map((x) => x.text)).toEqual([
      'hommikusööki',
      'piima',
      'magus',
      'magus',
    ]);
  });

  it('splits paragraphs on blank lines and counts words', () => {
    expect(paragraphsOf('Üks.\n\nKaks kolm.\n \nNeli')).toEqual(['Üks.', 'Kaks kolm.', 'Neli']);
    expect(wordCount('„Mida sa täna sööd?“ küsib ema.')).toBe(6);
  });

  it('maps difficulty for display', () => {
    expect(difficultyLabel('BEGINNER')).toBe('easy');
    expect(difficultyLabel('INTERMEDIATE')).toBe('medium');
    expect(difficultyLabel('ADVANCED')).toBe('hard');
    expect(difficultyLabel('EXPERT')).toBe('hard');
    expect(difficultyLabel('whatever')).toBe('easy');
    expect(difficultyLabel(null)).toBe('easy');
  });
});
