import { type CardTableSearch, cardTableSearchSchema } from '../vocabulary/card-table.ts';

// Form checks and spelling warnings are reported only once an item is saved, and a create form then resets (§4), so
// the success message links to the item just created, where a flagged field can be fixed (editor defect 2).

/** The link to the exercise just created: its edit screen. */
export const editCreatedExerciseLabel = (id: number) => `Edit exercise #${id}`;

/** The link to the card just created. */
export const EDIT_CREATED_CARD_LABEL = 'Edit this card';

/**
 * Where the card just created can be edited. There is no per-card edit page: it is the card list filtered to this one
 * card (`?id=`, a filter of the list's URL like the others; Clear Filters shows every card), which opens its inline
 * edit.
 */
export function createdCardSearch(card: { id: number }): CardTableSearch {
  return cardTableSearchSchema.parse({ id: card.id });
}
