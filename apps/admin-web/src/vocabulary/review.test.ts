import { statusConflictMessage } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import {
  isTypingTarget,
  nextStatuses,
  selectPage,
  shortcutFor,
  statusChoices,
  statusConflictNotice,
  statusNow,
  toggled,
} from './review.ts';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});
const idle = { editing: false, typing: false };

describe('review status choices', () => {
  it('offers every settable status the card does not have, so a reviewed card is re-flagged directly', () => {
    expect(nextStatuses('UNREVIEWED')).toEqual(['VALID', 'INVALID', 'NEEDS_ATTENTION']);
    expect(nextStatuses('VALID')).toEqual(['INVALID', 'NEEDS_ATTENTION', 'UNREVIEWED']);
    expect(nextStatuses('DRAFT')).toEqual(['VALID', 'INVALID', 'NEEDS_ATTENTION', 'UNREVIEWED']);
  });
});

describe('selection', () => {
  it('toggles one card', () => {
    expect([...toggled(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggled(new Set([1, 2]), 2)]).toEqual([1]);
  });

  it('Ctrl+A selects the page, and a second Ctrl+A clears it', () => {
    const once = selectPage(new Set([9]), [1, 2, 3]);
    expect([...once].sort()).toEqual([1, 2, 3, 9]);
    expect([...selectPage(once, [1, 2, 3])]).toEqual([9]);
  });
});

describe('keyboard shortcuts', () => {
  it('maps arrows, Escape and Ctrl+A', () => {
    expect(shortcutFor(key('ArrowLeft'), idle)).toBe('previous');
    expect(shortcutFor(key('ArrowRight'), idle)).toBe('next');
    expect(shortcutFor(key('Escape'), idle)).toBe('clear');
    expect(shortcutFor(key('a', { ctrlKey: true }), idle)).toBe('selectPage');
    expect(shortcutFor(key('A', { metaKey: true }), idle)).toBe('selectPage');
    expect(shortcutFor(key('ArrowLeft', { ctrlKey: true }), idle)).toBeNull();
    expect(shortcutFor(key('x'), idle)).toBeNull();
  });

  it('does nothing while editing or typing', () => {
    expect(shortcutFor(key('ArrowRight'), { editing: true, typing: false })).toBeNull();
    expect(shortcutFor(key('Escape'), { editing: true, typing: false })).toBeNull();
    expect(shortcutFor(key('a', { ctrlKey: true }), { editing: false, typing: true })).toBeNull();
  });

  it('knows which elements take typing', () => {
    const el = (tagName: string, extra: Record<string, unknown> = {}) =>
      ({ tagName, ...extra }) as unknown as EventTarget;
    expect(isTypingTarget(el('INPUT', { type: 'text' }))).toBe(true);
    expect(isTypingTarget(el('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(el('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(el('SELECT'))).toBe(true);
    expect(isTypingTarget(el('TR'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('a refused status change on a screen that reloads by itself (session 30)', () => {
  it('keeps the server’s words, drops "Reload to see it." and says what the screen did', () => {
    const message = statusConflictMessage({
      name: 'kass → kassi (partitive)',
      status: 'INVALID',
      by: 'Eda Tamm',
    });
    expect(statusConflictNotice(message, 'The dialog now shows the card as it is.')).toBe(
      'Eda Tamm changed kass → kassi (partitive) after you loaded it: it is now Invalid. Your change was not saved. ' +
        'The dialog now shows the card as it is.',
    );
    expect(statusConflictNotice('Something else.', 'Reloaded.')).toBe('Something else. Reloaded.');
  });
});

describe('the Status dialog after a refusal (round 2, defect 2)', () => {
  it("keeps the chosen status among the choices, even when it is now the card's own", () => {
    // the editor chose Needs Attention on an Unreviewed card; Mart set Needs Attention meanwhile
    expect(statusChoices('NEEDS_ATTENTION', 'NEEDS_ATTENTION')).toEqual([
      'VALID',
      'INVALID',
      'NEEDS_ATTENTION',
      'UNREVIEWED',
    ]);
    expect(statusChoices('VALID', 'INVALID')).toEqual(nextStatuses('VALID'));
    expect(statusChoices('VALID')).toEqual(nextStatuses('VALID'));
  });
  it("shows the card's status and note now beside the kept choice", () => {
    expect(statusNow({ review_status: 'NEEDS_ATTENTION', review_notes: 'Mart: context odd' })).toBe(
      'Now: Needs Attention — “Mart: context odd”',
    );
    expect(statusNow({ review_status: 'VALID', review_notes: null })).toBe('Now: Valid — no note');
  });
});
