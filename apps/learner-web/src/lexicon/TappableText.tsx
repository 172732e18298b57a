import { wordKey } from '@keelerada/domain';
import { type KeyboardEvent, useMemo } from 'react';
import {
  type ChallengeWord,
  challengeOf,
  singleWordTargets,
} from '../exercises/reading-text/challenge-words.ts';
import { humanize } from '../exercises/shared/labels.ts';
import { textRuns } from './text-runs.ts';
import type { WordNav } from './useWordTips.ts';
import { wordKeyAction } from './word-keys.ts';
import { tipLines, type WordReading } from './word-readings.ts';
import './tappable-text.css';

/** What the tab-stop word is described by, for screen readers (the text is one tab stop). */
export const WORD_NAV_HINT =
  'Left and Right arrow keys move between words; Enter shows the word’s meaning and form; Escape closes it.';

/**
 * Estonian text in which every word can be tapped: its tooltip names the lemma, its gloss and what this form is
 * ("majja — maja, house: illative singular (short form), 'into'"). A text's challenge words stay highlighted.
 *
 * By keyboard the whole text is one tab stop (a roving tabindex over its words, learner report defect 5): only
 * `nav.stop` has tabIndex 0, the arrow keys, Home and End move between the words of the whole group (every
 * TappableText under `useWordTips().groupRef`, paragraphs included), Enter or Space open the tip, Escape closes it.
 */
export function TappableText({
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
  /** The keyboard navigation of the group this text belongs to (`useWordTips().nav`). */
  nav: WordNav;
  /** Unique per text on the page; keys and tooltip ids start with it. */
  idPrefix: string;
}) {
  const runs = useMemo(() => textRuns(text), [text]);
  const singles = singleWordTargets(challenges);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, key: string) => {
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
    const token = { text: run.word };
    const key = `${idPrefix}-${i}`;
    const tipId = `${key}-tip`;
    const isOpen = open === key;
    const isStop = nav.stop === key;
    // the open tip first: it is what the learner asked for; then how to move on
    const describedBy = [isOpen ? tipId : null, isStop ? nav.hintId : null].filter(Boolean).join(' ');
    const challenge = challengeOf(token.text, singles, readings);
    const lines = tipLines(readings?.get(wordKey(token.text)) ?? []);
    return (
      <span key={key} className="challenge-wrap lex-run">
        {run.before}
        <button
          type="button"
          className={`${challenge ? 'challenge-word' : 'lex-word'} ${isOpen ? 'challenge-word-open' : ''}`}
          tabIndex={isStop ? 0 : -1}
          data-word-key={key}
          aria-expanded={isOpen}
          aria-describedby={describedBy || undefined}
          onFocus={() => nav.focused(key)}
          onClick={() => {
            nav.focused(key);
            onTap(key);
          }}
          onKeyDown={(e) => onKeyDown(e, key)}
        >
          {token.text}
        </button>
        {run.after}
        {isStop && (
          <span id={nav.hintId} lang="en" hidden>
            {WORD_NAV_HINT}
          </span>
        )}
        {isOpen && (
          <span role="tooltip" id={tipId} className="challenge-tip" lang="en" data-testid="word-tip">
            {lines.map((line) => (
              <span key={line} className="word-tip-line">
                <strong lang="et">{token.text}</strong> — {line}
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
                <strong lang="et">{token.text}</strong> —{' '}
                {readings ? 'not in the lexicon yet' : 'looking it up…'}
              </span>
            )}
          </span>
        )}
      </span>
    );
  });
}
