/** Every unsaved-answers notice starts with this. */
export const UNSAVED_HEAD = 'Your latest answers have not been saved yet.';

/**
 * What the notice says about the answers waiting to be sent, true to where they are: when this browser keeps all of
 * them, a reload or a closed tab loses nothing (they go on the next start); when `onlyHere` of them live in this page
 * alone (a vocabulary review, or the browser would not store them), closing or reloading it would lose those.
 */
export function unsavedMessage(onlyHere: number): string {
  return onlyHere > 0
    ? `${UNSAVED_HEAD} Check your connection: they are sent again when it is back. Please don't close or reload this page until then.`
    : `${UNSAVED_HEAD} They are kept in this browser and sent again when your connection is back, or the next time you open Keelerada here.`;
}
