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
});
