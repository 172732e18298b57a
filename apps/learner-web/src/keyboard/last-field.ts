import { isTypableField } from './insert-at-cursor.ts';

type Field = HTMLInputElement | HTMLTextAreaElement;

let last: Field | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    if (isTypableField(e.target as Element)) last = e.target as Field;
  });
}

/**
 * The text field the learner is typing in, or last typed in while it is still on the page and typable: where the
 * Estonian letters go when a button (the keyboard's, the menu's) has taken focus.
 */
export function lastTypedField(): Field | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (isTypableField(active)) return active;
  return last?.isConnected && isTypableField(last) ? last : null;
}
