import { describe, expect, it } from 'vitest';
import { levelCode, levelMessage, levelRank, levelsUpTo, statsLevelOf } from './levels.ts';

describe('levels', () => {
  it('orders the path', () => {
    expect(levelRank('A0')).toBeLessThan(levelRank('A11'));
    expect(levelRank('A22')).toBeLessThan(levelRank('B1'));
    expect(levelRank('nonsense')).toBeGreaterThan(levelRank('C2'));
  });
  it('gives a learner every level at or below theirs', () => {
    expect(levelsUpTo('A12')).toEqual(['A0', 'A11', 'A12']);
    expect(levelsUpTo('A0')).toEqual(['A0']);
  });
  it('maps content levels to statistics keys', () => {
    expect(statsLevelOf('B1')).toBe('B11');
    expect(statsLevelOf('A21')).toBe('A21');
    expect(statsLevelOf('X')).toBeNull();
    expect(levelCode('A11')).toBe('A1.1');
  });
});

describe('levelMessage', () => {
  it('spells the levels as the selects and the import show them', () => {
    expect(levelMessage()).toBe('Level must be one of A0, A1.1, A1.2, A2.1, A2.2, B1, B2, C1, C2.');
    expect(levelMessage(true)).toBe(
      'Level must be one of A0, A1.1, A1.2, A2.1, A2.2, B1, B2, C1, C2, or empty.',
    );
  });
});
