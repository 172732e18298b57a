import { authCallbackSearch, useAuthCallback } from '@keelerada/api-client';
import { AuthCallbackScreen } from '@keelerada/ui';
import { createFileRoute } from '@tanstack/react-router';
import { safeRedirect } from '../auth/guards.ts';

const LOGIN = '/login';

export const Route = createFileRoute('/auth/callback')({
  validateSearch: authCallbackSearch,
  component: function AuthCallback() {
    const search = Route.useSearch();
    const failure = useAuthCallback(search, safeRedirect(search.returnTo), LOGIN);
    return <AuthCallbackScreen failure={failure} loginHref={LOGIN} />;
  },
});
