import { describe, expect, it } from 'vitest';
import { toDisplayContext } from './practice-context.ts';

describe('toDisplayContext', () => {
  it('writes the stored gap as {}', () => {
    expect(toDisplayContext('Ma lähen ___.')).toBe('Ma lähen {}.');
    expect(toDisplayContext('Ma elan suures _____.')).toBe('Ma elan suures {}.');
    expect(toDisplayContext('Ilma lüngata')).toBe('Ilma lüngata');
  });
});
