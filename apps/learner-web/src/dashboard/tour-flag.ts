import { TOUR_FLAG_KEY } from '../lib/constants.ts';

export type TourFlag = 'true' | 'skipped' | null;

export function readTourFlag(): TourFlag {
  try {
    const v = localStorage.getItem(TOUR_FLAG_KEY);
    return v === 'true' || v === 'skipped' ? v : null;
  } catch {
    return null;
  }
}

export function writeTourFlag(v: 'true' | 'skipped') {
  try {
    localStorage.setItem(TOUR_FLAG_KEY, v);
  } catch {
    /* storage unavailable */
  }
}

/** A reset clears the flag (§4). */
export function resetTourFlag() {
  try {
    localStorage.removeItem(TOUR_FLAG_KEY);
  } catch {
    /* storage unavailable */
  }
}

/** Auto-start rule (§4): onboarding not completed, tour not seen, not already running. */
export function shouldAutoStartTour(onboardingCompleted: boolean, flag: TourFlag, running: boolean): boolean {
  return !onboardingCompleted && flag === null && !running;
}
