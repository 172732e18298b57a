import { describe, expect, it } from 'vitest';
import { adminReturnPath } from './redirect.ts';

describe('adminReturnPath', () => {
  it('keeps the /admin prefix for router paths and full paths alike', () => {
    expect(adminReturnPath('/reading-texts/edit/5', '/admin')).toBe('/admin/reading-texts/edit/5');
    expect(adminReturnPath('/admin/reading-texts/edit/5', '/admin')).toBe('/admin/reading-texts/edit/5');
    expect(adminReturnPath('/vocabulary-cards?page=2', '/admin')).toBe('/admin/vocabulary-cards?page=2');
  });
  it('sends anything else to the dashboard', () => {
    for (const t of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/login',
      '/admin/login',
      '/admin',
    ])
      expect(adminReturnPath(t, '/admin')).toBe('/admin/');
  });
});
