import { describe, expect, it } from 'vitest';
import { INPUT_FOCUS_MS } from '../lib/constants.ts';
import { focusLeavesDrawer, HEADING_FOCUS_MS, isSamePage } from './drawer-focus.ts';
import { node } from './fake-node-tree.ts';

describe('keyboard focus as the 375 px menu closes', () => {
  const body = node();
  const topbar = node(body);
  const hamburger = node(topbar);
  const drawer = node(body);
  const link = node(drawer);
  const main = node(body);
  const heading = node(main);
  const input = node(main);

  it('leaves the closing menu for the hamburger (Escape) or the new page heading (a link chosen)', () => {
    expect(focusLeavesDrawer(link, body, drawer, hamburger)).toBe(true);
    expect(focusLeavesDrawer(link, body, drawer, heading)).toBe(true);
  });
  it('is taken from the page body, where it fell when the menu hid the focused link', () => {
    expect(focusLeavesDrawer(body, body, drawer, heading)).toBe(true);
    expect(focusLeavesDrawer(null, body, drawer, hamburger)).toBe(true);
  });
  it('stays where the page or the learner put it: an exercise answer box, the hamburger itself', () => {
    expect(focusLeavesDrawer(input, body, drawer, heading)).toBe(false);
    expect(focusLeavesDrawer(hamburger, body, drawer, hamburger)).toBe(false);
  });
  it('lets an exercise take focus first (its answer box is focused INPUT_FOCUS_MS after it appears)', () => {
    expect(HEADING_FOCUS_MS).toBeGreaterThan(INPUT_FOCUS_MS);
  });
});

describe('a menu link to the page already shown', () => {
  it('is the same page, with or without a trailing slash', () => {
    expect(isSamePage('/lexicon', '/lexicon')).toBe(true);
    expect(isSamePage('/vocabulary/', '/vocabulary')).toBe(true);
    expect(isSamePage('/vocabulary/progress', '/vocabulary')).toBe(false);
    expect(isSamePage('/', '/')).toBe(true);
  });
});
