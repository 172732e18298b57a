import { describe, expect, it } from 'vitest';
import { fallbackPage } from './static-apps.ts';

describe('fallbackPage', () => {
  it('answers an app screen with its page', () => {
    expect(fallbackPage('GET', '/dashboard')).toBe('learner');
    expect(fallbackPage('GET', '/books/5')).toBe('learner');
    expect(fallbackPage('GET', '/admin')).toBe('admin');
    expect(fallbackPage('GET', '/admin/grammar-exercises/12/edit')).toBe('admin');
  });

  it('answers a missing file with a 404, not a page (a script of an earlier build)', () => {
    expect(fallbackPage('GET', '/admin/assets/index-abc123.js')).toBeNull();
    expect(fallbackPage('GET', '/assets/route-9f8e.css')).toBeNull();
    expect(fallbackPage('GET', '/favicon.ico')).toBeNull();
  });

  it('never answers the API, auth, media or a non-GET with a page', () => {
    expect(fallbackPage('GET', '/api/nothing')).toBeNull();
    expect(fallbackPage('GET', '/trpc/x')).toBeNull();
    expect(fallbackPage('GET', '/media/books/x/001.mp3')).toBeNull();
    expect(fallbackPage('GET', '/auth/google/callback')).toBeNull();
    expect(fallbackPage('POST', '/dashboard')).toBeNull();
  });
});
