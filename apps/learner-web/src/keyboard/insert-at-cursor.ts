export interface TextEdit {
  value: string;
  /** Where the caret goes after the edit. */
  caret: number;
  /** False when nothing could be inserted (the field is full). */
  changed: boolean;
}

/**
 * Inserts `text` at the caret (replacing a selection) of a field holding `value`, respecting `maxLength`
 * (a negative or missing limit means none). Pure, so the keyboard's behaviour is testable without a DOM.
 */
export function insertAtCursor(
  value: string,
  selectionStart: number | null,
  selectionEnd: number | null,
  text: string,
  maxLength?: number | null,
): TextEdit {
  const start = clamp(selectionStart ?? value.length, 0, value.length);
  const end = clamp(selectionEnd ?? start, start, value.length);
  const next = value.slice(0, start) + text + value.slice(end);
  if (maxLength != null && maxLength >= 0 && next.length > maxLength) {
    return { value, caret: end, changed: false };
  }
  return { value: next, caret: start + text.length, changed: true };
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(Math.max(n, lo), hi);
}

/** Inputs the keyboard can type into: text-like inputs and textareas that are not read-only or disabled. */
export function isTypableField(el: Element | null): el is HTMLInputElement | HTMLTextAreaElement {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement) return !el.readOnly && !el.disabled;
  if (el instanceof HTMLInputElement) {
    const t = (el.type || 'text').toLowerCase();
    return ['text', 'search', ''].includes(t) && !el.readOnly && !el.disabled;
  }
  return false;
}

/**
 * Writes a value into a React-controlled field: the native setter plus an `input` event, so React's onChange runs
 * exactly as if the person had typed.
 */
export function typeInto(el: HTMLInputElement | HTMLTextAreaElement, text: string): boolean {
  const edit = insertAtCursor(
    el.value,
    el.selectionStart,
    el.selectionEnd,
    text,
    el.maxLength >= 0 ? el.maxLength : null,
  );
  if (!edit.changed) return false;
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, edit.value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.setSelectionRange(edit.caret, edit.caret);
  return true;
}
