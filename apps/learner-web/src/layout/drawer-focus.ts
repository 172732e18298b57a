import { focusIsFree } from '../exercises/shared/focus.ts';
import { INPUT_FOCUS_MS } from '../lib/constants.ts';

/** The part of a DOM node these checks need (a plain object in tests). */
interface NodeLike {
  contains(other: NodeLike | null): boolean;
}

/**
 * Whether keyboard focus may be moved to `target` as the mobile menu (the 375 px drawer) closes: it is in the menu,
 * which hides it (focus would fall to the page body), or it is free anyway (`focusIsFree`). Focus the learner put
 * elsewhere stays.
 */
export function focusLeavesDrawer(
  active: NodeLike | null,
  body: NodeLike | null,
  drawer: NodeLike,
  target: NodeLike,
): boolean {
  return (active !== null && drawer.contains(active)) || focusIsFree(active, body, target);
}

/** Whether a menu link leads to the page already shown (no navigation follows), ignoring a trailing slash. */
export function isSamePage(pathname: string, to: string): boolean {
  const trim = (p: string) => p.replace(/\/+$/, '') || '/';
  return trim(pathname) === trim(to);
}

/**
 * How long after the new page's heading appears it takes focus: after the page's own focus (an exercise's answer box
 * or first option, INPUT_FOCUS_MS after it appears), which wins.
 */
export const HEADING_FOCUS_MS = INPUT_FOCUS_MS + 100;
/** A page whose heading has not appeared by then (still loading, or failed) is left as it is. */
export const HEADING_WAIT_MS = 10_000;

/** Focuses the page's main heading (made focusable by script: `tabindex="-1"`) if focus may leave the drawer. */
export function focusHeading(heading: HTMLElement, drawer: HTMLElement): void {
  if (!focusLeavesDrawer(document.activeElement, document.body, drawer, heading)) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * After a menu link is chosen: waits for the new page's main heading (an `h1` in `main` other than `previous`, the
 * page left) and moves keyboard focus to it, `HEADING_FOCUS_MS` later, unless the page or the learner has put focus
 * elsewhere meanwhile. The router has no focus management of its own. Returns a cancel function.
 */
export function focusNewPageHeading(
  main: HTMLElement,
  drawer: HTMLElement,
  previous: Element | null,
): () => void {
  let settle: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => void found());
  const found = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading || heading === previous) return false;
    observer.disconnect();
    settle = setTimeout(() => {
      if (heading.isConnected) focusHeading(heading, drawer);
    }, HEADING_FOCUS_MS);
    return true;
  };
  if (!found()) observer.observe(main, { childList: true, subtree: true });
  const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    clearTimeout(settle);
    clearTimeout(giveUp);
  };
}
