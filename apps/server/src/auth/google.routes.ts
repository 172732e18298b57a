import oauthPlugin, { type OAuth2Namespace } from '@fastify/oauth2';
import { AppError, signInWithGoogle } from '@keelerada/api';
import type { SignInErrorCode } from '@keelerada/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { callbackUrlFor, safeReturnTo } from './return-to.ts';

const RETURN_COOKIE = 'kr_return_to';

declare module 'fastify' {
  interface FastifyInstance {
    googleOAuth2?: OAuth2Namespace;
  }
}

interface UserInfo {
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/**
 * Google sign-in with state and PKCE (S256). `GET /auth/google?returnTo=…` starts it; the callback signs the person
 * in and redirects to the app's /auth/callback with `token` or `error`. The provider endpoints are configurable so
 * tests run the whole flow against a local OAuth server.
 */
export async function registerGoogleAuth(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const fallback = config.learnerAppUrl;
  const redirectWith = (reply: FastifyReply, returnTo: string, params: Record<string, string>) => {
    const url = callbackUrlFor(returnTo, config.learnerAppUrl, config.adminAppUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    reply.clearCookie(RETURN_COOKIE, { path: '/auth' });
    return reply.redirect(url.toString(), 302);
  };
  const fail = (reply: FastifyReply, returnTo: string, code: SignInErrorCode) =>
    redirectWith(reply, returnTo, { error: code });

  if (!config.googleEnabled) {
    app.get('/auth/google', async (req, reply) => {
      const returnTo = safeReturnTo(
        (req.query as { returnTo?: string }).returnTo,
        config.allowedOrigins,
        fallback,
      );
      return fail(reply, returnTo, 'oauth_init_failed');
    });
    app.get('/auth/google/callback', async (_req, reply) => fail(reply, fallback, 'oauth_init_failed'));
    return;
  }

  const authorize = new URL(config.env.GOOGLE_AUTHORIZE_URL);
  const token = new URL(config.env.GOOGLE_TOKEN_URL);
  await app.register(oauthPlugin, {
    name: 'googleOAuth2',
    scope: ['openid', 'email', 'profile'],
    credentials: {
      client: { id: config.env.GOOGLE_CLIENT_ID!, secret: config.env.GOOGLE_CLIENT_SECRET! },
      auth: {
        authorizeHost: authorize.origin,
        authorizePath: authorize.pathname,
        tokenHost: token.origin,
        tokenPath: token.pathname,
      },
    },
    callbackUri: `${config.publicUrl}/auth/google/callback`,
    pkce: 'S256',
    cookie: { secure: config.publicUrl.startsWith('https:'), sameSite: 'lax', path: '/auth' },
  });

  app.get('/auth/google', async (req, reply) => {
    const returnTo = safeReturnTo(
      (req.query as { returnTo?: string }).returnTo,
      config.allowedOrigins,
      fallback,
    );
    try {
      const uri = await app.googleOAuth2!.generateAuthorizationUri(req, reply);
      reply.setCookie(RETURN_COOKIE, returnTo, {
        path: '/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https:'),
        maxAge: 600,
      });
      return reply.redirect(uri, 302);
    } catch (e) {
      req.log.error({ err: e }, 'oauth init failed');
      return fail(reply, returnTo, 'oauth_init_failed');
    }
  });

  app.get('/auth/google/callback', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    const returnTo = safeReturnTo(req.cookies[RETURN_COOKIE], config.allowedOrigins, fallback);
    if (q.error) return fail(reply, returnTo, q.error === 'access_denied' ? 'oauth_denied' : 'oauth_error');
    if (!q.code || !q.state) return fail(reply, returnTo, 'missing_params');
    let accessToken: string;
    try {
      const result = await app.googleOAuth2!.getAccessTokenFromAuthorizationCodeFlow(req, reply);
      accessToken = result.token.access_token;
    } catch (e) {
      const invalidState = e instanceof Error && /invalid state/i.test(e.message);
      req.log.warn({ err: e }, 'oauth token exchange failed');
      return fail(reply, returnTo, invalidState ? 'invalid_state' : 'oauth_error');
    }
    try {
      const res = await fetch(config.env.GOOGLE_USERINFO_URL, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!res.ok) return fail(reply, returnTo, 'oauth_error');
      const info = (await res.json()) as UserInfo;
      if (!info.sub || !info.email) return fail(reply, returnTo, 'oauth_error');
      const verified = info.email_verified === true || info.email_verified === 'true';
      const [first = '', ...rest] = (info.name ?? '').split(' ');
      const ctx = await app.createContext(req);
      const { token: sessionToken } = await signInWithGoogle(
        ctx.db,
        ctx.config,
        {
          sub: info.sub,
          email: info.email,
          emailVerified: verified,
          firstName: info.given_name ?? first,
          lastName: info.family_name ?? rest.join(' '),
        },
        new Date(),
      );
      return redirectWith(reply, returnTo, { token: sessionToken });
    } catch (e) {
      if (e instanceof AppError && e.message === 'email_not_verified')
        return fail(reply, returnTo, 'email_not_verified');
      req.log.error({ err: e }, 'google sign-in failed');
      return fail(reply, returnTo, 'oauth_error');
    }
  });
}
