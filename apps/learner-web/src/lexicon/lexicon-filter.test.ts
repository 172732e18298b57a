import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterLexicon, hasActiveFilters, levelsOf } from './lexicon-filter.ts';

const cards = [
  {
    word: 'maja',
    translation: 'house',
    definition: 'a building to live in',
    level: 'A0',
    status: 'learning',
    word_type: 'NOUN',
  },
  {
    word: 'jooksma',
    translation: 'to run',
    definition: null,
    level: 'A11',
    status: 'review',
    word_type: 'VERB',
  },
  {
    word: 'ilus',
    translation: 'beautiful',
    definition: 'nice to look at',
    level: 'A0',
    status: 'mastered',
    word_type: 'ADJECTIVE',
  },
  {
    word: 'Tänav',
    translation: 'street',
    definition: 'a road in a town',
    level: 'A11',
    status: 'learning',
    word_type: 'PHRASE',
  },
];

describe('lexicon filters', () => {
  it('searches word, translation and definition, case-insensitively', () => {
    expect(filterLexicon(cards, { ...EMPTY_FILTERS, search: 'TÄNAV' }).map((c) => c.word)).toEqual(['Tänav']);
    expect(filterLexicon(cards, { ...EMPTY_FILTERS, search: 'run' }).map((c) => c.word)).toEqual(['jooksma']);
    expect(filterLexicon(cards, { ...EMPTY_FILTERS, search: 'building' }).map((c) => c.word)).toEqual([
      'maja',
    ]);
    expect(filterLexicon(cards, { ...EMPTY_FILTERS, search: '  ' })).toHaveLength(4);
  });

  it('combines filters with AND', () => {
    expect(
      filterLexicon(cards, { ...EMPTY_FILTERS, level: 'A0', status: 'learning' }).map((c) => c.word),
    ).toEqual(['maja']);
    expect(filterLexicon(cards, { ...EMPTY_FILTERS, level: 'A0', wordType: 'VERB' })).toEqual([]);
    expect(filterLexicon(cards, { ...EMPTY_FILTERS, wordType: 'other' }).map((c) => c.word)).toEqual([
      'Tänav',
    ]);
    expect(filterLexicon(cards, { ...EMPTY_FILTERS, status: 'mastered', search: 'beau' })).toHaveLength(1);
  });

  it('finds a card by the form it practises, as its card shows it ("Form practised: olen")', () => {
    const olema = [
      { ...cards[1]!, word: 'olema', translation: 'to be', form: 'olen', verb_form: 'PRESENT' },
      { ...cards[1]!, word: 'olema', translation: 'to be', form: 'Oli', verb_form: 'PAST' },
      { ...cards[0]!, form: 'majas' },
      { ...cards[2]!, form: null },
    ];
    expect(filterLexicon(olema, { ...EMPTY_FILTERS, search: 'olen' }).map((c) => c.form)).toEqual(['olen']);
    expect(filterLexicon(olema, { ...EMPTY_FILTERS, search: ' OLI ' }).map((c) => c.form)).toEqual(['Oli']);
    expect(filterLexicon(olema, { ...EMPTY_FILTERS, search: 'majas' }).map((c) => c.word)).toEqual(['maja']);
    // the word still finds every card of it, and the other filters still apply to a form found
    expect(filterLexicon(olema, { ...EMPTY_FILTERS, search: 'olema' })).toHaveLength(2);
    expect(filterLexicon(olema, { ...EMPTY_FILTERS, search: 'olen', level: 'A0' })).toEqual([]);
    expect(filterLexicon(olema, { ...EMPTY_FILTERS, search: 'olev' })).toEqual([]);
  });

  it('lists levels in path order and knows when filters are on', () => {
    expect(levelsOf(cards)).toEqual(['A0', 'A11']);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, status: 'review' })).toBe(true);
  });
});
