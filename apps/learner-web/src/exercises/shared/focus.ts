/** The part of a DOM node that `focusIsFree` needs (a plain object in tests). */
interface NodeLike {
  contains(other: NodeLike | null): boolean;
}

/**
 * Whether keyboard focus is nowhere in particular, so an exercise or an end screen may take it: on the page body
 * (or nothing), where it drops when the focused button goes away — or on a container of `target` (the study stage,
 * which takes focus when a new item appears). Focus the learner put anywhere else (the sidebar, a dialog) stays.
 */
export function focusIsFree(active: NodeLike | null, body: NodeLike | null, target: NodeLike): boolean {
  if (active === null || active === body) return true;
  return active !== target && active.contains(target);
}

/** Focuses `el` (without scrolling) when focus is free (`focusIsFree`). */
export function focusIfFree(el: HTMLElement | null | undefined): void {
  if (el && focusIsFree(document.activeElement, document.body, el)) el.focus({ preventScroll: true });
}

/** A held key repeats its keydown: a held Enter is never a press of the button that took focus meanwhile. */
export function ignoreHeldEnter(e: { key: string; repeat: boolean; preventDefault(): void }): void {
  if (e.key === 'Enter' && e.repeat) e.preventDefault();
}
