import type { ReactNode } from 'react';

/** The error banner of a form or screen (role=alert so it is announced). */
export function ErrorAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <div className="kr-alert kr-alert-error" role="alert" data-testid={testId}>
      {children}
    </div>
  );
}

/** The success banner of a form (role=status: announced politely). */
export function SuccessAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <div className="kr-alert kr-alert-success" role="status" data-testid={testId}>
      {children}
    </div>
  );
}

export function WarningAlert({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div className="kr-alert adm-alert-warning" role="status">
      {title && <strong>{title} </strong>}
      {children}
    </div>
  );
}
