import { describe, expect, it } from 'vitest';
import { ADMIN_BASE } from '../api.ts';
import { safeAdminRedirect } from './guards.ts';

describe('safeAdminRedirect (admin /login?redirect= and /auth/callback?returnTo=)', () => {
  it('follows admin-app paths, with or without the /admin base the router leaves off (issue 20)', () => {
    expect(safeAdminRedirect(`${ADMIN_BASE}/users?page=2`)).toBe(`${ADMIN_BASE}/users?page=2`);
    expect(safeAdminRedirect('/reading-texts/edit/5')).toBe(`${ADMIN_BASE}/reading-texts/edit/5`);
  });
  it.each([
    `${ADMIN_BASE}/\\evil.example`,
    `${ADMIN_BASE}/%5C%5Cevil.example`,
    '/\\evil.example',
    '/\t/evil.example',
    '//evil.example',
    'javascript:alert(1)',
    `${ADMIN_BASE}/login`,
    // the learner's home, which the admin app has not (it was "Page not found"; admin test, 28 Nov, defect 13)
    '/dashboard',
    '/dashboard?tour=1',
    `${ADMIN_BASE}/dashboard`,
    undefined,
  ])('goes to the admin home instead of %s', (target) =>
    expect(safeAdminRedirect(target)).toBe(`${ADMIN_BASE}/`),
  );
});
