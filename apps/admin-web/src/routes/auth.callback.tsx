import { authCallbackSearch, useAuthCallback } from '@keelerada/api-client';
import { AuthCallbackScreen } from '@keelerada/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_BASE } from '../api.ts';
import { safeAdminRedirect } from '../auth/guards.ts';

const LOGIN = `${ADMIN_BASE}/login`;

export const Route = createFileRoute('/auth/callback')({
  validateSearch: authCallbackSearch,
  component: function AdminAuthCallback() {
    const search = Route.useSearch();
    const failure = useAuthCallback(search, safeAdminRedirect(search.returnTo), LOGIN);
    return <AuthCallbackScreen failure={failure} loginHref={LOGIN} />;
  },
});
