import { createApiClient } from '@keelerada/api-client';

/** What a failed call says when Keelerada's server did not answer (offline, or a proxy's error page). */
export const UNREACHABLE_MESSAGE = 'Keelerada could not be reached. Check your connection and try again.';

/** The app's one API client. A 401 anywhere sends the person to /login with the place they were. */
export const api = createApiClient({
  unreachableMessage: UNREACHABLE_MESSAGE,
  onUnauthorized: () => {
    const here = window.location.pathname + window.location.search;
    if (!window.location.pathname.startsWith('/login')) {
      window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
    }
  },
});
export const { trpc, queryClient, client } = api;
