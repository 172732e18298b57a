import { describe, expect, it } from 'vitest';
import { tappedTip } from './useWordTips.ts';

describe('the open word tip', () => {
  it('opens the tapped word and closes it on a second tap', () => {
    expect(tappedTip(null, 'p1-3')).toBe('p1-3');
    expect(tappedTip('p1-3', 'p1-3')).toBeNull();
  });
  it('replaces a tip open on another word, also of another text on the page', () => {
    // a book page's passages share the open tip: a tap in the second passage closes the first one's tip
    expect(tappedTip('passage1-3', 'passage2-0')).toBe('passage2-0');
  });
});
