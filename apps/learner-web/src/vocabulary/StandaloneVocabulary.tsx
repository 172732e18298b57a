import { EmptyState } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { dailyItems, toClozeCard } from '../data/adapters.ts';
import type { DailySession } from '../data/types.ts';
import { VocabularyCloze } from '../exercises/vocabulary-cloze/VocabularyCloze.tsx';
import { StageProgress } from '../lib/StageHeader.tsx';
import { invalidateProgress, sendReviewResult } from '../study/session-writer.ts';
import '../study/study.css';

/** Stand-alone vocabulary (§2): today's due reviews and new words, one cloze at a time. */
export function StandaloneVocabulary({ session }: { session: DailySession }) {
  const [items] = useState(() => dailyItems(session));
  const [index, setIndex] = useState(0);
  const [correct, setCorrect] = useState(0);
  const stageRef = useRef<HTMLDivElement>(null);
  const done = index >= items.length;

  useEffect(() => {
    if (done && items.length > 0) void invalidateProgress();
  }, [done, items.length]);

  if (items.length === 0) {
    return (
      <div className="page study" data-testid="vocabulary-page">
        <h1>Vocabulary Practice</h1>
        <EmptyState title="No vocabulary practice today" action={<BackLinks />}>
          Great job keeping up with your reviews! Check back tomorrow.
        </EmptyState>
      </div>
    );
  }
  if (done) {
    return (
      <div className="page study" data-testid="vocabulary-page">
        <h1>Vocabulary Practice</h1>
        <div className="kr-panel study-done" data-testid="vocabulary-done">
          <p className="study-done-icon" aria-hidden="true">
            🎉
          </p>
          <h2>All vocabulary completed!</h2>
          <p>
            You practised {items.length} {items.length === 1 ? 'word' : 'words'} and got {correct} right.
          </p>
          <BackLinks />
        </div>
      </div>
    );
  }
  const item = items[index]!;
  return (
    <div className="page study" data-testid="vocabulary-page">
      <header className="study-head">
        <h1>Vocabulary Practice</h1>
        <StageProgress label="Word" index={index} total={items.length} />
      </header>
      <div className="study-stage kr-card" ref={stageRef} tabIndex={-1}>
        <VocabularyCloze
          key={item.userVocabularyCardId}
          card={toClozeCard(item)}
          onNext={(o) => {
            sendReviewResult(item.userVocabularyCardId, o.pass, o.responseTimeMs);
            if (o.pass) setCorrect((c) => c + 1);
            setIndex((i) => i + 1);
            stageRef.current?.focus({ preventScroll: true });
          }}
        />
      </div>
    </div>
  );
}

function BackLinks() {
  return (
    <div className="kr-row study-done-actions">
      <Link to="/study" className="kr-btn kr-btn-primary">
        Start Study Session
      </Link>
      <Link to="/dashboard" className="kr-btn kr-btn-secondary">
        Back to Dashboard
      </Link>
    </div>
  );
}
