import { setToken } from '@keelerada/api-client';
import {
  AUTH_ERROR_REDIRECT_MS,
  CALLBACK_EXCEPTION,
  CALLBACK_NO_TOKEN,
  callbackErrorMessage,
} from '@keelerada/domain';
import { Spinner } from '@keelerada/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { safeRedirect } from '../auth/guards.ts';

const search = z.object({
  token: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  returnTo: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/auth/callback')({
  validateSearch: (s) => search.parse(s),
  component: AuthCallback,
});

function AuthCallback() {
  const { token, error, returnTo } = Route.useSearch();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string) => {
      setFailure(message);
      timer = setTimeout(() => window.location.assign('/login'), AUTH_ERROR_REDIRECT_MS);
    };
    if (error) fail(callbackErrorMessage(error));
    else if (!token) fail(CALLBACK_NO_TOKEN);
    else {
      try {
        setToken(token);
        window.location.replace(safeRedirect(returnTo));
      } catch {
        fail(CALLBACK_EXCEPTION);
      }
    }
    return () => clearTimeout(timer);
  }, [token, error, returnTo]);
  if (!failure) return <Spinner label="Signing you in…" />;
  return (
    <main className="kr-auth-page">
      <div className="kr-auth-card" role="alert">
        <h1>Authentication Failed</h1>
        <p>{failure}</p>
        <p className="kr-hint">Returning to the sign-in page…</p>
      </div>
    </main>
  );
}
