import { signupErrorMessage } from '@keelerada/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { redirectIfSignedIn } from '../auth/guards.ts';
import { SignInScreen } from '../auth/SignInScreen.tsx';

const search = z.object({
  redirect: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/signup')({
  validateSearch: (s) => search.parse(s),
  beforeLoad: redirectIfSignedIn,
  component: function Signup() {
    const { error, redirect } = Route.useSearch();
    return (
      <SignInScreen mode="signup" error={error ? signupErrorMessage(error) : null} redirect={redirect} />
    );
  },
});
