import { describe, expect, it } from 'vitest';
import { safeRedirect } from './guards.ts';

describe('safeRedirect (learner /login?redirect= and /auth/callback?returnTo=)', () => {
  it('follows same-app paths', () => {
    expect(safeRedirect('/study?phase=2')).toBe('/study?phase=2');
  });
  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '//evil.example',
    '/%2f%2fevil.example',
    'javascript:alert(1)',
    '/login?x=1',
    undefined,
  ])('goes to the dashboard instead of %s', (target) => expect(safeRedirect(target)).toBe('/dashboard'));
});
