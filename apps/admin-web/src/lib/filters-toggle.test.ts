import { describe, expect, it } from 'vitest';
import { filtersToggleLabel } from './filters-toggle.ts';

describe('the Filters button', () => {
  it('counts the filters set, and says nothing more when none is', () => {
    expect(filtersToggleLabel(0)).toBe('Filters');
    expect(filtersToggleLabel(1)).toBe('Filters (1)');
    expect(filtersToggleLabel(10)).toBe('Filters (10)');
  });
});
