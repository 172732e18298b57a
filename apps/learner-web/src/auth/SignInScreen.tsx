import { browserTimeZone, devLogin, fetchProviders, googleSignInUrl, setToken } from '@keelerada/api-client';
import { SignInPanel } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { safeRedirect } from './guards.ts';

const DEMO = {
  learner: { email: 'demo.learner@keelerada.local', firstName: 'Mari', lastName: 'Maasikas' },
  admin: { email: 'demo.admin@keelerada.local', firstName: 'Jaan', lastName: 'Tamm', admin: true },
};

/** /login and /signup: the same card with the page's own wording. */
export function SignInScreen({
  mode,
  error,
  redirect,
}: {
  mode: 'login' | 'signup';
  error: string | null;
  redirect: string | undefined;
}) {
  const providers = useQuery({ queryKey: ['auth-providers'], queryFn: () => fetchProviders() });
  const target = safeRedirect(redirect);
  return (
    <SignInPanel
      heading={mode === 'login' ? 'Sign in to Keelerada' : 'Create your Keelerada account'}
      intro={
        mode === 'login'
          ? 'Learn Estonian in about 15 minutes a day.'
          : 'Your account is created automatically the first time you sign in with Google.'
      }
      googleLabel={mode === 'login' ? 'Sign in with Google' : 'Sign up with Google'}
      error={error}
      googleEnabled={providers.data?.google ?? false}
      devLoginEnabled={providers.data?.devLogin ?? false}
      onGoogle={() => window.location.assign(googleSignInUrl(window.location.origin + target))}
      onDemo={async (who) => {
        const token = await devLogin({ ...DEMO[who], timeZone: browserTimeZone() });
        setToken(token);
        window.location.assign(who === 'admin' && target === '/dashboard' ? '/dashboard' : target);
      }}
      footer={
        <p className="kr-hint">
          {mode === 'login' ? (
            <>
              New here? <a href="/signup">Create an account</a>.{' '}
            </>
          ) : (
            <>
              Already have an account? <a href="/login">Sign in</a>.{' '}
            </>
          )}
          <a href="https://keelerada.ee/privacy" target="_blank" rel="noreferrer">
            Privacy policy
          </a>
        </p>
      }
    />
  );
}
