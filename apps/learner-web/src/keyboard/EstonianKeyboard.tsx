import { useEffect, useState } from 'react';
import { ESTONIAN_LETTERS, ESTONIAN_LETTERS_HINT } from '../lib/constants.ts';
import { isTypableField, typeInto } from './insert-at-cursor.ts';
import { setKeyboardOpen, useKeyboardOpen } from './keyboard-store.ts';
import { lastTypedField } from './last-field.ts';
import './keyboard.css';

/** What a letter pressed with no text field to type in says. */
export const NO_FIELD_HINT = 'Tap a text field first, then a letter.';

/**
 * The Estonian-letters keyboard (ä ö ü õ ž š). A letter goes in at the caret of the text field that has (or last
 * had) focus. Pressing a letter with the mouse never takes focus from the field; pressing it from the keyboard
 * returns focus to the field so typing goes on. `onTyped`: a letter went into a field (the phone menu, if open, closes
 * over it). With no field to type in, a letter says so (`NO_FIELD_HINT`) and nothing else moves: the phone menu stays.
 */
export function EstonianKeyboard({ onTyped }: { onTyped?: () => void }) {
  const open = useKeyboardOpen();
  const [hint, setHint] = useState('');

  // opening the keyboard hands focus back to the answer box the learner was typing in
  useEffect(() => {
    if (open) lastTypedField()?.focus();
    else setHint('');
  }, [open]);

  // the hint has done its work once the learner is in a field
  useEffect(() => {
    if (!hint) return;
    const clear = (e: FocusEvent) => {
      if (isTypableField(e.target as Element | null)) setHint('');
    };
    document.addEventListener('focusin', clear);
    return () => document.removeEventListener('focusin', clear);
  }, [hint]);

  if (!open) return null;

  const insert = (letter: string, fromKeyboard: boolean) => {
    const target = lastTypedField();
    if (!target) {
      setHint(NO_FIELD_HINT);
      return;
    }
    setHint('');
    if (fromKeyboard || document.activeElement !== target) target.focus();
    typeInto(target, letter);
    onTyped?.();
  };

  return (
    <section className="et-keyboard" aria-label="Estonian letters keyboard" data-testid="estonian-keyboard">
      <p role="status" className="et-keyboard-status">
        {hint}
      </p>
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
