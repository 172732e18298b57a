import { createApiClient } from '@keelerada/api-client';

export const ADMIN_BASE = '/admin';

/** A 401 anywhere clears the token and sends the admin to the sign-in page with where they were. */
export const api = createApiClient({
  onUnauthorized: () => {
    const here = window.location.pathname + window.location.search;
    if (!window.location.pathname.startsWith(`${ADMIN_BASE}/login`)) {
      window.location.assign(`${ADMIN_BASE}/login?redirect=${encodeURIComponent(here)}`);
    }
  },
});
export const { trpc, queryClient } = api;
