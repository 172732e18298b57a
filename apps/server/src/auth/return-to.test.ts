import { describe, expect, it } from 'vitest';
import { callbackUrlFor, safeReturnTo } from './return-to.ts';

const origins = ['http://localhost:3000', 'https://admin.keelerada.ee'];

describe('safeReturnTo', () => {
  it('keeps paths and URLs on allowed origins', () => {
    expect(safeReturnTo('/study', origins, 'http://localhost:3000')).toBe('http://localhost:3000/study');
    expect(safeReturnTo('https://admin.keelerada.ee/users', origins, 'http://localhost:3000')).toBe(
      'https://admin.keelerada.ee/users',
    );
  });
  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '/\t/evil.example',
    '/%2F/evil.example',
    'javascript:alert(1)',
    '',
    42,
  ])('falls back for %s', (v) => {
    expect(safeReturnTo(v, origins, 'http://localhost:3000')).toBe('http://localhost:3000');
  });
});

describe('callbackUrlFor', () => {
  it('returns to the admin app for admin paths', () => {
    const u = callbackUrlFor(
      'http://localhost:3000/admin/users',
      'http://localhost:3000',
      'http://localhost:3000/admin',
    );
    expect(u.toString()).toBe('http://localhost:3000/admin/auth/callback?returnTo=%2Fadmin%2Fusers');
  });
  it('returns to the learner app otherwise', () => {
    const u = callbackUrlFor(
      'http://localhost:3000/study',
      'http://localhost:3000',
      'http://localhost:3000/admin',
    );
    expect(u.toString()).toBe('http://localhost:3000/auth/callback?returnTo=%2Fstudy');
  });
});
