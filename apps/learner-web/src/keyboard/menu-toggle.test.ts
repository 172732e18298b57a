import { describe, expect, it } from 'vitest';
import { keyboardToggleEffect } from './menu-toggle.ts';

describe("the phone menu's Estonian-letters button", () => {
  it('closes the menu and gives focus back to the field the learner was typing in', () => {
    expect(keyboardToggleEffect(true, true)).toEqual({ closeMenu: true, focusField: true });
  });
  it('with no field to type in, leaves the menu open and focus in it (it would fall to the page)', () => {
    expect(keyboardToggleEffect(true, false)).toEqual({ closeMenu: false, focusField: false });
  });
  it('in the wide sidebar moves nothing: the keyboard hands focus to the field as it opens', () => {
    expect(keyboardToggleEffect(false, true)).toEqual({ closeMenu: false, focusField: false });
    expect(keyboardToggleEffect(false, false)).toEqual({ closeMenu: false, focusField: false });
  });
});
