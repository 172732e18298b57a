import { describe, expect, it } from 'vitest';
import { plural } from '../lib/text.ts';
import { bulkActionSummary, bulkStatusSummary } from './bulk-result.ts';

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
