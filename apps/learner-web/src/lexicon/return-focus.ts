/** What focus is returned to: an element of the page (an interface, so the rule is testable without a DOM). */
export interface FocusTarget {
  readonly isConnected: boolean;
  focus(options?: FocusOptions): void;
}

/**
 * Once a dialog that the page unmounts (rather than closes) has gone, keyboard focus goes back to the control that
 * opened it — the browser only restores it when a <dialog> is closed, not when it is removed, and focus fell to
 * <body> (learner report, defect 9: the lexicon's declension table). Nothing happens when the opener has left the
 * page. Returns whether focus was moved.
 */
export function returnFocus(opener: FocusTarget | null | undefined): boolean {
  if (!opener?.isConnected) return false;
  opener.focus();
  return true;
}
