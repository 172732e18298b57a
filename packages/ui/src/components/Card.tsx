import type { HTMLAttributes, ReactNode } from 'react';

export function Card({
  title,
  actions,
  children,
  className = '',
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & { title?: ReactNode; actions?: ReactNode }) {
  return (
    <section className={`kr-card ${className}`.trim()} {...rest}>
      {(title || actions) && (
        <header className="kr-card-header">
          {title && <h2 className="kr-card-title">{title}</h2>}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}
