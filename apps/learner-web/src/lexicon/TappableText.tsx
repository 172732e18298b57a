import { wordKey } from '@keelerada/domain';
import { useMemo } from 'react';
import {
  type ChallengeWord,
  challengeOf,
  singleWordTargets,
} from '../exercises/reading-text/challenge-words.ts';
import { humanize } from '../exercises/shared/labels.ts';
import { textRuns } from './text-runs.ts';
import { tipLines, type WordReading } from './word-readings.ts';
import './tappable-text.css';

/**
 * Estonian text in which every word can be tapped: its tooltip names the lemma, its gloss and what this form is
 * ("majja — maja, house: illative singular (short form), 'into'"). A text's challenge words stay highlighted.
 */
export function TappableText({
  text,
  readings,
  challenges = [],
  open,
  onTap,
  idPrefix,
}: {
  text: string;
  readings: Map<string, WordReading[]> | undefined;
  challenges?: readonly ChallengeWord[];
  open: string | null;
  onTap: (key: string) => void;
  /** Unique per text on the page; keys and tooltip ids start with it. */
  idPrefix: string;
}) {
  const runs = useMemo(() => textRuns(text), [text]);
  const singles = singleWordTargets(challenges);
  return runs.map((run, i) => {
    if (typeof run === 'string') return run;
    const token = { text: run.word };
    const key = `${idPrefix}-${i}`;
    const tipId = `${key}-tip`;
    const isOpen = open === key;
    const challenge = challengeOf(token.text, singles, readings);
    const lines = tipLines(readings?.get(wordKey(token.text)) ?? []);
    return (
      <span key={key} className="challenge-wrap lex-run">
        {run.before}
        <button
          type="button"
          className={`${challenge ? 'challenge-word' : 'lex-word'} ${isOpen ? 'challenge-word-open' : ''}`}
          aria-expanded={isOpen}
          aria-describedby={isOpen ? tipId : undefined}
          onClick={() => onTap(key)}
        >
          {token.text}
        </button>
        {run.after}
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
