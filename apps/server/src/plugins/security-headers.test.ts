import { expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

describeApp('security headers', (t) => {
  it('sends the content security policy and helmet’s other headers on API responses and errors', async () => {
    for (const url of ['/api/admin/status', '/api/me', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      // served over http here: browsers are not asked to upgrade
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
