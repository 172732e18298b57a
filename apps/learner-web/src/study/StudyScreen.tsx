import { Link } from '@tanstack/react-router';
import { type LucideIcon, PartyPopper } from 'lucide-react';
import { type CSSProperties, type ReactNode, type Ref, useEffect, useRef } from 'react';
import { focusIfFree } from '../exercises/shared/focus.ts';
import { StageProgress } from '../lib/StageHeader.tsx';

// The pieces the study session and the stand-alone modes (vocabulary, grammar, reading) are built from. The screens
// import study.css themselves.

/** A stand-alone mode's page: its title — with the "X of N" progress while it runs — then the screen. */
export function StandalonePage({
  testId,
  title,
  progress,
  children,
}: {
  testId: string;
  title: string;
  progress?: { label: string; index: number; total: number };
  children: ReactNode;
}) {
  return (
    <div className="page study" data-testid={testId}>
      {progress ? (
        <header className="study-head">
          <h1>{title}</h1>
          <StageProgress {...progress} />
        </header>
      ) : (
        <h1>{title}</h1>
      )}
      {children}
    </div>
  );
}

/** The card the current item is shown in; it takes focus (without scrolling) when the next item appears. */
export function Stage({ ref, children }: { ref: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div className="study-stage kr-card" ref={ref} tabIndex={-1}>
      {children}
    </div>
  );
}

/**
 * The end screen of a session or mode: an icon, the heading, then what was done and where to go next. It replaces the
 * last item, whose focused control goes with it: the heading takes keyboard focus (unless the learner has put focus
 * elsewhere), so the keyboard is not left on the page body. `takeFocus={false}` for an end screen shown on opening
 * the page (nothing was done here to lose focus).
 */
export function DonePanel({
  testId,
  icon: Icon = PartyPopper,
  title,
  takeFocus = true,
  children,
}: {
  testId: string;
  icon?: LucideIcon;
  title: string;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) focusIfFree(headingRef.current);
  }, [takeFocus]);
  return (
    <div className="kr-panel study-done" data-testid={testId}>
      <p className="study-done-icon" aria-hidden="true">
        <Icon size={40} />
      </p>
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** Start Study Session and Back to Dashboard. */
export function StudyLinks({
  className = 'kr-row study-done-actions',
  style,
}: {
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div className={className} style={style}>
      <Link to="/study" className="kr-btn kr-btn-primary">
        Start Study Session
      </Link>
      <Link to="/dashboard" className="kr-btn kr-btn-secondary">
        Back to Dashboard
      </Link>
    </div>
  );
}
