import { Spinner } from './Spinner.tsx';

/**
 * The sign-in callback page of both apps: "Signing you in…" while the token is stored, else Authentication Failed
 * with the reason (`failure`), before the app returns to its sign-in page.
 */
export function AuthCallbackScreen({ failure }: { failure: string | null }) {
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
