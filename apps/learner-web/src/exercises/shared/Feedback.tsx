import type { ReactNode } from 'react';

export type FeedbackTone = 'correct' | 'incorrect' | 'info';

/**
 * The result line of an exercise. Its box is always rendered and keeps its height, so nothing below it jumps when
 * the verdict appears; it is a polite live region so screen readers hear the verdict.
 */
export function Feedback({
  tone,
  title,
  children,
}: {
  tone?: FeedbackTone | null;
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div
      className={`ex-feedback ${tone ? `ex-feedback-${tone}` : ''}`}
      aria-live="polite"
      data-testid="feedback"
    >
      {tone && (
        <>
          <p className="ex-feedback-title">
            <span aria-hidden="true">{tone === 'correct' ? '✓ ' : tone === 'incorrect' ? '✗ ' : ''}</span>
            {title}
          </p>
          {children}
        </>
      )}
    </div>
  );
}
