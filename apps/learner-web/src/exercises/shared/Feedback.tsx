import type { ReactNode, Ref } from 'react';

export type FeedbackTone = 'correct' | 'incorrect' | 'info';

/**
 * The result line of an exercise. Its box is always rendered and keeps its height, so nothing below it jumps when
 * the verdict appears; it is a polite live region so screen readers hear the verdict. Its title can take keyboard
 * focus (`titleRef`) when the control that was pressed goes away, so focus stays at the verdict, not on the page body.
 */
export function Feedback({
  tone,
  title,
  children,
  titleRef,
}: {
  tone?: FeedbackTone | null;
  title?: ReactNode;
  children?: ReactNode;
  titleRef?: Ref<HTMLParagraphElement> | undefined;
}) {
  return (
    <div
      className={`ex-feedback ${tone ? `ex-feedback-${tone}` : ''}`}
      aria-live="polite"
      data-testid="feedback"
    >
      {tone && (
        <>
          <p className="ex-feedback-title" ref={titleRef} tabIndex={-1}>
            <span aria-hidden="true">{tone === 'correct' ? '✓ ' : tone === 'incorrect' ? '✗ ' : ''}</span>
            {title}
          </p>
          {children}
        </>
      )}
    </div>
  );
}
