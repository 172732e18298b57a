import { describe, expect, it } from 'vitest';
import { type PagingKeyPress, pageAfterKey } from './paging-keys.ts';

const press = (key: string, more: Partial<PagingKeyPress> = {}): PagingKeyPress => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...more,
});
const free = { typing: false, dialogOpen: false, paused: false };
const middle = { page: 2, totalPages: 3 };

describe('← / → on a paged list', () => {
  it('turn to the previous and the next page', () => {
    expect(pageAfterKey(press('ArrowLeft'), middle, free)).toBe(1);
    expect(pageAfterKey(press('ArrowRight'), middle, free)).toBe(3);
  });

  it('stop at the first and the last page, and do nothing on a single page', () => {
    expect(pageAfterKey(press('ArrowLeft'), { page: 1, totalPages: 3 }, free)).toBeNull();
    expect(pageAfterKey(press('ArrowRight'), { page: 3, totalPages: 3 }, free)).toBeNull();
    expect(pageAfterKey(press('ArrowRight'), { page: 1, totalPages: 1 }, free)).toBeNull();
  });

  it('leave the arrows to a text field, a select, an open dialog and a screen that holds them', () => {
    expect(pageAfterKey(press('ArrowRight'), middle, { ...free, typing: true })).toBeNull();
    expect(pageAfterKey(press('ArrowRight'), middle, { ...free, dialogOpen: true })).toBeNull();
    expect(pageAfterKey(press('ArrowLeft'), middle, { ...free, paused: true })).toBeNull();
    expect(pageAfterKey(press('ArrowLeft', { defaultPrevented: true }), middle, free)).toBeNull();
  });

  it('take only plain arrows: not with a modifier, not other keys', () => {
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const)
      expect(pageAfterKey(press('ArrowRight', { [modifier]: true }), middle, free), modifier).toBeNull();
    expect(pageAfterKey(press('ArrowUp'), middle, free)).toBeNull();
    expect(pageAfterKey(press('Enter'), middle, free)).toBeNull();
  });
});
