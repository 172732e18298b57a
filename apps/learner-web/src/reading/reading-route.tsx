import { ErrorPanel, Spinner } from '@keelerada/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { trpc as trpcProxy } from '../api.ts';
import { READING_TEXTS_LIMIT } from '../lib/constants.ts';

export const READING_ERROR = 'Failed to load reading materials. Please try again later.';

/** Stand-alone reading fetches one text (§7, §9), fresh on every visit. */
export async function loadReading(qc: QueryClient, trpc: typeof trpcProxy) {
  try {
    return {
      loadedAt: Date.now(),
      texts: await qc.fetchQuery({
        ...trpc.reading.immersionTexts.queryOptions({ limit: READING_TEXTS_LIMIT }),
        staleTime: 0,
      }),
    };
  } catch {
    throw new Error(READING_ERROR);
  }
}

export const readingRouteOptions = {
  staleTime: 0,
  gcTime: 0,
  shouldReload: false,
  pendingMs: 0,
  pendingComponent: () => <Spinner label="Loading reading materials..." />,
  errorComponent: () => <ErrorPanel message={READING_ERROR} onRetry={() => window.location.reload()} />,
} as const;
