/** What pressing the menu's Estonian-letters button does besides opening or closing the keyboard. */
export interface KeyboardToggleEffect {
  /** Close the phone menu (it would cover the page and the keyboard). */
  closeMenu: boolean;
  /** Give focus back to the text field the learner was typing in. */
  focusField: boolean;
}

/**
 * In the phone menu (`menuOpen`) with a field to type in, the menu closes and focus goes back to the field, so the
 * letters go where the learner was typing; with no field, the menu stays open and focus stays on the button — closing
 * the menu would hide the focused button and drop focus to the page. In the wide sidebar nothing moves (the keyboard
 * hands focus to the field itself when it opens).
 */
export function keyboardToggleEffect(menuOpen: boolean, hasField: boolean): KeyboardToggleEffect {
  const fromMenuToField = menuOpen && hasField;
  return { closeMenu: fromMenuToField, focusField: fromMenuToField };
}
