import { describe, expect, it, vi } from 'vitest';
import { returnFocus } from './return-focus.ts';

const element = (isConnected = true) => ({ isConnected, focus: vi.fn<(options?: FocusOptions) => void>() });

describe('returnFocus', () => {
  it('focuses the control that opened the dialog (defect 9: it fell to <body>)', () => {
    const opener = element();
    expect(returnFocus(opener)).toBe(true);
    expect(opener.focus).toHaveBeenCalledTimes(1);
  });

  it('leaves focus alone when the opener has left the page, or there was none', () => {
    const gone = element(false);
    expect(returnFocus(gone)).toBe(false);
    expect(gone.focus).not.toHaveBeenCalled();
    expect(returnFocus(null)).toBe(false);
    expect(returnFocus(undefined)).toBe(false);
  });
});
