import { levelCode } from '@keelerada/domain';
import { useId, useMemo } from 'react';
import { useWordReadings } from '../../lexicon/useWordReadings.ts';
import { useWordTips } from '../../lexicon/useWordTips.ts';
import { LookupText } from '../../reading/LookupText.tsx';
import '../exercises.css';
import {
  type ChallengeWord,
  difficultyLabel,
  markChallengeWords,
  paragraphsOf,
  wordCount,
} from './challenge-words.ts';
import { READING_KEYBOARD_HINT, readingHint } from './reading-hint.ts';

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
 * A reading text in which every word can be tapped (§2, issue 16): the tooltip shows the word's lemma, gloss and
 * form from the lexicon (a challenge word without a lexicon reading shows its translation); it hides after 5 s, on
 * Escape, or when another word is pressed. Challenge words stay highlighted. By keyboard the whole text, all its
 * paragraphs, is one tab stop with the arrow keys between its words (learner report, defect 5). One hint above the
 * text says all this (`readingHint`).
 */
export function ReadingText({ text }: { text: ReadingTextView }) {
  const { open, show, nav, groupRef } = useWordTips();
  const baseId = useId();
  const readings = useWordReadings(text.content);
  const paragraphs = useMemo(() => paragraphsOf(text.content), [text.content]);
  const challengeCount = useMemo(
    () =>
      paragraphs
        .flatMap((p) => markChallengeWords(p, text.target_words ?? [], readings))
        .filter((p) => p.kind === 'word').length,
    [paragraphs, text.target_words, readings],
  );

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
        <p className="kr-hint">
          {readingHint(challengeCount > 0)}
          <span className="kr-keyboard-only"> {READING_KEYBOARD_HINT}</span>
        </p>
      </header>
      <div className="reading-body" lang="et" ref={groupRef}>
        {paragraphs.map((paragraph, pi) => (
          <p key={pi}>
            <LookupText
              text={paragraph}
              readings={readings}
              challenges={text.target_words ?? []}
              open={open}
              onTap={show}
              nav={nav}
              idPrefix={`${baseId}-${pi}`}
            />
          </p>
        ))}
      </div>
      {text.source && <p className="kr-hint reading-source">Source: {text.source}</p>}
    </article>
  );
}
