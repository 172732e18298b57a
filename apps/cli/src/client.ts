import type { AppRouter } from '@keelerada/api';
import { MAX_TRPC_BATCH } from '@keelerada/domain';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { CliError, EXIT } from './exit-codes.ts';

export type AdminClient = ReturnType<typeof createAdminClient>;

/** The typed tRPC client the apps use, authenticated by an admin API token. */
export function createAdminClient(opts: {
  url: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}) {
  const baseFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 120_000;
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${opts.url.replace(/\/$/, '')}/trpc`,
        maxURLLength: 4000,
        maxItems: MAX_TRPC_BATCH, // the server refuses bigger batches
        headers: () => ({ authorization: `Bearer ${opts.token}` }),
        fetch: (input, init) =>
          baseFetch(input as string, { ...(init as RequestInit), signal: AbortSignal.timeout(timeoutMs) }),
      }),
    ],
  });
}

function causeChain(e: unknown): unknown[] {
  const out: unknown[] = [];
  let c: unknown = e;
  for (let i = 0; i < 5 && c; i++) {
    out.push(c);
    c = (c as { cause?: unknown }).cause;
  }
  return out;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ETIMEDOUT',
]);

/** Turns a failed call into the CLI's message and exit code. */
export function toCliError(e: unknown, url: string): CliError {
  if (e instanceof CliError) return e;
  if (e instanceof TRPCClientError) {
    const status = (e.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status === 401)
      return new CliError(
        EXIT.AUTH,
        'Authentication failed: the token is missing, unknown, expired or revoked. Create an admin API token and pass it in KEELERADA_TOKEN or --token.',
      );
    if (status === 403) return new CliError(EXIT.AUTH, "Not allowed: the token's owner is not an admin.");
    if (status !== undefined)
      return new CliError(EXIT.SERVER, `The server refused the request (HTTP ${status}): ${e.message}`);
  }
  const chain = causeChain(e);
  const network = chain.some(
    (c) =>
      (c instanceof TypeError && /fetch failed/i.test(c.message)) ||
      NETWORK_CODES.has(String((c as { code?: unknown }).code)) ||
      (c as { name?: string }).name === 'TimeoutError',
  );
  if (network) {
    const code = chain.map((c) => (c as { code?: string }).code).find((c) => c);
    const timeout = chain.some((c) => (c as { name?: string }).name === 'TimeoutError');
    return new CliError(
      EXIT.UNREACHABLE,
      `Cannot reach the server at ${url}${timeout ? ' (no answer in time)' : code ? ` (${code})` : ''}. Is it running? Set KEELERADA_URL or --url.`,
    );
  }
  const message = e instanceof Error ? e.message : String(e);
  return new CliError(EXIT.SERVER, `The server answered with an error: ${message}`);
}
