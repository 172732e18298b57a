import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearLevels, pickNearLevel, sample } from './random-pick.ts';

describe('nearLevels', () => {
  it('is the level and its neighbours, or every level when unknown', () => {
    expect(nearLevels('A11')).toEqual(['A0', 'A11', 'A12']);
    expect(nearLevels('A0')).toEqual(['A0', 'A11']);
    expect(nearLevels(null)).toContain('C2');
  });
});

describe('sample', () => {
  it('returns distinct items of the pool, as many as asked or as there are', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { maxLength: 30 }),
        fc.integer({ min: 0, max: 40 }),
        (pool, n) => {
          const s = sample(pool, n);
          expect(s).toHaveLength(Math.min(n, pool.length));
          expect(new Set(s).size).toBe(s.length);
          for (const x of s) expect(pool).toContain(x);
        },
      ),
    );
  });

  it('does not change the pool', () => {
    const pool = [1, 2, 3, 4];
    sample(pool, 3);
    expect(pool).toEqual([1, 2, 3, 4]);
  });

  it('reaches every item (not always the first ones)', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) for (const x of sample([1, 2, 3, 4, 5, 6], 1)) seen.add(x);
    expect(seen.size).toBe(6);
  });
});

describe('pickNearLevel', () => {
  const pool = [
    ...Array.from({ length: 5 }, (_, i) => ({ id: i, level: 'A0' })),
    ...Array.from({ length: 2 }, (_, i) => ({ id: 10 + i, level: 'A11' })),
    ...Array.from({ length: 5 }, (_, i) => ({ id: 20 + i, level: 'B1' })),
  ];

  it('takes only near-level items when there are enough', () => {
    const picked = pickNearLevel(pool, 'A0', 6);
    expect(picked).toHaveLength(6);
    for (const x of picked) expect(['A0', 'A11']).toContain(x.level);
  });

  it("picks at the learner's level first, then the next level (issue 19)", () => {
    for (let i = 0; i < 20; i++) {
      expect(pickNearLevel(pool, 'A0', 4).every((x) => x.level === 'A0')).toBe(true);
      const six = pickNearLevel(pool, 'A0', 6);
      expect(six.slice(0, 5).every((x) => x.level === 'A0')).toBe(true);
      expect(six[5]!.level).toBe('A11');
    }
  });

  it('tops up from other levels, near ones first', () => {
    const picked = pickNearLevel(pool, 'A0', 9);
    expect(picked.slice(0, 7).every((x) => x.level !== 'B1')).toBe(true);
    expect(picked.slice(7).every((x) => x.level === 'B1')).toBe(true);
    expect(new Set(picked.map((x) => x.id)).size).toBe(9);
  });

  it('returns the whole pool when asked for more', () => {
    expect(pickNearLevel(pool, 'B1', 50)).toHaveLength(pool.length);
  });
});
