import { describe, expect, it } from 'vitest';
import { cardFilterOfSearch } from '../vocabulary/card-table.ts';
import { createdCardSearch, EDIT_CREATED_CARD_LABEL, editCreatedExerciseLabel } from './created-item.ts';

describe('the link of an item just created (editor defect 2)', () => {
  it('names the exercise by its number', () => {
    expect(editCreatedExerciseLabel(597)).toBe('Edit exercise #597');
  });

  it('opens the card list filtered to the card created: its word, level and word type', () => {
    const search = createdCardSearch({ word: 'maja', level: 'A11', word_type: 'NOUN' });
    expect(EDIT_CREATED_CARD_LABEL).toBe('Edit this card');
    expect(cardFilterOfSearch(search)).toEqual({ search: 'maja', level: 'A11', wordType: 'NOUN' });
    expect(search.page).toBeUndefined();
  });

  it('leaves out a value the list would not accept rather than failing', () => {
    expect(cardFilterOfSearch(createdCardSearch({ word: 'olema', level: 'X9', word_type: 'VERB' }))).toEqual({
      search: 'olema',
      wordType: 'VERB',
    });
  });
});
