import { describe, expect, it } from 'vitest';
import { plural } from '../lib/text.ts';
import { allMatchingOffer, bulkActionSummary, bulkStatusSummary, selectionVersions } from './bulk-result.ts';

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
      }),
    ).toEqual({
      headline: 'Needs Attention set on 3 cards: 2 changed (1 card already had it; notes updated).',
      lines: ['maja: Unreviewed → Needs Attention', 'kass: Valid → Needs Attention'],
      more: 0,
    });
  });
  it('lists ten changes and counts the rest', () => {
    const changed = Array.from({ length: 12 }, (_, i) => ({
      id: i,
      word: `w${i}`,
      from: 'VALID',
      to: 'INVALID',
    }));
    const s = bulkStatusSummary('INVALID', { affected: 1, changed, unchanged: 0 });
    expect(s.headline).toBe('Invalid set on 1 card: 12 changed.');
    expect(s.lines).toHaveLength(10);
    expect(s.more).toBe(2);
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

describe('cards of one word told apart (session 31)', () => {
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

describe('"all matching" in the bulk bar (session 31)', () => {
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
