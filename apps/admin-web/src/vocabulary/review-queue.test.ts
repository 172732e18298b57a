import { describe, expect, it } from 'vitest';
import { queueActionFor, queueProgress, queueStatusChange, unsavedNoteAfterRefusal } from './review-queue.ts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('the review queue keys', () => {
  it('maps V, I, N and S (either case) to the verdicts and Skip', () => {
    expect(queueActionFor(key('v'), false)).toBe('VALID');
    expect(queueActionFor(key('I'), false)).toBe('INVALID');
    expect(queueActionFor(key('n'), false)).toBe('NEEDS_ATTENTION');
    expect(queueActionFor(key('s'), false)).toBe('skip');
    expect(queueActionFor(key('x'), false)).toBeNull();
  });

  it('does nothing while typing a note or with a modifier (Ctrl+V pastes)', () => {
    expect(queueActionFor(key('v'), true)).toBeNull();
    expect(queueActionFor(key('v', { ctrlKey: true }), false)).toBeNull();
    expect(queueActionFor(key('n', { metaKey: true }), false)).toBeNull();
  });

  it('counts "12 of 57" from the cards handled and those still waiting', () => {
    expect(queueProgress(0, 57)).toEqual({ position: 1, total: 57 });
    expect(queueProgress(11, 46)).toEqual({ position: 12, total: 57 });
  });
});

describe('a verdict from the queue (session 30)', () => {
  it('carries the version of the card on screen, so a verdict someone else gave first is not replaced', () => {
    const card = { id: 7, updated_at: '2026-03-29T10:15:00.123Z' };
    expect(queueStatusChange(card, 'INVALID', '  wrong case ')).toEqual({
      id: 7,
      reviewStatus: 'INVALID',
      reviewNotes: 'wrong case',
      expectedUpdatedAt: '2026-03-29T10:15:00.123Z',
    });
    expect(queueStatusChange(card, 'VALID', ' ').reviewNotes).toBeNull();
  });
});

describe('a note typed for a refused verdict (round 2, defect 2)', () => {
  const typed = { cardId: 7, name: 'maja (partitive)', note: ' context odd ' };
  it('stays in the field when the same card is shown again', () => {
    expect(unsavedNoteAfterRefusal(typed, 7)).toBeNull();
  });
  it('is shown apart, not saved, when the queue moved on or is empty', () => {
    expect(unsavedNoteAfterRefusal(typed, 8)).toEqual({ name: 'maja (partitive)', note: 'context odd' });
    expect(unsavedNoteAfterRefusal(typed, null)).toEqual({ name: 'maja (partitive)', note: 'context odd' });
  });
  it('is nothing to keep when blank', () => {
    expect(unsavedNoteAfterRefusal({ ...typed, note: '  ' }, 8)).toBeNull();
  });
});
