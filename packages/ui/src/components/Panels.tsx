import type { ReactNode } from 'react';
import { appErrorMessage, isStaleBuildError } from '../stale-build.ts';
import { Button } from './Button.tsx';

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="kr-panel kr-empty">
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action}
    </div>
  );
}

export function ErrorPanel({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try Again',
  children,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="kr-panel kr-error" role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      <div className="kr-row">
        {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
        {children}
      </div>
    </div>
  );
}

/**
 * A screen that failed: its message in words (a stale build says so and offers Reload) and a button that loads the
 * page again. Both apps use it for every route, so the app's shell stays around a failed screen.
 */
export function RouteErrorPanel({ error }: { error: unknown }) {
  const stale = isStaleBuildError(error);
  return (
    <ErrorPanel
      message={appErrorMessage(error)}
      onRetry={() => window.location.reload()}
      {...(stale ? { title: 'A new version is available', retryLabel: 'Reload' } : {})}
    />
  );
}

export function AccessDenied({ homeHref = '/dashboard' }: { homeHref?: string }) {
  return (
    <div className="kr-panel kr-error kr-access-denied" role="alert">
      <h1>Access Denied</h1>
      <p>You don't have admin privileges to access this page.</p>
      <a className="kr-btn kr-btn-secondary" href={homeHref}>
        Back to learning
      </a>
    </div>
  );
}

/** An address no route answers (both apps' router `notFoundComponent`), with the way back to the app's home. */
export function NotFoundPanel({ homeHref, homeLabel }: { homeHref: string; homeLabel: string }) {
  return (
    <main className="kr-panel">
      <h1>Page not found</h1>
      <p className="kr-muted">There is no page at this address.</p>
      <a href={homeHref}>{homeLabel}</a>
    </main>
  );
}
