import { type KeyboardEvent, useMemo } from 'react';
import {
  type ChallengeWord,
  challengeOf,
  singleWordTargets,
} from '../exercises/reading-text/challenge-words.ts';
import { humanize } from '../exercises/shared/labels.ts';
import { textRuns } from '../lexicon/text-runs.ts';
import type { WordNav } from '../lexicon/useWordTips.ts';
import { wordKeyAction } from '../lexicon/word-keys.ts';
import { readingsOf, tipLines, type WordReading } from '../lexicon/word-readings.ts';
import { LOOKUP_HINT, wordClassName, wordDescribedBy } from './lookup-word.ts';
import '../lexicon/tappable-text.css';

/**
 * Estonian text in which every word can be looked up, read as text (lookup-word.ts): its tip names the lemma, its
 * gloss and what this form is ("majja — maja, house: illative singular (short form), 'into'"). A text's challenge
 * words stay highlighted. One tip is open on the page (`open`, from `useOpenTip`, shared by all its texts). By
 * keyboard the whole group of texts (`useWordNav().groupRef`) is one tab stop: only `nav.stop` has tabIndex 0; the
 * arrow keys, Home and End move between the words, Enter or Space open the tip, Escape closes it.
 */
export function LookupText({
  text,
  readings,
  challenges = [],
  open,
  onTap,
  nav,
  idPrefix,
}: {
  text: string;
  readings: Map<string, WordReading[]> | undefined;
  challenges?: readonly ChallengeWord[];
  open: string | null;
  onTap: (key: string) => void;
  /** The keyboard navigation of the group this text belongs to (`useWordNav().nav`). */
  nav: WordNav;
  /** Unique per text on the page; keys and tip ids start with it. */
  idPrefix: string;
}) {
  const runs = useMemo(() => textRuns(text), [text]);
  const singles = singleWordTargets(challenges);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, key: string) => {
    const words = nav.words();
    const action = wordKeyAction(
      {
        key: e.key,
        altKey: e.altKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        shiftKey: e.shiftKey,
        isComposing: e.nativeEvent.isComposing,
      },
      words.indexOf(e.currentTarget),
      words.length,
      open !== null,
    );
    if (!action) return;
    e.preventDefault();
    if (action.type === 'move') {
      // a tip belongs to the word it was opened on: moving on closes it
      if (open !== null) nav.close();
      words[action.to]?.focus();
    } else if (action.type === 'toggle') {
      nav.focused(key);
      onTap(key);
    } else {
      // Escape closes the tip, and nothing around the text (a dialog) as well
      e.stopPropagation();
      nav.close();
    }
  };

  return runs.map((run, i) => {
    if (typeof run === 'string') return run;
    const word = run.word;
    const key = `${idPrefix}-${i}`;
    const tipId = `${key}-tip`;
    const isOpen = open === key;
    const isStop = nav.stop === key;
    const challenge = challengeOf(word, singles, readings);
    const lines = tipLines(readingsOf(readings, word) ?? []);
    return (
      <span key={key} className="challenge-wrap lex-run">
        {run.before}
        {/* a word, not a button: browse mode reads the paragraph as text (see lookup-word.ts) */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a role would be said before every word; the keyboard reaches it through the text's roving tab stop */}
        <span
          className={wordClassName(Boolean(challenge), isOpen)}
          tabIndex={isStop ? 0 : -1}
          data-word-key={key}
          aria-describedby={wordDescribedBy({ tip: tipId, hint: nav.hintId }, { open: isOpen, stop: isStop })}
          onFocus={() => nav.focused(key)}
          onClick={() => {
            nav.focused(key);
            onTap(key);
          }}
          onKeyDown={(e) => onKeyDown(e, key)}
        >
          {word}
        </span>
        {run.after}
        {isStop && (
          <span id={nav.hintId} lang="en" hidden>
            {LOOKUP_HINT}
          </span>
        )}
        {isOpen && (
          <span role="tooltip" id={tipId} className="challenge-tip" lang="en" data-testid="word-tip">
            {lines.map((line) => (
              <span key={line} className="word-tip-line">
                <strong lang="et">{word}</strong> — {line}
              </span>
            ))}
            {lines.length === 0 && challenge && (
              <span className="word-tip-line">
                <strong lang="et">{challenge.word}</strong> — {challenge.translation}
                {challenge.word_type && (
                  <span className="challenge-tip-type"> ({humanize(challenge.word_type)})</span>
                )}
              </span>
            )}
            {lines.length === 0 && !challenge && (
              <span className="word-tip-line">
                <strong lang="et">{word}</strong> — {readings ? 'not in the lexicon yet' : 'looking it up…'}
              </span>
            )}
          </span>
        )}
      </span>
    );
  });
}
