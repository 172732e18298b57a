import { describe, expect, it } from 'vitest';
import { cardFilterOfSearch } from '../vocabulary/card-table.ts';
import { createdCardSearch, EDIT_CREATED_CARD_LABEL, editCreatedExerciseLabel } from './created-item.ts';

describe('the link of an item just created (editor defect 2)', () => {
  it('names the exercise by its number', () => {
    expect(editCreatedExerciseLabel(597)).toBe('Edit exercise #597');
  });

  it('opens the card list on exactly the card created (round 2: not every card of its word, level and type)', () => {
    const search = createdCardSearch({ id: 1316 });
    expect(EDIT_CREATED_CARD_LABEL).toBe('Edit this card');
    expect(cardFilterOfSearch(search)).toEqual({ id: 1316 });
    expect(search.page).toBeUndefined();
  });
});
