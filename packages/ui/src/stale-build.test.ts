import { describe, expect, it } from 'vitest';
import { appErrorMessage, STALE_BUILD_MESSAGE } from './stale-build.ts';

describe('appErrorMessage', () => {
  it('tells the learner to reload when a script of the old build is gone', () => {
    for (const m of [
      'Failed to fetch dynamically imported module: http://localhost:3000/admin/assets/trash-Bq1.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/index-1.css',
    ])
      expect(appErrorMessage(new TypeError(m))).toBe(STALE_BUILD_MESSAGE);
  });

  it('keeps any other message, and has one when there is none', () => {
    expect(appErrorMessage(new Error('Book not found'))).toBe('Book not found');
    expect(appErrorMessage(new Error(''))).toBe('Something went wrong');
  });
});
