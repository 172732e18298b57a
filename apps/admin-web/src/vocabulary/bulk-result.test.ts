import { describe, expect, it } from 'vitest';
import { plural } from '../lib/text.ts';
import {
  allMatchingOffer,
  BULK_NOTES_HINT,
  BULK_RELOADED,
  bulkActionSummary,
  bulkRefusalNotice,
  bulkStatusSummary,
  keptSelection,
  selectionVersions,
} from './bulk-result.ts';

describe('bulk status summary', () => {
  it('names what changed and how many already had the status', () => {
    expect(
      bulkStatusSummary('NEEDS_ATTENTION', {
        affected: 3,
        changed: [
          { id: 1, word: 'maja', from: 'UNREVIEWED', to: 'NEEDS_ATTENTION' },
          { id: 2, word: 'kass', from: 'VALID', to: 'NEEDS_ATTENTION' },
        ],
        unchanged: 1,
        notesChanged: 0,
      }),
    ).toEqual({
      headline: 'Needs Attention set on 3 cards: 2 changed (1 card already had it).',
      lines: ['maja: Unreviewed → Needs Attention', 'kass: Valid → Needs Attention'],
    });
  });
  it('says notes were replaced only when a typed note replaced them (round 2, defect 1)', () => {
    const s = bulkStatusSummary('NEEDS_ATTENTION', {
      affected: 20,
      changed: [],
      unchanged: 20,
      notesChanged: 20,
    });
    expect(s.headline).toBe(
      'Needs Attention set on 20 cards: 0 changed (20 cards already had it). Notes replaced on 20 cards.',
    );
    expect(BULK_NOTES_HINT).toMatch(/^Leave empty to keep each card’s notes/);
  });
  it('gives every change to the list, which shows ten and "Show all N" (round 2, defect 5)', () => {
    const changed = Array.from({ length: 1111 }, (_, i) => ({
      id: i,
      word: `w${i}`,
      from: 'VALID',
      to: 'INVALID',
    }));
    const s = bulkStatusSummary('INVALID', { affected: 1111, changed, unchanged: 0 });
    expect(s.headline).toBe('Invalid set on 1,111 cards: 1,111 changed.');
    expect(s.lines).toHaveLength(1111);
  });
  it('puts the noun in the right number', () => {
    expect(plural(1, 'segment')).toBe('1 segment');
    expect(plural(0, 'segment')).toBe('0 segments');
    expect(plural(2, 'new card')).toBe('2 new cards');
  });
});

describe('bulk action summary', () => {
  it('names the level, the word type or the trash', () => {
    expect(bulkActionSummary({ action: 'setLevel', level: 'A11' }, { affected: 2 }).headline).toBe(
      'Level A1.1 set on 2 cards.',
    );
    expect(bulkActionSummary({ action: 'setWordType', wordType: 'NOUN' }, { affected: 1 }).headline).toBe(
      'Word type Noun set on 1 card.',
    );
    expect(bulkActionSummary({ action: 'delete' }, { affected: 3 }).headline).toBe(
      'Moved 3 cards to the Trash.',
    );
  });
});

describe('cards of one word told apart (session 30)', () => {
  it('names each changed card by its form, not three times the same word', () => {
    const lugema = (id: number, label: string) => ({
      id,
      word: 'lugema',
      label,
      from: 'UNREVIEWED',
      to: 'VALID',
    });
    const s = bulkStatusSummary('VALID', {
      affected: 3,
      changed: [
        lugema(1, 'lugema → Loe (imperative)'),
        lugema(2, 'lugema → loen (present)'),
        lugema(3, 'lugema → lugesin (past)'),
      ],
      unchanged: 0,
    });
    expect(s.lines).toEqual([
      'lugema → Loe (imperative): Unreviewed → Valid',
      'lugema → loen (present): Unreviewed → Valid',
      'lugema → lugesin (past): Unreviewed → Valid',
    ]);
    expect(new Set(s.lines).size).toBe(3);
  });
});

describe('"all matching" in the bulk bar (session 30)', () => {
  it('is offered up to the limit and explained above it, before any dialog', () => {
    expect(allMatchingOffer(20, 20)).toBeNull();
    expect(allMatchingOffer(25, 20)).toEqual({ kind: 'offer' });
    expect(allMatchingOffer(10000, 20)).toEqual({ kind: 'offer' });
    expect(allMatchingOffer(21000, 20)).toEqual({
      kind: 'tooMany',
      message: 'At most 10,000 cards at a time: narrow the filters (21,000 match).',
    });
  });
  it('sends the version of each selected card the page shows', () => {
    const cards = [
      { id: 1, updated_at: '2026-01-01T00:00:00.001Z' },
      { id: 2, updated_at: '2026-01-01T00:00:00.002Z' },
      { id: 3, updated_at: '2026-01-01T00:00:00.003Z' },
    ];
    expect(selectionVersions(cards, new Set([1, 3]))).toEqual([
      { id: 1, updatedAt: '2026-01-01T00:00:00.001Z' },
      { id: 3, updatedAt: '2026-01-01T00:00:00.003Z' },
    ]);
  });
});

describe('a refused bulk action reloads the list (round 2, defect 3)', () => {
  it('drops the server\'s "Reload the page" and says the list was reloaded, keeping the other editor\'s note', () => {
    const conflict =
      'Nothing was changed: 1 of the selected cards was changed since the page loaded: maja (partitive) is now ' +
      'Needs Attention with the note "Mart checks this" (changed by Mart Kask). Reload the page to see them, then ' +
      'choose again.';
    expect(bulkRefusalNotice(conflict, 409)).toBe(
      'Nothing was changed: 1 of the selected cards was changed since the page loaded: maja (partitive) is now ' +
        `Needs Attention with the note "Mart checks this" (changed by Mart Kask). ${BULK_RELOADED}`,
    );
    expect(
      bulkRefusalNotice(
        'Nothing was changed: since the page loaded, kass → kassi was deleted by Eda Tamm. Reload the page, then ' +
          'choose again.',
        404,
      ),
    ).toBe(
      `Nothing was changed: since the page loaded, kass → kassi was deleted by Eda Tamm. ${BULK_RELOADED}`,
    );
    expect(bulkRefusalNotice('Select at least one card.', 400)).toBe('Select at least one card.');
  });
  it('keeps the selection of the cards still on the reloaded page', () => {
    const selected = new Set([1, 2, 3]);
    expect(keptSelection(selected, [1, 2, 3, 4])).toBe(selected);
    expect([...keptSelection(selected, [1, 3, 5])]).toEqual([1, 3]);
    expect(keptSelection(new Set(), [])).toEqual(new Set());
  });
});
