import { browserTimeZone, devLogin, fetchProviders, googleSignInUrl, setToken } from '@keelerada/api-client';
import { loginErrorMessage } from '@keelerada/domain';
import { SignInPanel } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { redirectIfSignedIn, safeAdminRedirect } from '../auth/guards.ts';

const search = z.object({
  redirect: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: (s) => search.parse(s),
  beforeLoad: redirectIfSignedIn,
  component: AdminLogin,
});

function AdminLogin() {
  const { error, redirect } = Route.useSearch();
  const providers = useQuery({ queryKey: ['auth-providers'], queryFn: () => fetchProviders() });
  const target = safeAdminRedirect(redirect);
  return (
    <SignInPanel
      heading="Keelerada Admin"
      intro="Sign in with an admin account to manage the course content."
      googleLabel="Sign in with Google"
      error={error ? loginErrorMessage(error) : null}
      googleEnabled={providers.data?.google ?? false}
      devLoginEnabled={providers.data?.devLogin ?? false}
      onGoogle={() => window.location.assign(googleSignInUrl(window.location.origin + target))}
      onDemo={async (who) => {
        const demo =
          who === 'admin'
            ? { email: 'demo.admin@keelerada.local', firstName: 'Jaan', lastName: 'Tamm', admin: true }
            : { email: 'demo.learner@keelerada.local', firstName: 'Mari', lastName: 'Maasikas' };
        setToken(await devLogin({ ...demo, timeZone: browserTimeZone() }));
        window.location.assign(target);
      }}
    />
  );
}
