import { useEffect, useRef } from 'react';
import { ESTONIAN_LETTERS, ESTONIAN_LETTERS_HINT } from '../lib/constants.ts';
import { isTypableField, typeInto } from './insert-at-cursor.ts';
import { setKeyboardOpen, useKeyboardOpen } from './keyboard-store.ts';
import './keyboard.css';

/**
 * The Estonian-letters keyboard (ä ö ü õ ž š). A letter goes in at the caret of the text field that has (or last
 * had) focus. Pressing a letter with the mouse never takes focus from the field; pressing it from the keyboard
 * returns focus to the field so typing goes on.
 */
export function EstonianKeyboard() {
  const open = useKeyboardOpen();
  const lastField = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      if (isTypableField(e.target as Element)) lastField.current = e.target as HTMLInputElement;
    };
    document.addEventListener('focusin', onFocus);
    if (isTypableField(document.activeElement)) lastField.current = document.activeElement;
    return () => document.removeEventListener('focusin', onFocus);
  }, []);

  // opening the keyboard hands focus back to the answer box the learner was typing in
  useEffect(() => {
    if (open && lastField.current?.isConnected && isTypableField(lastField.current))
      lastField.current.focus();
  }, [open]);

  if (!open) return null;

  const insert = (letter: string, fromKeyboard: boolean) => {
    const active = document.activeElement;
    const target = isTypableField(active)
      ? active
      : lastField.current?.isConnected && isTypableField(lastField.current)
        ? lastField.current
        : null;
    if (!target) return;
    if (fromKeyboard || document.activeElement !== target) target.focus();
    typeInto(target, letter);
  };

  return (
    <section className="et-keyboard" aria-label="Estonian letters keyboard" data-testid="estonian-keyboard">
      <span className="et-keyboard-hint" aria-hidden="true">
        {ESTONIAN_LETTERS_HINT}
      </span>
      <div className="et-keyboard-keys">
        {ESTONIAN_LETTERS.map((letter) => (
          <button
            key={letter}
            type="button"
            className="et-key"
            aria-label={`Insert ${letter}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={(e) => insert(letter, e.detail === 0)}
          >
            {letter}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="kr-icon-btn et-keyboard-close"
        aria-label="Close Estonian letters keyboard"
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setKeyboardOpen(false)}
      >
        ×
      </button>
    </section>
  );
}
