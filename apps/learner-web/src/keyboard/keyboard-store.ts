import { useSyncExternalStore } from 'react';

/** The sidebar button dispatches this event; the keyboard panel listens (learner-app.md §2 Layout). */
export const TOGGLE_KEYBOARD_EVENT = 'keelerada:toggle-keyboard';

let open = false;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function setKeyboardOpen(next: boolean) {
  if (open === next) return;
  open = next;
  emit();
}

export function isKeyboardOpen(): boolean {
  return open;
}

if (typeof window !== 'undefined') {
  window.addEventListener(TOGGLE_KEYBOARD_EVENT, () => setKeyboardOpen(!open));
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useKeyboardOpen(): boolean {
  return useSyncExternalStore(subscribe, isKeyboardOpen, isKeyboardOpen);
}

export function toggleKeyboard() {
  window.dispatchEvent(new CustomEvent(TOGGLE_KEYBOARD_EVENT));
}
