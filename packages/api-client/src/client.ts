import type { AppRouter } from '@keelerada/api';
import { MAX_TRPC_BATCH } from '@keelerada/domain';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { browserTimeZone, clearToken, getToken } from './token.ts';

export interface ApiClientOptions {
  /** Origin of the API server ('' = same origin). */
  apiBase?: string;
  /** Called after a 401 cleared the token (the app sends the person to /login with where they were). */
  onUnauthorized: () => void;
  /**
   * What a failed call says when no answer of the server's came back (offline, a dropped connection, a proxy's HTML
   * error page): without it the browser's words show ("Failed to fetch", "Unexpected token '<' … is not valid JSON").
   */
  unreachableMessage?: string;
}

/** True when the error carries no answer of this server's (the call never reached it, or a proxy answered). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data === undefined && error.shape === undefined;
}

export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof TRPCClientError)
    return (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  return undefined;
}

/**
 * Any 401 clears the stored token and hands over to the app (learner-app.md §4); with `unreachableMessage`, a call
 * that got no answer of the server's fails with those words.
 */
function errorLink(onUnauthorized: () => void, unreachableMessage: string | undefined): TRPCLink<AppRouter> {
  return () =>
    ({ next, op }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (v) => observer.next(v),
          complete: () => observer.complete(),
          error: (err) => {
            if (httpStatusOf(err) === 401) {
              clearToken();
              onUnauthorized();
            }
            observer.error(
              unreachableMessage && isUnreachable(err)
                ? new TRPCClientError(unreachableMessage, { cause: err })
                : err,
            );
          },
        }),
      );
}

export function createApiClient({ apiBase = '', onUnauthorized, unreachableMessage }: ApiClientOptions) {
  const client = createTRPCClient<AppRouter>({
    links: [
      errorLink(onUnauthorized, unreachableMessage),
      httpBatchLink({
        url: `${apiBase}/trpc`,
        maxURLLength: 4000,
        maxItems: MAX_TRPC_BATCH, // the server refuses bigger batches
        headers() {
          const token = getToken();
          return {
            'x-time-zone': browserTimeZone(),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          };
        },
      }),
    ],
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => {
          const status = httpStatusOf(error);
          if (status && status < 500) return false;
          return count < 2;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  /** Logout: the server revokes the token (a failure is ignored, learner-app.md §7), this browser forgets it, and the
   * page goes to `to`. */
  const signOut = async (to: string) => {
    try {
      await client.account.logout.mutate();
    } catch {
      /* ignored: the token is forgotten here either way */
    }
    clearToken();
    window.location.assign(to);
  };
  return { client, queryClient, trpc, signOut };
}

export type ApiClient = ReturnType<typeof createApiClient>;
