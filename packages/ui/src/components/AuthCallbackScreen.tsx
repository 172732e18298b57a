import { Spinner } from './Spinner.tsx';

/**
 * The sign-in callback page of both apps: "Signing you in…" while the token is stored, else Authentication Failed
 * with the reason (`failure`), before the app returns to its sign-in page (`loginHref`) — or at once, by its link.
 */
export function AuthCallbackScreen({ failure, loginHref }: { failure: string | null; loginHref: string }) {
  if (!failure) return <Spinner label="Signing you in…" />;
  return (
    <main className="kr-auth-page">
      <div className="kr-auth-card" role="alert">
        <h1>Authentication Failed</h1>
        <p>{failure}</p>
        <p className="kr-hint">Returning to the sign-in page…</p>
        <a href={loginHref}>Go to the sign-in page now</a>
      </div>
    </main>
  );
}
