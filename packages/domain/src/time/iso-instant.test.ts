import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant.ts';

/** Every time value a Date can hold (±100,000,000 days around 1970). */
const MAX = 8.64e15;

describe('isoInstant', () => {
  it('writes what Date#toISOString writes, for any instant a Date can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX, max: MAX }), (ms) => {
        expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 5000 },
    );
  });

  it('stays right from one instant to the next, across midnights, years and the epoch (the kept day changes)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: Date.UTC(1969, 11, 30), max: Date.UTC(2031, 0, 2) }), { minLength: 2 }),
        (instants) => {
          for (const ms of instants) expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
        },
      ),
    );
    for (const ms of [Date.UTC(2026, 11, 31, 23, 59, 59, 999), Date.UTC(2027, 0, 1), -1, 0, 999, -86_400_001])
      expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
  });

  it('keeps the millisecond of a fractional time value as Date does (it truncates)', () => {
    expect(isoInstant(1_795_340_296_629.9)).toBe(new Date(1_795_340_296_629.9).toISOString());
    expect(isoInstant(-0.5)).toBe(new Date(-0.5).toISOString());
  });

  it('refuses an instant a Date cannot hold, as toISOString does', () => {
    expect(() => isoInstant(Number.NaN)).toThrow(RangeError);
    expect(() => isoInstant(MAX + 1)).toThrow(RangeError);
  });
});
