import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-path.ts';

describe('sameOriginPath', () => {
  it.each(['/', '/dashboard', '/study?phase=2#x', '/admin/users?page=2', '/a%20b', '/words/%C3%B5un'])(
    'keeps the same-site path %s',
    (p) => expect(sameOriginPath(p)).toBe(p),
  );

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash later', '/x/..\\..\\evil'],
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['encoded slash', '/%2F/evil.example'],
    ['encoded slashes', '/%2f%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0a/evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with spaces', ' javascript:alert(1)'],
    ['data:', 'data:text/html,x'],
    ['absolute URL', 'https://evil.example/'],
    ['relative path', 'dashboard'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2000)}`],
    ['not a string', 42],
    ['undefined', undefined],
  ])('refuses %s', (_name, p) => expect(sameOriginPath(p)).toBeNull());

  it('never lets through a path that leaves the site, whatever the string', () => {
    const base = 'https://keelerada.ee';
    const pieces = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '%2f',
      '%5c',
      '%09',
      'evil.example',
      ':',
      '.',
      '@',
      'a',
      '?',
      '#',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const p = sameOriginPath(parts.join(''));
        if (p === null) return;
        expect(new URL(p, base).origin).toBe(base);
        // nor after the one decode a router may apply to it
        expect(new URL(decodeURIComponent(p), base).origin).toBe(base);
      }),
    );
  });
});
