import { describe, expect, it } from 'vitest';
import { cardBeside, freeBand, planSheet, TOUR_GAP, wideScroll } from './tour-placement.ts';

// a 375 × 800 phone: the sticky top bar is 51 px, the sheet of a step about 250 px
const phone = { viewportHeight: 800, sheetHeight: 250, topInset: 51, scrollY: 0, maxScrollY: 1200 };
const box = (top: number, height: number) => ({ top, bottom: top + height });
const after = (target: { top: number; bottom: number }, scrollBy: number) => ({
  top: target.top - scrollBy,
  bottom: target.bottom - scrollBy,
});

describe('the tour on a narrow screen: the sheet does not cover the element it points at', () => {
  it("scrolls a tall card (Today's goals, ending in Start Study Session) above the bottom sheet", () => {
    const tasks = box(300, 320);
    const plan = planSheet(tasks, phone);
    expect(plan.dock).toBe('bottom');
    const band = freeBand('bottom', phone);
    const shown = after(tasks, plan.scrollBy);
    expect(shown.top).toBeGreaterThanOrEqual(band.top);
    expect(shown.bottom).toBeLessThanOrEqual(band.bottom);
  });

  it('scrolls Learning Areas (Reading and Bilingual Books are its second row) into the free band', () => {
    const areas = box(900, 260);
    const plan = planSheet(areas, { ...phone, scrollY: 200 });
    const band = freeBand(plan.dock, phone);
    const shown = after(areas, plan.scrollBy);
    expect(plan.dock).toBe('bottom');
    expect(shown.top).toBeGreaterThanOrEqual(band.top);
    expect(shown.bottom).toBeLessThanOrEqual(band.bottom);
  });

  it('puts the sheet at the top for an element low on a page that cannot scroll further', () => {
    const low = box(480, 250);
    const plan = planSheet(low, { ...phone, scrollY: 900, maxScrollY: 900 });
    expect(plan).toEqual({ dock: 'top', scrollBy: 0 });
    const band = freeBand('top', phone);
    expect(low.top).toBeGreaterThanOrEqual(band.top);
    expect(low.bottom).toBeLessThanOrEqual(band.bottom);
  });

  it('keeps the sheet at the bottom for an element at the top of a page that cannot scroll up', () => {
    const plan = planSheet(box(70, 60), phone);
    expect(plan).toEqual({ dock: 'bottom', scrollBy: 0 });
  });

  it('shows the start of an element taller than the free band', () => {
    const tall = box(500, 700);
    const plan = planSheet(tall, phone);
    expect(plan.dock).toBe('bottom');
    expect(after(tall, plan.scrollBy).top).toBe(freeBand('bottom', phone).top);
  });
});

describe('the tour on a wide screen: the card beside its element (unchanged)', () => {
  const desktop = { width: 1280, height: 800 };
  it('goes below the element, or above it when there is no room below', () => {
    expect(cardBeside({ top: 200, bottom: 260, left: 300 }, desktop, 220)).toEqual({ top: 272, left: 300 });
    expect(cardBeside({ top: 600, bottom: 700, left: 300 }, desktop, 220)).toEqual({ top: 368, left: 300 });
  });
  it('stays on the screen', () => {
    expect(cardBeside({ top: 200, bottom: 260, left: 1100 }, desktop, 220).left).toBe(1280 - 360 - 12);
    expect(cardBeside({ top: 200, bottom: 260, left: 0 }, desktop, 220).left).toBe(12);
  });
});

describe('the tour on a wide screen: the page scrolls so the card fits beside its element', () => {
  it('centres an element that leaves room around it', () => {
    // 100 px tall in 800: centred at 350, 338 px free above and below for a 255 px card
    expect(wideScroll({ top: 600, bottom: 700 }, 800, 255, 0)).toBe(250);
    // a card not measured yet (0) is counted as the tallest: a 290 px element still goes to the top
    expect(wideScroll({ top: 900, bottom: 1190 }, 800, 0, 0)).toBe(900 - TOUR_GAP);
  });

  it('brings a tall element to the top, so the card fits below it (it covered the element when centred)', () => {
    const scroll = wideScroll({ top: 900, bottom: 1200 }, 800, 255, 0);
    expect(scroll).toBe(900 - TOUR_GAP);
    const target = { top: 900 - scroll, bottom: 1200 - scroll, left: 320 };
    const card = cardBeside(target, { width: 1280, height: 800 }, 255);
    expect(card.top).toBeGreaterThanOrEqual(target.bottom); // below it, not over it
  });
});
