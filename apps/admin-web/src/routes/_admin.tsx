import { AccessDenied, ErrorPanel, RouteErrorPanel, Spinner } from '@keelerada/ui';
import { createFileRoute, Link, Outlet, useRouter } from '@tanstack/react-router';
import { api } from '../api.ts';
import { AdminCheckFailed, requireAdmin } from '../auth/guards.ts';

export const Route = createFileRoute('/_admin')({
  beforeLoad: async ({ context, location }) => ({ admin: await requireAdmin(context, location.href) }),
  pendingComponent: () => <Spinner label="Loading..." />,
  pendingMs: 0,
  errorComponent: AdminError,
  component: AdminLayout,
});

/**
 * A failed admin check (a server error, no network) says so with Retry, which asks again — never Access Denied,
 * which only the server's answer shows. Any other error of a screen is the app's error panel.
 */
function AdminError({ error }: { error: unknown }) {
  const router = useRouter();
  if (!(error instanceof AdminCheckFailed)) return <RouteErrorPanel error={error} />;
  return (
    <ErrorPanel
      title="Could not check your admin access"
      message={error.message}
      onRetry={() => void router.invalidate()}
      retryLabel="Retry"
    />
  );
}

function AdminLayout() {
  const { admin } = Route.useRouteContext();
  return (
    <div className="admin-app">
      <header className="admin-top">
        <Link to="/" className="kr-brand">
          Keelerada Admin <span className="kr-beta">BETA</span>
        </Link>
        <nav className="kr-row" aria-label="Admin">
          <a href="/dashboard" className="kr-btn kr-btn-ghost">
            Learner app
          </a>
          <button
            type="button"
            className="kr-btn kr-btn-ghost"
            onClick={() => void api.signOut('/admin/login')}
          >
            Logout
          </button>
        </nav>
      </header>
      <main className="admin-main">
        {admin.isAdmin ? <Outlet /> : <AccessDenied homeHref="/dashboard" />}
      </main>
    </div>
  );
}
