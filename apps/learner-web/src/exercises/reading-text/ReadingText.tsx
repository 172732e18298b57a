import { levelCode } from '@keelerada/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { TOOLTIP_HIDE_MS } from '../../lib/constants.ts';
import { humanize } from '../shared/labels.ts';
import '../exercises.css';
import {
  type ChallengeWord,
  difficultyLabel,
  markChallengeWords,
  paragraphsOf,
  wordCount,
} from './challenge-words.ts';

export interface ReadingTextView {
  id: number;
  title: string;
  content: string;
  level?: string | null;
  difficulty?: string | null;
  topics?: string[] | null;
  source?: string | null;
  target_words?: ChallengeWord[] | null;
}

/**
 * A reading text with tap-to-translate challenge words (§2): pressing a highlighted word shows its translation in a
 * tooltip that hides after 5 s (or on Escape, or when another word is pressed).
 */
export function ReadingText({ text }: { text: ReadingTextView }) {
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const baseId = useId();
  const paragraphs = useMemo(
    () => paragraphsOf(text.content).map((p) => markChallengeWords(p, text.target_words ?? [])),
    [text.content, text.target_words],
  );
  const challengeCount = paragraphs.flat().filter((p) => p.kind === 'word').length;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const show = (key: string) => {
    clearTimeout(timer.current);
    setOpen((cur) => (cur === key ? null : key));
    timer.current = setTimeout(() => setOpen(null), TOOLTIP_HIDE_MS);
  };

  return (
    <article className="reading-text" aria-labelledby={`${baseId}-title`} data-testid="reading-text">
      <header className="reading-head">
        <h2 id={`${baseId}-title`} lang="et">
          {text.title}
        </h2>
        <p className="reading-meta">
          {text.level && <span className="kr-badge">{levelCode(text.level)}</span>}
          <span className={`kr-badge diff-${difficultyLabel(text.difficulty)}`}>
            {difficultyLabel(text.difficulty)}
          </span>
          <span className="kr-muted">{wordCount(text.content)} words</span>
          {text.topics && text.topics.length > 0 && (
            <span className="kr-muted">· {text.topics.join(', ')}</span>
          )}
        </p>
        {challengeCount > 0 && <p className="kr-hint">Tap a highlighted word to see its translation.</p>}
      </header>
      <div className="reading-body" lang="et">
        {paragraphs.map((pieces, pi) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
          <p key={pi}>
            {pieces.map((piece, i) => {
              if (piece.kind === 'text') return piece.text;
              const key = `${pi}-${i}`;
              const tipId = `${baseId}-tip-${key}`;
              const isOpen = open === key;
              return (
                <span key={key} className="challenge-wrap">
                  <button
                    type="button"
                    className={`challenge-word ${isOpen ? 'challenge-word-open' : ''}`}
                    aria-expanded={isOpen}
                    aria-describedby={isOpen ? tipId : undefined}
                    onClick={() => show(key)}
                  >
                    {piece.text}
                  </button>
                  {isOpen && (
                    <span role="tooltip" id={tipId} className="challenge-tip" lang="en">
                      <strong lang="et">{piece.target.word}</strong> — {piece.target.translation}
                      {piece.target.word_type && (
                        <span className="challenge-tip-type"> ({humanize(piece.target.word_type)})</span>
                      )}
                    </span>
                  )}
                </span>
              );
            })}
          </p>
        ))}
      </div>
      {text.source && <p className="kr-hint reading-source">Source: {text.source}</p>}
      <p className="sr-only" aria-live="polite">
        {open
          ? (() => {
              const [pi, i] = open.split('-').map(Number);
              const piece = paragraphs[pi!]?.[i!];
              return piece?.kind === 'word' ? `${piece.target.word}: ${piece.target.translation}` : '';
            })()
          : ''}
      </p>
    </article>
  );
}
