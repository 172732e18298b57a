import { describe, expect, it } from 'vitest';
import { historyLine, timeAgo } from './history.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('history lines', () => {
  it('say who changed what, when, before and after', () => {
    expect(
      historyLine(
        {
          action: 'update',
          changes: [{ field: 'translation', before: 'to discuss', after: 'to talk about' }],
          admin: { name: 'Mari Maasikas' },
          at: '2026-11-24T10:00:00Z',
        },
        now,
      ),
    ).toBe("Edited by Mari Maasikas 2 h ago: translation 'to discuss' → 'to talk about'");
    expect(
      historyLine(
        {
          action: 'status',
          changes: [{ field: 'review_status', before: 'VALID', after: 'NEEDS_ATTENTION' }],
          admin: null,
          at: '2026-11-24T11:59:30Z',
        },
        now,
      ),
    ).toBe('Status set by a removed admin just now: review status Valid → Needs Attention');
  });
  it('counts minutes, hours and days', () => {
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-23T12:00:00Z', now)).toBe('1 day ago');
    expect(timeAgo('2026-11-20T12:00:00Z', now)).toBe('4 days ago');
  });
});
