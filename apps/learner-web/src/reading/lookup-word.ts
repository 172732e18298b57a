/**
 * A reading text reads as text (learner report: a screen reader in browse mode said "button" before every word):
 * its words are plain `<span>`s in the paragraph — no role, no per-word state — looked up by a click or tap, by
 * Enter on the word a screen reader's cursor is on, or by keyboard through the text's one tab stop (a roving
 * tabindex, arrow keys between the words). What the focused word offers is said by its description, not by a role.
 */

/** What the tab-stop word is described by, for screen readers (the text is one tab stop). */
export const LOOKUP_HINT =
  'Left and Right arrow keys move between words; Enter shows the word’s meaning and form; Escape closes it.';

/**
 * The ids describing a word: its open tip first (what the learner asked for), then, on the text's tab stop, how to
 * move on. Undefined when there is neither.
 */
export function wordDescribedBy(
  ids: { tip: string; hint: string },
  state: { open: boolean; stop: boolean },
): string | undefined {
  const parts = [state.open ? ids.tip : null, state.stop ? ids.hint : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The word's classes: a challenge word is highlighted; the word whose tip is open is marked. */
export function wordClassName(challenge: boolean, open: boolean): string {
  return `${challenge ? 'challenge-word' : 'lex-word'}${open ? ' challenge-word-open' : ''}`;
}
