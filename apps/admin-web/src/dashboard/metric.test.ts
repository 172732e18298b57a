import { describe, expect, it } from 'vitest';
import { metricText } from './Metric.tsx';

// Admin exploratory test, 28 Nov, defect 18: the dashboard read "4143" where the card list reads "4,143 cards".
describe('a dashboard figure', () => {
  it('writes a count with thousands separators, as the card list and the Trash do', () => {
    expect(metricText(4143)).toBe('4,143');
    expect(metricText(1_250_000)).toBe('1,250,000');
    expect(metricText(999)).toBe('999');
  });

  it('leaves a figure already written alone', () => {
    expect(metricText('87%')).toBe('87%');
    expect(metricText(1234.5)).toBe(1234.5);
  });
});
