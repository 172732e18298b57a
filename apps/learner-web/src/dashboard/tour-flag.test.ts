import { describe, expect, it } from 'vitest';
import { shouldAutoStartTour } from './tour-flag.ts';

describe('tour auto-start', () => {
  it('starts only for a learner who has not completed onboarding or seen the tour', () => {
    expect(shouldAutoStartTour(false, null, false)).toBe(true);
    expect(shouldAutoStartTour(true, null, false)).toBe(false);
    expect(shouldAutoStartTour(false, 'skipped', false)).toBe(false);
    expect(shouldAutoStartTour(false, 'true', false)).toBe(false);
    expect(shouldAutoStartTour(false, null, true)).toBe(false);
  });
});
