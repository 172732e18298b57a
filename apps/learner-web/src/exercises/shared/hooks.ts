import { useCallback, useEffect, useRef } from 'react';
import type { ExerciseReports, GrammarOutcome } from './types.ts';

/** A timer that is cleared when the component goes away (auto-advance after feedback). */
export function useLaterCallback(): (fn: () => void, ms: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  }, []);
}

/** Runs `fn` at most once (e.g. "Next word records pass or fail once per card"). */
export function useOnce<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const done = useRef(false);
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => {
    if (done.current) return;
    done.current = true;
    latest.current(...args);
  }, []);
}

/** Focuses an element after a delay (the answer box takes focus 300 ms after a card appears). */
export function useFocusAfter<T extends HTMLElement>(ms: number, when = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!when) return;
    const t = setTimeout(() => ref.current?.focus({ preventScroll: false }), ms);
    return () => clearTimeout(t);
  }, [ms, when]);
  return ref;
}

/** An exercise's two reports (`ExerciseReports`), each run at most once: `judged` at the verdict, `done` on moving on. */
export function useReports({ onJudged, onComplete }: ExerciseReports) {
  return { judged: useOnce((o: GrammarOutcome) => onJudged?.(o)), done: useOnce(onComplete) };
}
