import { createApiClient } from '@keelerada/api-client';

/** The app's one API client. A 401 anywhere sends the person to /login with the place they were. */
export const api = createApiClient({
  onUnauthorized: () => {
    const here = window.location.pathname + window.location.search;
    if (!window.location.pathname.startsWith('/login')) {
      window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
    }
  },
});
export const { trpc, queryClient, client } = api;
