import { describe, expect, it } from 'vitest';
import {
  countOf,
  deletedNotice,
  deletedWhen,
  notFoundLine,
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
      "Restore all 21,000 items matching these filters? They come back with learners' progress, on every page, not only this one. If any of them has a duplicate created since, none is restored; of two copies of one item, the one deleted first comes back.",
    );
    expect(restoreAllQuestion(2, false)).toMatch(/^Restore all 2 items in the Trash\?/);
  });
});

describe('“Restore all N matching” with later copies left in the Trash (round 2, defect 1)', () => {
  it('says how many were restored and names the copies left', () => {
    expect(
      restoredMessage(1110, 1, [{ kind: 'vocabulary_card', label: 'katsesõna110 → katsesõna110' }]),
    ).toBe(
      'Restored 1,110 items. 1 was left in the Trash: katsesõna110 → katsesõna110 (vocabulary card), the same card as one restored.',
    );
    expect(
      restoredMessage(5, 12, [
        { kind: 'vocabulary_card', label: 'a → a' },
        { kind: 'vocabulary_card', label: 'b → b' },
      ]),
    ).toBe(
      'Restored 5 items. 12 were left in the Trash: a → a (vocabulary card), b → b (vocabulary card) and 10 more, each the same card as one restored.',
    );
    expect(restoredMessage(3, 0, [])).toBe('Restored 3 items.');
  });
});

describe('an edit page’s “not found” for a deleted item (round 2, defect 4)', () => {
  it('shows only the deleted line when the Trash knows the item, and nothing while asking', () => {
    const gone = 'This reading text does not exist.';
    expect(notFoundLine({ isPending: false, item: { kind: 'reading_text' } }, gone)).toBeNull();
    expect(notFoundLine({ isPending: true, item: undefined }, gone)).toBeNull();
    expect(notFoundLine({ isPending: false, item: null }, gone)).toBe(gone);
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
