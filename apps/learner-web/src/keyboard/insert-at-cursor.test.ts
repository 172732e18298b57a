import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor.ts';

describe('insertAtCursor', () => {
  it('inserts at the caret', () => {
    expect(insertAtCursor('tre', 1, 1, 'ä')).toEqual({ value: 'täre', caret: 2, changed: true });
  });
  it('replaces a selection', () => {
    expect(insertAtCursor('koer', 1, 2, 'õ')).toEqual({ value: 'kõer', caret: 2, changed: true });
  });
  it('appends when the caret is unknown', () => {
    expect(insertAtCursor('sü', null, null, 'ü')).toEqual({ value: 'süü', caret: 3, changed: true });
  });
  it('clamps a caret outside the value', () => {
    expect(insertAtCursor('ab', 9, 12, 'š').value).toBe('abš');
    expect(insertAtCursor('ab', -3, -1, 'š').value).toBe('šab');
  });
  it('respects the field limit', () => {
    expect(insertAtCursor('maja', 4, 4, 'ž', 4)).toEqual({ value: 'maja', caret: 4, changed: false });
    expect(insertAtCursor('maja', 1, 2, 'ž', 4)).toEqual({ value: 'mžja', caret: 2, changed: true });
    expect(insertAtCursor('maja', 4, 4, 'ž', -1).value).toBe('majaž');
  });
});
