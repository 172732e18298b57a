// Where the guided tour's card goes (§2, §4): beside the step's element on a wide screen; on a narrow one a sheet
// across the screen, docked at the bottom (or the top), with the page scrolled so the element is in the part of the
// screen the sheet leaves free.

/** The card's width beside its element, and the gap kept to the element and the screen's edges. */
export const TOUR_CARD_W = 360;
export const TOUR_GAP = 12;
/** The tallest step card beside its element (px, the longest step text at TOUR_CARD_W). */
export const TOUR_CARD_TALLEST = 280;
/** Below this width (px) the card is a sheet across the screen. */
export const TOUR_SHEET_BELOW = 640;

/** An element's box in viewport coordinates (as `getBoundingClientRect`). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
}

/** On a wide screen: the card below its element, or above it when there is no room below. */
export function cardBeside(
  target: Box,
  viewport: { width: number; height: number },
  cardHeight: number,
): { top: number; left: number } {
  const below = target.bottom + TOUR_GAP;
  const top =
    below + cardHeight < viewport.height ? below : Math.max(TOUR_GAP, target.top - TOUR_GAP - cardHeight);
  const left = Math.min(Math.max(TOUR_GAP, target.left), viewport.width - TOUR_CARD_W - TOUR_GAP);
  return { top, left };
}

/**
 * On a wide screen: how far to scroll so the card fits beside its element. Centred on the screen an element leaves
 * room above or below for the card unless it is tall; then its top is brought just under what the page keeps
 * covered at the top (`topInset`), so the card fits below it (a tall "Today's goals" box was half covered).
 */
export function wideScroll(
  target: Pick<Box, 'top' | 'bottom'>,
  viewportHeight: number,
  cardHeight: number,
  topInset: number,
): number {
  const height = target.bottom - target.top;
  const centredTop = (viewportHeight - height) / 2;
  const roomAround = Math.max(centredTop - TOUR_GAP, viewportHeight - centredTop - height - TOUR_GAP);
  // the card may not be measured yet when the step changes: count it at least as tall as the tallest step's card
  const card = Math.max(cardHeight, TOUR_CARD_TALLEST);
  const wantedTop = roomAround >= card + TOUR_GAP ? centredTop : topInset + TOUR_GAP;
  return Math.round(target.top - wantedTop) || 0; // not -0
}

export type SheetDock = 'bottom' | 'top';

export interface SheetPlan {
  dock: SheetDock;
  /** Pixels to scroll the page by (positive = down) so the element is in the free part of the screen. */
  scrollBy: number;
}

interface SheetScreen {
  viewportHeight: number;
  sheetHeight: number;
  /** What the page keeps covered at the top (the sticky top bar), px; the sheet at the top covers it anyway. */
  topInset: number;
  scrollY: number;
  maxScrollY: number;
}

/** The part of the screen a sheet docked at `dock` leaves free, with a gap on each side. */
export function freeBand(dock: SheetDock, s: SheetScreen): { top: number; bottom: number } {
  return dock === 'bottom'
    ? { top: s.topInset + TOUR_GAP, bottom: s.viewportHeight - s.sheetHeight - 2 * TOUR_GAP }
    : { top: s.sheetHeight + 2 * TOUR_GAP, bottom: s.viewportHeight - TOUR_GAP };
}

/**
 * On a narrow screen: where the sheet goes and how far to scroll, so the sheet does not cover the element it points
 * at. The element is centred in the free band (its top at the band's top when taller), within how far the page can
 * scroll. The sheet goes to the top only when the bottom one would cover part of the element and the top one leaves
 * all of it free (an element low on a page that cannot scroll further); the bottom stays the usual place, also for an
 * element taller than either band, whose start is shown.
 */
export function planSheet(target: Pick<Box, 'top' | 'bottom'>, s: SheetScreen): SheetPlan {
  const height = target.bottom - target.top;
  const plan = (dock: SheetDock) => {
    const band = freeBand(dock, s);
    const room = band.bottom - band.top;
    const wanted = height <= room ? band.top + (room - height) / 2 : band.top;
    const scrollBy =
      Math.round(
        Math.min(Math.max(target.top - wanted, -s.scrollY), Math.max(0, s.maxScrollY - s.scrollY)),
      ) || 0; // not -0
    const top = target.top - scrollBy;
    const hidden = Math.min(height, Math.max(0, band.top - top) + Math.max(0, top + height - band.bottom));
    return { dock, scrollBy, hidden };
  };
  const bottom = plan('bottom');
  const top = plan('top');
  const best = bottom.hidden > 0 && top.hidden === 0 ? top : bottom;
  return { dock: best.dock, scrollBy: best.scrollBy };
}
