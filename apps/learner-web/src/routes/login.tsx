import { loginErrorMessage } from '@keelerada/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { redirectIfSignedIn } from '../auth/guards.ts';
import { SignInScreen } from '../auth/SignInScreen.tsx';

const search = z.object({
  redirect: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: (s) => search.parse(s),
  beforeLoad: redirectIfSignedIn,
  component: function Login() {
    const { error, redirect } = Route.useSearch();
    return <SignInScreen mode="login" error={error ? loginErrorMessage(error) : null} redirect={redirect} />;
  },
});
