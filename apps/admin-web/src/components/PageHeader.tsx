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
