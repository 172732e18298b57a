import { Button } from '@keelerada/ui';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { TOUR_PLACEMENT_MS } from '../lib/constants.ts';
import { cardBeside, planSheet, type SheetDock, TOUR_SHEET_BELOW, wideScroll } from './tour-placement.ts';

export interface TourStep {
  title: string;
  body: string;
  /** CSS selector of the element the step points at; none = centred. */
  target: string | null;
}

export const TOUR_STEPS: TourStep[] = [
  {
    title: 'Welcome',
    body: 'Tere tulemast! Keelerada helps you learn Estonian in about 15 minutes a day. This short tour takes about 30 seconds.',
    target: null,
  },
  {
    title: 'Your Daily Learning Goals',
    body: 'Every day: vocabulary practice, a reading text and grammar exercises. Each goal is ticked when you finish it.',
    target: '[data-tour="daily-tasks"]',
  },
  {
    title: 'Start Learning Right Now',
    body: 'Start Study Session takes you through all three in one go: words first, then reading, then grammar.',
    target: '[data-tour="start-session"]',
  },
  {
    title: 'Explore Different Learning Methods',
    body: 'Practise one area on its own whenever you like: vocabulary, grammar, reading or bilingual books.',
    target: '[data-tour="learning-areas"]',
  },
];

interface Placement {
  spot: { top: number; left: number; width: number; height: number } | null;
  card: { top: number; left: number } | null;
}

/** How much of the top of the screen the page keeps covered: the sticky top bar of a narrow screen (else 0). */
function topInset(): number {
  return Math.max(0, document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0);
}

/**
 * The 4-step guided tour (§2, §4): Previous / Next / Finish, Escape closes (skip), arrow keys move between steps.
 * Each step highlights its element and places the card next to it 50 ms after the step changes; on a narrow screen the
 * card is a sheet at the bottom (or the top), and the page scrolls the element into the part the sheet leaves free.
 */
export function Tour({ onSkip, onFinish }: { onSkip: () => void; onFinish: () => void }) {
  const [step, setStep] = useState(0);
  const [place, setPlace] = useState<Placement>({ spot: null, card: null });
  const [dock, setDock] = useState<SheetDock>('bottom');
  const cardRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  // a modal dialog: the page behind it is inert until the tour ends
  useEffect(() => {
    const d = dialogRef.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  const titleId = useId();
  const bodyId = useId();
  const current = TOUR_STEPS[step]!;
  const last = step === TOUR_STEPS.length - 1;

  const measure = useCallback(() => {
    const el = current.target ? document.querySelector<HTMLElement>(current.target) : null;
    if (!el) {
      setPlace({ spot: null, card: null });
      return;
    }
    const r = el.getBoundingClientRect();
    const spot = { top: r.top - 6, left: r.left - 6, width: r.width + 12, height: r.height + 12 };
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    if (viewport.width < TOUR_SHEET_BELOW) {
      setPlace({ spot, card: null }); // a sheet across a small screen (`dock`)
      return;
    }
    setPlace({ spot, card: cardBeside(r, viewport, cardRef.current?.offsetHeight ?? 220) });
  }, [current.target]);

  // place the step 50 ms after it changes (the page may still be settling), scrolling its element into view: on a
  // small screen into the part the sheet leaves free (centred on the screen, the sheet covered it)
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = reduced ? 'auto' : 'instant';
    const t = setTimeout(() => {
      const el = current.target ? document.querySelector<HTMLElement>(current.target) : null;
      if (el && window.innerWidth < TOUR_SHEET_BELOW) {
        const plan = planSheet(el.getBoundingClientRect(), {
          viewportHeight: window.innerHeight,
          sheetHeight: cardRef.current?.offsetHeight ?? 0,
          topInset: topInset(),
          scrollY: window.scrollY,
          maxScrollY: document.documentElement.scrollHeight - window.innerHeight,
        });
        setDock(plan.dock);
        window.scrollBy({ top: plan.scrollBy, behavior });
      } else if (el) {
        const cardHeight = cardRef.current?.offsetHeight ?? 220;
        window.scrollBy({
          top: wideScroll(el.getBoundingClientRect(), window.innerHeight, cardHeight, topInset()),
          behavior,
        });
      }
      measure();
    }, TOUR_PLACEMENT_MS);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      clearTimeout(t);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [current.target, measure]);

  // focus stays on the button pressed; the card takes it on open or when that button went away
  useLayoutEffect(() => {
    const a = document.activeElement as HTMLButtonElement | null;
    if (!a || !cardRef.current?.contains(a) || a.disabled) cardRef.current?.focus();
  }, [step]);

  const next = () => setStep((s) => Math.min(s + 1, TOUR_STEPS.length - 1));
  const prev = () => setStep((s) => Math.max(s - 1, 0));

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onSkip();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="tour"
      data-testid="tour"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault();
        onSkip();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="tour-backdrop" aria-hidden="true" onClick={onSkip} />
      {place.spot && (
        <div
          className="tour-spot"
          aria-hidden="true"
          style={{
            top: place.spot.top,
            left: place.spot.left,
            width: place.spot.width,
            height: place.spot.height,
          }}
        />
      )}
      <div
        ref={cardRef}
        className={`tour-card ${place.card ? '' : current.target ? `tour-card-docked tour-card-docked-${dock}` : 'tour-card-center'}`}
        style={place.card ? { top: place.card.top, left: place.card.left } : undefined}
        tabIndex={-1}
      >
        <p className="tour-step-count">
          Step {step + 1} of {TOUR_STEPS.length}
        </p>
        <h2 id={titleId}>{current.title}</h2>
        <p id={bodyId}>{current.body}</p>
        <div className="tour-actions">
          <Button variant="ghost" onClick={onSkip}>
            Skip tour
          </Button>
          <span className="tour-nav">
            <Button variant="secondary" onClick={prev} disabled={step === 0}>
              Previous
            </Button>
            <Button onClick={last ? onFinish : next}>{last ? 'Finish' : 'Next'}</Button>
          </span>
        </div>
        <p className="kr-hint tour-keys">Use ← → to move, Esc to close.</p>
      </div>
    </dialog>
  );
}
