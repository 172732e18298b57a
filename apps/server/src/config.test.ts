import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('server config', () => {
  it('refuses dev login in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_DEV_LOGIN: '1' })).toThrow(/AUTH_DEV_LOGIN/);
  });
  it('turns dev login on without Google credentials outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devLoginEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devLoginEnabled).toBe(false);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }).devLoginEnabled).toBe(false);
  });
  it('rejects a bad port with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
    ]);
    expect(loadConfig({ TRUST_PROXY: '::1,uniquelocal' }).trustProxy).toEqual(['::1', 'uniquelocal']);
    for (const bad of ['true', 'yes', '10.0.0', 'nginx', '1.2.3.4/x'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
