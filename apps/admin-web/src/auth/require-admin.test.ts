import { TOKEN_KEY } from '@keelerada/api-client';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../routes/__root.tsx';
import { ADMIN_CHECK_UNREACHABLE, AdminCheckFailed, requireAdmin } from './guards.ts';

// Admin exploratory test, 28 Nov, defect 4: a failed account.adminStatus call (a 500, no network) told a real admin
// "You don't have admin privileges". Only the server's answer shows Access Denied now; a failure can be retried.

const httpError = (status: number, message: string) =>
  new TRPCClientError(message, { result: { error: { data: { httpStatus: status } } } } as never);

const contextWith = (adminStatus: () => Promise<{ isAdmin: boolean }>) =>
  ({
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    trpc: {
      account: {
        me: { queryOptions: () => ({ queryKey: ['me'], queryFn: async () => ({ id: 1 }) }) },
        adminStatus: { queryOptions: () => ({ queryKey: ['adminStatus'], queryFn: adminStatus }) },
      },
    },
  }) as unknown as RouterContext;

const outcome = (adminStatus: () => Promise<{ isAdmin: boolean }>) =>
  requireAdmin(contextWith(adminStatus), '/users').then(
    (v) => v,
    (e: unknown) => e,
  );

describe('the admin check of every admin screen', () => {
  beforeEach(() => {
    const store = new Map([[TOKEN_KEY, 'a stored token']]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the server’s word: an admin, or not (Access Denied)', async () => {
    expect(await outcome(async () => ({ isAdmin: true }))).toEqual({ isAdmin: true });
    expect(await outcome(async () => ({ isAdmin: false }))).toEqual({ isAdmin: false });
    expect(await outcome(() => Promise.reject(httpError(403, 'Forbidden')))).toEqual({ isAdmin: false });
  });

  it('fails with the server’s message when the check itself fails, instead of saying "no admin"', async () => {
    const e = await outcome(() => Promise.reject(httpError(500, 'Internal server error')));
    expect(e).toBeInstanceOf(AdminCheckFailed);
    expect((e as Error).message).toBe('Internal server error');
  });

  it('says Keelerada could not be reached when the network is down', async () => {
    const e = await outcome(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(e).toBeInstanceOf(AdminCheckFailed);
    expect((e as Error).message).toBe(ADMIN_CHECK_UNREACHABLE);
  });

  it('sends a refused token to the sign-in page', async () => {
    expect(isRedirect(await outcome(() => Promise.reject(httpError(401, 'Unauthorized'))))).toBe(true);
  });
});
