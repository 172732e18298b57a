import { useSyncExternalStore } from 'react';

const KEY = 'keelerada_sidebar_collapsed';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

let collapsed = typeof window === 'undefined' ? false : read();

/** Collapses or widens the sidebar (remembered; /read can set it from its search params). */
export function setSidebarCollapsed(next: boolean) {
  if (collapsed === next) return;
  collapsed = next;
  try {
    localStorage.setItem(KEY, next ? '1' : '0');
  } catch {
    /* storage unavailable */
  }
  for (const l of listeners) l();
}

export function useSidebarCollapsed(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => collapsed,
    () => collapsed,
  );
}
