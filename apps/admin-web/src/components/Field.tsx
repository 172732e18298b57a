import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/** A labelled form control with its hint and error message wired to it for screen readers. */
export function Field({
  label,
  error,
  invalid = false,
  hint,
  required = false,
  className = '',
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  /** Marks the control invalid without a message under it (the form shows its one message in a banner). */
  invalid?: boolean;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`kr-field ${className}`.trim()}>
      <label htmlFor={id} className={required ? 'adm-required' : undefined}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="kr-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="kr-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
