import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The public origin of this server, used for the OAuth callback URL. */
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().default('.data/pglite'),
  ADMIN_EMAILS: list,
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(30),
  AUTH_DEV_LOGIN: bool,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** Origins of the two web apps when they are served elsewhere (split deployment); CORS and returnTo use them. */
  APP_ORIGINS: list,
  /** Where the learner app lives (for OAuth redirects) — default: this server's origin. */
  LEARNER_APP_URL: z.string().url().optional(),
  ADMIN_APP_URL: z.string().url().optional(),
  FEEDBACK_URL: z.string().url().default('https://forms.gle/keelerada-feedback'),
  SERVE_APPS: bool,
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address: off (default), the number of proxy hops in
   * front of the server (`1` behind one nginx that clients cannot bypass), or the proxies' addresses/CIDRs (or
   * `loopback`, `linklocal`, `uniquelocal`), comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string[] => {
      const s = (v ?? '').trim();
      if (s === '' || s === '0' || s === 'false') return false;
      if (/^[1-9][0-9]?$/.test(s)) return Number(s);
      const addresses = s.split(',').map((a) => a.trim());
      const named = ['loopback', 'linklocal', 'uniquelocal'];
      const valid = (a: string) =>
        named.includes(a) || (isIP(a.split('/')[0] ?? '') !== 0 && /^[^/]+(\/\d{1,3})?$/.test(a));
      if (addresses.every(valid)) return addresses;
      ctx.addIssue({
        code: 'custom',
        message:
          'expected off (0), a number of proxy hops, or comma-separated proxy addresses (CIDR allowed)',
      });
      return z.NEVER;
    }),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(60),
  LOG_LEVEL: z.string().default('info'),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * How long tokens and the grammar catalogue may be served from memory (ms; 0 = no caching). Writes drop the caches
   * at once, in this process directly and in the others through database notifications; the ttl only bounds what a
   * lost notification could leave behind.
   */
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** How often each process polls the background-job table (parameter fits); 0 = this process runs no jobs. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
});

export type Env = z.infer<typeof envSchema>;

export interface ServerConfig {
  env: Env;
  production: boolean;
  devLoginEnabled: boolean;
  googleEnabled: boolean;
  publicUrl: string;
  learnerAppUrl: string;
  adminAppUrl: string;
  allowedOrigins: string[];
  serveApps: boolean;
  /** Fastify's trustProxy: false, a hop count or the proxies' addresses (TRUST_PROXY). */
  trustProxy: false | number | string[];
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const googleEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  if (production && env.AUTH_DEV_LOGIN) {
    throw new Error('Refusing to start: AUTH_DEV_LOGIN=1 is not allowed when NODE_ENV=production.');
  }
  const devLoginEnabled = env.AUTH_DEV_LOGIN ?? (!googleEnabled && !production);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const learnerAppUrl = (env.LEARNER_APP_URL ?? publicUrl).replace(/\/$/, '');
  const adminAppUrl = (env.ADMIN_APP_URL ?? `${publicUrl}/admin`).replace(/\/$/, '');
  const allowedOrigins = [
    ...new Set([publicUrl, learnerAppUrl, adminAppUrl, ...env.APP_ORIGINS].map((u) => new URL(u).origin)),
  ];
  return {
    env,
    production,
    devLoginEnabled,
    googleEnabled,
    publicUrl,
    learnerAppUrl,
    adminAppUrl,
    allowedOrigins,
    serveApps: env.SERVE_APPS ?? true,
    trustProxy: env.TRUST_PROXY,
  };
}
