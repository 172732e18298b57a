/**
 * Keyboard inside a tappable text (learner report, defect 5): the text is one tab stop — a roving tabindex over its
 * words — so Tab goes from the text straight to the next control instead of through every word (87 Tab presses for
 * an A0 text, 327 for a B1 one). Inside it, Left/Right move one word, Home/End to the first and last word, Enter or
 * Space open (or close) the focused word's tip and Escape closes an open tip. Up/Down are left to the browser (they
 * scroll the page), as are keys with Alt, Ctrl, Meta or Shift (Alt+Left is Back) and keys typed during an IME
 * composition.
 */

/** The parts of a keyboard event the rule reads (a React or DOM KeyboardEvent has them all). */
export interface WordKeyEvent {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
}

export type WordKeyAction =
  /** Focus the word at index `to` (it becomes the text's tab stop); it may be the word already focused. */
  | { type: 'move'; to: number }
  /** Open the focused word's tip, or close it when it is the one open. */
  | { type: 'toggle' }
  /** Close the open tip. */
  | { type: 'close' };

/**
 * What a key pressed on the word at `index` of a text of `count` words does; null when the text leaves it to the
 * browser (the event must then not be prevented). At the first or last word, Left or Right stays there: the text
 * does not wrap round.
 */
export function wordKeyAction(
  event: WordKeyEvent,
  index: number,
  count: number,
  tipOpen: boolean,
): WordKeyAction | null {
  if (count <= 0 || event.isComposing) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const last = count - 1;
  const at = Math.min(Math.max(0, Math.trunc(index) || 0), last);
  switch (event.key) {
    case 'ArrowRight':
    case 'Right':
      return { type: 'move', to: Math.min(at + 1, last) };
    case 'ArrowLeft':
    case 'Left':
      return { type: 'move', to: Math.max(at - 1, 0) };
    case 'Home':
      return { type: 'move', to: 0 };
    case 'End':
      return { type: 'move', to: last };
    case 'Enter':
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    case 'Escape':
    case 'Esc':
      return tipOpen ? { type: 'close' } : null;
    default:
      return null;
  }
}

/** The word that is the text's tab stop: `current` while it is one of the text's words, else the first word. */
export function tabStopOf(current: string | null, keys: readonly string[]): string | null {
  if (current !== null && keys.includes(current)) return current;
  return keys[0] ?? null;
}
