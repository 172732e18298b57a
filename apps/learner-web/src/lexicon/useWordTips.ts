import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { TOOLTIP_HIDE_MS } from '../lib/constants.ts';
import { tabStopOf } from './word-keys.ts';

/** The attribute every tappable word carries: its key. */
export const WORD_KEY_ATTR = 'data-word-key';

/** The keyboard side of a tappable text: which word is its one tab stop, and how to reach the others. */
export interface WordNav {
  /** The key of the word in the tab order (the last one focused, else the text's first word). */
  stop: string | null;
  /** Id of the hidden keyboard instructions that describe the tab-stop word. */
  hintId: string;
  /** The text's words, in reading order. */
  words(): HTMLElement[];
  /** A word got focus (or was tapped): it becomes the tab stop. */
  focused(key: string): void;
  /** Closes the open tip. */
  close(): void;
}

/** The page's one open word tip (the key of its word), shared by every tappable text on the page. */
export interface OpenTip {
  open: string | null;
  /** Opens the word's tip, closing any other; closes it when it is the one open. */
  show(key: string): void;
  close(): void;
}

/** The tip open after the word `key` is tapped while `current` is open: it toggles, and replaces any other. */
export function tappedTip(current: string | null, key: string): string | null {
  return current === key ? null : key;
}

/**
 * One open word tooltip at a time: tapping opens (or closes) it, it hides after 5 s or on Escape. A page with
 * several tappable texts (a book page's passages) holds one of these for all of them, so opening a tip in one text
 * closes the tip of another (learner report D5: tips of several passages stayed open over the text).
 */
export function useOpenTip(): OpenTip {
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const show = useCallback((key: string) => {
    clearTimeout(timer.current);
    setOpen((cur) => tappedTip(cur, key));
    timer.current = setTimeout(() => setOpen(null), TOOLTIP_HIDE_MS);
  }, []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(null);
  }, []);
  return { open, show, close };
}

/**
 * The keyboard side of one group of words: they are one tab stop (a roving tabindex, learner report defect 5).
 * `groupRef` goes on the element that holds all of the group's words — the reading body with its paragraphs, a book
 * passage — and `nav` to each of its LookupTexts; `close` closes the page's open tip (`useOpenTip`).
 */
export function useWordNav(close: () => void) {
  const [stop, setStop] = useState<string | null>(null);
  const group = useRef<HTMLElement | null>(null);
  const hintId = useId();

  const words = useCallback(
    () => (group.current ? [...group.current.querySelectorAll<HTMLElement>(`[${WORD_KEY_ATTR}]`)] : []),
    [],
  );
  // exactly one word is in the tab order: the one remembered while it is still in the text, else the first word
  // (before the first render's words exist, and after the text changed)
  useLayoutEffect(() => {
    const next = tabStopOf(
      stop,
      words().map((w) => w.getAttribute(WORD_KEY_ATTR) ?? ''),
    );
    if (next !== stop) setStop(next);
  });

  const groupRef = useCallback((el: HTMLElement | null) => {
    group.current = el;
  }, []);
  const nav: WordNav = { stop, hintId, words, focused: setStop, close };
  return { nav, groupRef };
}

/** A text whose words are one group: its open tip and its keyboard navigation (`useOpenTip`, `useWordNav`). */
export function useWordTips() {
  const tip = useOpenTip();
  const { nav, groupRef } = useWordNav(tip.close);
  return { ...tip, nav, groupRef };
}
