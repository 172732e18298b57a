import { describe, expect, it } from 'vitest';
import { moveToken, shuffle, shuffledPool } from './word-order.ts';

function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a * 16807) % 2147483647;
    return (a - 1) / 2147483646;
  };
}

describe('word order helpers', () => {
  it('shuffles without losing or adding items', () => {
    const out = shuffle([1, 2, 3, 4, 5], seeded(7));
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not start from an accepted sentence when another order exists', () => {
    const words = ['Ma', 'elan', 'Tallinnas'];
    for (let s = 1; s < 50; s++) {
      const pool = shuffledPool(words, ['Ma elan Tallinnas', 'Tallinnas elan ma'], seeded(s));
      const sentence = pool.map((t) => t.text).join(' ');
      expect(['Ma elan Tallinnas', 'Tallinnas elan Ma']).not.toContain(sentence);
    }
  });

  it('keeps duplicate words apart', () => {
    const pool = shuffledPool(['ja', 'ja'], [], seeded(3));
    expect(pool.map((t) => t.id).sort()).toEqual([0, 1]);
  });

  it('moves a token to the answer and back', () => {
    const pool = [
      { id: 0, text: 'Ma' },
      { id: 1, text: 'elan' },
    ];
    const a = moveToken(pool, [], 1);
    expect(a.answer).toEqual([{ id: 1, text: 'elan' }]);
    expect(a.pool).toEqual([{ id: 0, text: 'Ma' }]);
    const b = moveToken(a.pool, a.answer, 1);
    expect(b.answer).toEqual([]);
    expect(b.pool.map((t) => t.id)).toEqual([0, 1]);
  });
});
