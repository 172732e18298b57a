import { describe, expect, it } from 'vitest';
import { tabStopOf, wordKeyAction } from './word-keys.ts';

const key = (k: string, mods: Record<string, boolean> = {}) => ({ key: k, ...mods });

describe('wordKeyAction: one tab stop for a text, arrow keys between its words (defect 5)', () => {
  it('moves one word with Left and Right', () => {
    expect(wordKeyAction(key('ArrowRight'), 3, 10, false)).toEqual({ type: 'move', to: 4 });
    expect(wordKeyAction(key('ArrowLeft'), 3, 10, false)).toEqual({ type: 'move', to: 2 });
  });

  it('stays on the first and last word rather than wrapping round', () => {
    expect(wordKeyAction(key('ArrowLeft'), 0, 10, false)).toEqual({ type: 'move', to: 0 });
    expect(wordKeyAction(key('ArrowRight'), 9, 10, false)).toEqual({ type: 'move', to: 9 });
    expect(wordKeyAction(key('ArrowRight'), 0, 1, false)).toEqual({ type: 'move', to: 0 });
  });

  it('goes to the first word with Home and the last with End', () => {
    expect(wordKeyAction(key('Home'), 5, 86, false)).toEqual({ type: 'move', to: 0 });
    expect(wordKeyAction(key('End'), 5, 86, false)).toEqual({ type: 'move', to: 85 });
  });

  it('opens or closes the word tip with Enter and Space', () => {
    expect(wordKeyAction(key('Enter'), 2, 10, false)).toEqual({ type: 'toggle' });
    expect(wordKeyAction(key(' '), 2, 10, false)).toEqual({ type: 'toggle' });
    expect(wordKeyAction(key('Enter'), 2, 10, true)).toEqual({ type: 'toggle' });
  });

  it('closes an open tip with Escape, and leaves Escape alone when none is open', () => {
    expect(wordKeyAction(key('Escape'), 2, 10, true)).toEqual({ type: 'close' });
    expect(wordKeyAction(key('Escape'), 2, 10, false)).toBeNull();
  });

  it('leaves Tab to the browser, so Tab leaves the text in one press', () => {
    expect(wordKeyAction(key('Tab'), 2, 10, false)).toBeNull();
    expect(wordKeyAction(key('Tab', { shiftKey: true }), 2, 10, false)).toBeNull();
  });

  it('leaves other keys, modified keys and IME composition to the browser', () => {
    expect(wordKeyAction(key('ArrowDown'), 2, 10, false)).toBeNull();
    expect(wordKeyAction(key('ArrowUp'), 2, 10, false)).toBeNull();
    expect(wordKeyAction(key('a'), 2, 10, false)).toBeNull();
    expect(wordKeyAction(key('ArrowLeft', { altKey: true }), 2, 10, false)).toBeNull();
    expect(wordKeyAction(key('ArrowRight', { ctrlKey: true }), 2, 10, false)).toBeNull();
    expect(wordKeyAction(key('Home', { metaKey: true }), 2, 10, false)).toBeNull();
    expect(wordKeyAction(key('ArrowRight', { shiftKey: true }), 2, 10, false)).toBeNull();
    expect(wordKeyAction(key('Enter', { isComposing: true }), 2, 10, false)).toBeNull();
  });

  it('does nothing in a text without words, and copes with an index out of range', () => {
    expect(wordKeyAction(key('ArrowRight'), 0, 0, false)).toBeNull();
    expect(wordKeyAction(key('ArrowRight'), 40, 10, false)).toEqual({ type: 'move', to: 9 });
    expect(wordKeyAction(key('ArrowLeft'), -1, 10, false)).toEqual({ type: 'move', to: 0 });
  });

  it('reaches every word of a text from the first with Right, and back with Left', () => {
    const count = 86;
    let at = 0;
    const seen = [at];
    for (let i = 0; i < count - 1; i++) {
      const a = wordKeyAction(key('ArrowRight'), at, count, false);
      at = a?.type === 'move' ? a.to : at;
      seen.push(at);
    }
    expect(seen).toEqual(Array.from({ length: count }, (_, i) => i));
    for (let i = 0; i < count - 1; i++) {
      const a = wordKeyAction(key('ArrowLeft'), at, count, false);
      at = a?.type === 'move' ? a.to : at;
    }
    expect(at).toBe(0);
  });
});

describe('tabStopOf: exactly one word of a text is in the tab order', () => {
  it('is the first word until another has been focused', () => {
    expect(tabStopOf(null, ['p0-1', 'p0-3', 'p1-0'])).toBe('p0-1');
    expect(tabStopOf('p1-0', ['p0-1', 'p0-3', 'p1-0'])).toBe('p1-0');
  });

  it('falls back to the first word when the remembered one is no longer in the text', () => {
    expect(tabStopOf('old-7', ['p0-1', 'p0-3'])).toBe('p0-1');
  });

  it('is none in a text without words', () => {
    expect(tabStopOf('p0-1', [])).toBeNull();
    expect(tabStopOf(null, [])).toBeNull();
  });
});
