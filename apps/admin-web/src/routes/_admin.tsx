import { AccessDenied, Spinner } from '@keelerada/ui';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { api } from '../api.ts';
import { requireAdmin } from '../auth/guards.ts';

export const Route = createFileRoute('/_admin')({
  beforeLoad: async ({ context, location }) => ({ admin: await requireAdmin(context, location.href) }),
  pendingComponent: () => <Spinner label="Loading..." />,
  pendingMs: 0,
  component: AdminLayout,
});

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
