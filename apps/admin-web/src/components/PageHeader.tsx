import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The title row of an admin screen: heading (and subtitle) with its links and actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="adm-page-header">
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="kr-muted adm-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="kr-row adm-page-actions">{actions}</div>}
    </header>
  );
}

/** The title row of a screen reached from the dashboard: Back to Dashboard first, then the screen's `actions`. */
export function DashboardPageHeader({
  actions,
  ...heading
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageHeader
      {...heading}
      actions={
        <>
          <Link to="/" className="kr-btn kr-btn-secondary">
            Back to Dashboard
          </Link>
          {actions}
        </>
      }
    />
  );
}
