import type { CatalogueCardRow } from '@keelerada/db';
import { describe, expect, it } from 'vitest';
import { toCatalogueCard } from './vocabulary-catalogue.ts';

const card = (over: Partial<CatalogueCardRow>): CatalogueCardRow => ({
  id: 1,
  word: 'ei',
  form: 'ei',
  translation: 'not; no',
  definition: 'negation: ei + verb stem, the same for every person',
  word_type: 'PARTICLE',
  case_form: null,
  verb_form: null,
  level: 'A0',
  frequency_rank: 3,
  practice_context: 'Vabandust, ma ___ tea.',
  practice_context_translation: "Sorry, I don't know.",
  number: null,
  alternatives: [],
  ...over,
});

describe('a vocabulary prompt as the daily session sends it (issue 18)', () => {
  it('never prints the answer in the definition under the gap', () => {
    expect(toCatalogueCard(card({})).word.definition).toBe(
      'negation: … + verb stem, the same for every person',
    );
    const olen = toCatalogueCard(
      card({ word: 'olema', form: 'olen', definition: 'present: olen, oled, on', verb_form: 'PRESENT' }),
    );
    expect(olen.word.definition).toBe('present: …, oled, on');
    expect(olen.vocabularyCard.practice_context).toBe('Vabandust, ma {} tea.');
  });

  it('sends the accepted alternatives with the card (the app lets them be typed), and keeps them for the judge', () => {
    const c = toCatalogueCard(card({ word: 'tige', form: 'tige', alternatives: ['kuri'] }));
    expect(c.vocabularyCard.alternatives).toEqual(['kuri']);
    expect(c.word).not.toHaveProperty('alternatives');
    expect(Object.isFrozen(c.vocabularyCard.alternatives)).toBe(true);
  });

  it('sends an empty list for a card without alternatives', () => {
    expect(toCatalogueCard(card({})).vocabularyCard.alternatives).toEqual([]);
  });

  it('keeps a definition that does not give the answer away', () => {
    expect(toCatalogueCard(card({ form: 'olen', definition: 'irregular verb' })).word.definition).toBe(
      'irregular verb',
    );
  });
});
