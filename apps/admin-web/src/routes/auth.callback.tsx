import { setToken } from '@keelerada/api-client';
import { AUTH_ERROR_REDIRECT_MS, CALLBACK_NO_TOKEN, callbackErrorMessage } from '@keelerada/domain';
import { Spinner } from '@keelerada/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ADMIN_BASE } from '../api.ts';
import { safeAdminRedirect } from '../auth/guards.ts';

const search = z.object({
  token: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  returnTo: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/auth/callback')({
  validateSearch: (s) => search.parse(s),
  component: function AdminAuthCallback() {
    const { token, error, returnTo } = Route.useSearch();
    const [failure, setFailure] = useState<string | null>(null);
    useEffect(() => {
      if (token && !error) {
        setToken(token);
        window.location.replace(safeAdminRedirect(returnTo));
        return;
      }
      setFailure(error ? callbackErrorMessage(error) : CALLBACK_NO_TOKEN);
      const t = setTimeout(() => window.location.assign(`${ADMIN_BASE}/login`), AUTH_ERROR_REDIRECT_MS);
      return () => clearTimeout(t);
    }, [token, error, returnTo]);
    if (!failure) return <Spinner label="Signing you in…" />;
    return (
      <main className="kr-auth-page">
        <div className="kr-auth-card" role="alert">
          <h1>Authentication Failed</h1>
          <p>{failure}</p>
        </div>
      </main>
    );
  },
});
