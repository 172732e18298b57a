import { useEffect, useRef, useState } from 'react';
import { TOOLTIP_HIDE_MS } from '../lib/constants.ts';

/** One open word tooltip at a time: tapping opens (or closes) it, it hides after 5 s or on Escape. */
export function useWordTips() {
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
  const show = (key: string) => {
    clearTimeout(timer.current);
    setOpen((cur) => (cur === key ? null : key));
    timer.current = setTimeout(() => setOpen(null), TOOLTIP_HIDE_MS);
  };
  return { open, show };
}
