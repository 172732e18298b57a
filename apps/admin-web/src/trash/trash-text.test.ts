import { describe, expect, it } from 'vitest';
import {
  countOf,
  deletedNotice,
  deletedWhen,
  restoreAllLabel,
  restoreAllQuestion,
  restoredMessage,
} from './trash-text.ts';

describe('the Trash screen’s words', () => {
  it('writes counts with thousands separators', () => {
    expect(countOf(1, 'item')).toBe('1 item');
    expect(countOf(21_000, 'item')).toBe('21,000 items');
    expect(restoredMessage(21_000)).toBe('Restored 21,000 items.');
    expect(restoredMessage(1)).toBe('Restored 1 item.');
  });

  it('names N on the button and in the confirmation', () => {
    expect(restoreAllLabel(21_000, true)).toBe('Restore all 21,000 matching');
    expect(restoreAllLabel(3, false)).toBe('Restore all 3');
    expect(restoreAllQuestion(21_000, true)).toBe(
      "Restore all 21,000 items matching these filters? They come back with learners' progress, on every page, not only this one. If any of them cannot be restored, none is.",
    );
    expect(restoreAllQuestion(2, false)).toMatch(/^Restore all 2 items in the Trash\?/);
  });
});

describe('an edit page’s “deleted meanwhile” notice', () => {
  it('says what was deleted, by whom and when, in local time', () => {
    const at = new Date(2026, 10, 28, 9, 12); // 28 Nov 2026 09:12 local
    expect(deletedWhen(at)).toBe('28 Nov at 09:12');
    expect(
      deletedNotice({ kind: 'grammar_exercise', deletedAt: at.toISOString(), deletedByName: 'Tõnu' }),
    ).toBe('This exercise was deleted by Tõnu on 28 Nov at 09:12.');
    expect(deletedNotice({ kind: 'reading_text', deletedAt: at.toISOString(), deletedByName: null })).toBe(
      'This reading text was deleted on 28 Nov at 09:12.',
    );
  });
});
