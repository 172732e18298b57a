import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, httpStatusOf } from './client.ts';

const UNREACHABLE = 'Keelerada could not be reached. Check your connection and try again.';
const client = (fetchImpl: typeof fetch, unreachableMessage?: string) => {
  vi.stubGlobal('fetch', fetchImpl);
  vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
  return createApiClient({ apiBase: 'http://localhost', onUnauthorized: () => {}, unreachableMessage })
    .client;
};
const failure = async (p: Promise<unknown>) =>
  p.then(
    () => new Error('resolved'),
    (e: unknown) => e as Error,
  );

afterEach(() => vi.unstubAllGlobals());

describe('a call that got no answer of the server’s', () => {
  it('says the unreachable message instead of the browser’s parser words (a proxy’s HTML 502)', async () => {
    const html = async () => new Response('<html><body>Bad gateway</body></html>', { status: 502 });
    const e = await failure(client(html, UNREACHABLE).account.me.query());
    expect(e.message).toBe(UNREACHABLE);
    expect(httpStatusOf(e)).toBeUndefined();
  });

  it('says it when the network fails', async () => {
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect((await failure(client(down, UNREACHABLE).account.me.query())).message).toBe(UNREACHABLE);
  });

  it('keeps the server’s own message and status', async () => {
    const refused = async () =>
      Response.json(
        [
          {
            error: {
              message: 'Name is too long',
              code: -32600,
              data: { code: 'BAD_REQUEST', httpStatus: 400 },
            },
          },
        ],
        { status: 400 },
      );
    const e = await failure(client(refused, UNREACHABLE).account.me.query());
    expect(e.message).toBe('Name is too long');
    expect(httpStatusOf(e)).toBe(400);
  });

  it('is left as it is without the option (the admin shows its screens’ own fallbacks)', async () => {
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect((await failure(client(down).account.me.query())).message).toBe('Failed to fetch');
  });
});
