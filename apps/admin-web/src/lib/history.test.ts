import { describe, expect, it } from 'vitest';
import { HISTORY_KIND_LABELS, historyLine, timeAgo } from './history.ts';

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
  it('names book, text and exercise actions and shows lists, flags and long texts briefly', () => {
    const line = (action: string, changes: { field: string; before: unknown; after: unknown }[]) =>
      historyLine({ action, changes, admin: { name: 'Jaan' }, at: '2026-11-24T11:00:00Z' }, now);
    expect(line('segment reorder', [{ field: 'segment order', before: [1, 2], after: [2, 1] }])).toBe(
      "Segments reordered by Jaan 1 h ago: segment order '1, 2' → '2, 1'",
    );
    expect(line('update', [{ field: 'is_published', before: false, after: true }])).toBe(
      'Edited by Jaan 1 h ago: published no → yes',
    );
    expect(line('update', [{ field: 'content', before: 'a'.repeat(200), after: 'b' }])).toBe(
      `Edited by Jaan 1 h ago: content '${'a'.repeat(79)}…' → 'b'`,
    );
    expect(line('create', [])).toBe('Created by Jaan 1 h ago');
    // accepted alternatives under the form's name, entries apart with " | " (a comma could be inside one)
    expect(line('update', [{ field: 'alternatives', before: ['.'], after: ['kuri', 'vihane'] }])).toBe(
      "Edited by Jaan 1 h ago: also accepted '.' → 'kuri | vihane'",
    );
    expect(line('update', [{ field: 'practice_context_translation', before: 'A', after: 'B' }])).toBe(
      "Edited by Jaan 1 h ago: context translation 'A' → 'B'",
    );
    // an error correction's errors and a sentence's word orders read as text, not JSON
    expect(
      line('update', [
        {
          field: 'errors',
          before: [{ type: 'case_error', position: 3, correction: 'venda' }],
          after: [{ type: 'word_order', position: 0 }],
        },
      ]),
    ).toBe("Edited by Jaan 1 h ago: errors 'case error, position 3 → venda' → 'word order, position 0'");
    expect(
      line('update', [
        {
          field: 'correct_orders',
          before: [['minu', 'nimi', 'on', 'Mari']],
          after: [
            [1, 0, 2, 3],
            ['nimi', 'on'],
          ],
        },
      ]),
    ).toBe("Edited by Jaan 1 h ago: correct orders 'minu nimi on Mari' → '1 0 2 3, nimi on'");
    expect(line('update', [{ field: 'tags', before: [], after: ['inessive'] }])).toBe(
      "Edited by Jaan 1 h ago: tags — → 'inessive'",
    );
  });
  it('names the file an import came from, and the lexicon lemmas', () => {
    const at = '2026-11-24T11:58:00Z';
    const admin = { name: 'Tiina' };
    expect(
      historyLine(
        { action: 'import', changes: [{ field: 'file', before: null, after: 'verbs.csv' }], admin, at },
        now,
      ),
    ).toBe("Imported by Tiina 2 min ago from 'verbs.csv'");
    expect(historyLine({ action: 'import', changes: [], admin, at }, now)).toBe(
      'Imported by Tiina 2 min ago',
    );
    expect(
      historyLine(
        {
          action: 'update',
          changes: [{ field: 'principal_forms', before: 'järv;järve', after: 'järv;järve~järvi' }],
          admin,
          at,
        },
        now,
      ),
    ).toBe("Edited by Tiina 2 min ago: principal forms 'järv;järve' → 'järv;järve~järvi'");
    expect(HISTORY_KIND_LABELS.lexicon_lemma).toBe('Lexicon lemma');
  });
  it('counts minutes, hours and days', () => {
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-23T12:00:00Z', now)).toBe('1 day ago');
    expect(timeAgo('2026-11-20T12:00:00Z', now)).toBe('4 days ago');
  });
});
