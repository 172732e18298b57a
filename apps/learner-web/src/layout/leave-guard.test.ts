import { describe, expect, it } from 'vitest';
import { askBeforeLeaving } from './leave-guard.ts';

/** A browser's beforeunload event: its `returnValue` can be set (Node's plain Event has a getter only). */
const leave = (target: EventTarget): Event => {
  const e = new Event('beforeunload', { cancelable: true });
  Object.defineProperty(e, 'returnValue', { value: true, writable: true });
  target.dispatchEvent(e);
  return e;
};

describe('askBeforeLeaving', () => {
  it('has the browser ask before the page is left, until it is stopped', () => {
    const page = new EventTarget();
    expect(leave(page).defaultPrevented).toBe(false);
    const stop = askBeforeLeaving(page);
    const asked = leave(page);
    expect(asked.defaultPrevented).toBe(true);
    expect((asked as BeforeUnloadEvent).returnValue).toBe('');
    stop();
    expect(leave(page).defaultPrevented).toBe(false);
  });
});
