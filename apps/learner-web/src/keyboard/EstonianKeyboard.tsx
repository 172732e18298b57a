import { useEffect } from 'react';
import { ESTONIAN_LETTERS, ESTONIAN_LETTERS_HINT } from '../lib/constants.ts';
import { typeInto } from './insert-at-cursor.ts';
import { setKeyboardOpen, useKeyboardOpen } from './keyboard-store.ts';
import { lastTypedField } from './last-field.ts';
import './keyboard.css';

/**
 * The Estonian-letters keyboard (ä ö ü õ ž š). A letter goes in at the caret of the text field that has (or last
 * had) focus. Pressing a letter with the mouse never takes focus from the field; pressing it from the keyboard
 * returns focus to the field so typing goes on. `onTyped`: a letter went into a field (the phone menu, if open, closes
 * over it).
 */
export function EstonianKeyboard({ onTyped }: { onTyped?: () => void }) {
  const open = useKeyboardOpen();

  // opening the keyboard hands focus back to the answer box the learner was typing in
  useEffect(() => {
    if (open) lastTypedField()?.focus();
  }, [open]);

  if (!open) return null;

  const insert = (letter: string, fromKeyboard: boolean) => {
    const target = lastTypedField();
    if (!target) return;
    if (fromKeyboard || document.activeElement !== target) target.focus();
    typeInto(target, letter);
    onTyped?.();
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
