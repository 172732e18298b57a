import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// The whole Google code flow (state + PKCE) against a real local OAuth server.
const oauth = new OAuth2Server();
let issuer = '';

beforeAll(async () => {
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  issuer = oauth.issuer.url!;
});
afterAll(async () => {
  await oauth.stop();
});

function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

describeApp(
  'Google sign-in (oauth2-mock-server)',
  (t) => {
    async function startFlow(returnTo = '/study') {
      const start = await t.app.inject({
        method: 'GET',
        url: `/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(start.statusCode).toBe(302);
      const authorizeUrl = new URL(start.headers.location as string);
      expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
      return { authorizeUrl, cookies: cookieHeader(start.headers['set-cookie']) };
    }
    async function authorize(authorizeUrl: URL): Promise<URL> {
      const res = await fetch(authorizeUrl, { redirect: 'manual' });
      expect(res.status).toBe(302);
      return new URL(res.headers.get('location')!);
    }
    async function finish(callback: URL, cookies: string) {
      const res = await t.app.inject({
        method: 'GET',
        url: callback.pathname + callback.search,
        headers: { cookie: cookies },
      });
      expect(res.statusCode).toBe(302);
      return new URL(res.headers.location as string);
    }
    function userinfo(body: Record<string, unknown>) {
      oauth.service.once('beforeUserinfo', (response) => {
        response.body = body;
      });
    }

    it('signs a new person in, creates the account and returns to the app with a token', async () => {
      userinfo({
        sub: 'g-1',
        email: 'Kadri@Example.ee',
        email_verified: true,
        given_name: 'Kadri',
        family_name: 'Kask',
      });
      const { authorizeUrl, cookies } = await startFlow('/study');
      const back = await finish(await authorize(authorizeUrl), cookies);
      expect(back.origin + back.pathname).toBe('http://localhost:3000/auth/callback');
      expect(back.searchParams.get('returnTo')).toBe('/study');
      const token = back.searchParams.get('token');
      expect(token).toBeTruthy();
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token!) });
      expect(me.json().user).toMatchObject({
        email: 'kadri@example.ee',
        first_name: 'Kadri',
        last_name: 'Kask',
      });
      const users = await t.db
        .selectFrom('users')
        .select(['google_sub', 'last_login'])
        .where('email', '=', 'kadri@example.ee')
        .execute();
      expect(users).toHaveLength(1);
      expect(users[0]!.google_sub).toBe('g-1');
      expect(users[0]!.last_login).not.toBeNull();
    });

    it('refuses an unverified email and creates no account', async () => {
      userinfo({
        sub: 'g-2',
        email: 'unverified@example.ee',
        email_verified: false,
        given_name: 'U',
        family_name: 'V',
      });
      const { authorizeUrl, cookies } = await startFlow();
      const back = await finish(await authorize(authorizeUrl), cookies);
      expect(back.searchParams.get('error')).toBe('email_not_verified');
      expect(back.searchParams.get('token')).toBeNull();
      const n = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'unverified@example.ee')
        .execute();
      expect(n).toHaveLength(0);
    });

    it('reports a denial at the provider as oauth_denied', async () => {
      const { authorizeUrl, cookies } = await startFlow();
      const cb = new URL(`${t.config.publicUrl}/auth/google/callback`);
      cb.searchParams.set('error', 'access_denied');
      cb.searchParams.set('state', authorizeUrl.searchParams.get('state')!);
      const back = await finish(cb, cookies);
      expect(back.searchParams.get('error')).toBe('oauth_denied');
    });

    it('rejects a tampered state as invalid_state', async () => {
      const { authorizeUrl, cookies } = await startFlow();
      const callback = await authorize(authorizeUrl);
      callback.searchParams.set('state', 'forged-state');
      const back = await finish(callback, cookies);
      expect(back.searchParams.get('error')).toBe('invalid_state');
    });

    it('reports a callback without code as missing_params', async () => {
      const back = await finish(new URL(`${t.config.publicUrl}/auth/google/callback`), '');
      expect(back.searchParams.get('error')).toBe('missing_params');
    });

    it('never redirects to a foreign returnTo', async () => {
      userinfo({
        sub: 'g-3',
        email: 'safe@example.ee',
        email_verified: true,
        given_name: 'S',
        family_name: 'F',
      });
      const { authorizeUrl, cookies } = await startFlow('https://evil.example/steal');
      const back = await finish(await authorize(authorizeUrl), cookies);
      expect(back.origin).toBe('http://localhost:3000');
    });
  },
  () => ({
    AUTH_DEV_LOGIN: '0',
    GOOGLE_CLIENT_ID: 'keelerada-test',
    GOOGLE_CLIENT_SECRET: 'secret',
    GOOGLE_AUTHORIZE_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  }),
);
