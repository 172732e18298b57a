import {
  AUTH_ERROR_REDIRECT_MS,
  CALLBACK_EXCEPTION,
  CALLBACK_NO_TOKEN,
  callbackErrorMessage,
} from '@keelerada/domain';
import { useEffect, useState } from 'react';
import { getToken, setToken } from './token.ts';

// The sign-in callback of both apps (/auth/callback and /admin/auth/callback): the server sends the browser back with
// `?token=` (signed in) or `?error=`; the app stores the token and goes on, or says what failed and returns to its
// sign-in page after a moment (learner-app.md §Callback page).

export interface AuthCallbackSearch {
  token?: string | undefined;
  error?: string | undefined;
  returnTo?: string | undefined;
}

/** The callback's query string: each of token, error and returnTo kept when it is text, otherwise left out. */
export function authCallbackSearch(search: Record<string, unknown>): AuthCallbackSearch {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { token: text(search.token), error: text(search.error), returnTo: text(search.returnTo) };
}

export type AuthCallbackStep = { signIn: string } | { goOn: true } | { failure: string };

/**
 * What the callback does: sign in with the token; without one, a person already signed in goes on (learner-app.md:
 * "An authenticated user who opens … /auth/callback is redirected"), anyone else fails with the message to show
 * (an error wins over a token).
 */
export function authCallbackStep({ token, error }: AuthCallbackSearch, signedIn = false): AuthCallbackStep {
  if (error) return signedIn ? { goOn: true } : { failure: callbackErrorMessage(error) };
  if (token) return { signIn: token };
  return signedIn ? { goOn: true } : { failure: CALLBACK_NO_TOKEN };
}

/**
 * Runs the callback: stores the token and replaces the page with `target` (or only goes there, when already signed
 * in), or answers the failure message and goes to `loginUrl` after AUTH_ERROR_REDIRECT_MS. Null while signing in.
 */
export function useAuthCallback(search: AuthCallbackSearch, target: string, loginUrl: string): string | null {
  const [failure, setFailure] = useState<string | null>(null);
  const { token, error } = search;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string) => {
      setFailure(message);
      timer = setTimeout(() => window.location.assign(loginUrl), AUTH_ERROR_REDIRECT_MS);
    };
    const step = authCallbackStep({ token, error }, getToken() !== null);
    if ('failure' in step) fail(step.failure);
    else {
      try {
        if ('signIn' in step) setToken(step.signIn);
        window.location.replace(target);
      } catch {
        fail(CALLBACK_EXCEPTION);
      }
    }
    return () => clearTimeout(timer);
  }, [token, error, target, loginUrl]);
  return failure;
}
