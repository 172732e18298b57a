/**
 * The one hint above a reading text (learner report D11: two hints stood on top of each other, one for the
 * highlighted challenge words and one for any word). Every word's tip gives its meaning, lemma and form (a challenge
 * word's gives at least its translation), so the highlight only needs naming.
 */
export function readingHint(hasChallengeWords: boolean): string {
  const hint = 'Tap any word to see its meaning, dictionary form and grammatical form';
  return hasChallengeWords ? `${hint}; highlighted words are this text’s key words.` : `${hint}.`;
}

/** Said after the hint to keyboard users only. */
export const READING_KEYBOARD_HINT =
  'With a keyboard, the arrow keys move from word to word and Enter opens one.';
