import { EmptyState } from '@keelerada/ui';
import { useEffect, useRef, useState } from 'react';
import { dailyItems, toClozeCard } from '../data/adapters.ts';
import type { DailySession } from '../data/types.ts';
import { VocabularyCloze } from '../exercises/vocabulary-cloze/VocabularyCloze.tsx';
import { DonePanel, Stage, StandalonePage, StudyLinks } from '../study/StudyScreen.tsx';
import { invalidateProgress, sendReviewResult } from '../study/session-writer.ts';
import '../study/study.css';

const TITLE = 'Vocabulary Practice';
const TEST_ID = 'vocabulary-page';

/**
 * Cards practised today whose next step falls later today (issue 19): they are not offered again today but come back
 * tomorrow, as the empty state's "Check back tomorrow" says ("to revisit later today" promised what never came).
 */
function LaterToday({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="kr-muted" style={{ display: 'block', marginTop: '0.5rem' }} data-testid="later-today">
      {count === 1 ? '1 card practised today comes' : `${count} cards practised today come`} back tomorrow for
      another look.
    </span>
  );
}

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
      <StandalonePage testId={TEST_ID} title={TITLE}>
        <EmptyState title="No vocabulary practice today" action={<StudyLinks />}>
          Great job keeping up with your reviews! Check back tomorrow.
          <LaterToday count={session.laterToday} />
        </EmptyState>
      </StandalonePage>
    );
  }
  if (done) {
    return (
      <StandalonePage testId={TEST_ID} title={TITLE}>
        <DonePanel testId="vocabulary-done" title="All vocabulary completed!">
          <p>
            You practised {items.length} {items.length === 1 ? 'word' : 'words'} and got {correct} right.
          </p>
          <StudyLinks />
        </DonePanel>
      </StandalonePage>
    );
  }
  const item = items[index]!;
  return (
    <StandalonePage testId={TEST_ID} title={TITLE} progress={{ label: 'Word', index, total: items.length }}>
      <Stage ref={stageRef}>
        <VocabularyCloze
          key={item.userVocabularyCardId}
          card={toClozeCard(item)}
          onJudged={(o) => sendReviewResult(item.userVocabularyCardId, o)}
          onNext={(o) => {
            if (o.pass) setCorrect((c) => c + 1);
            setIndex((i) => i + 1);
            stageRef.current?.focus({ preventScroll: true });
          }}
        />
      </Stage>
    </StandalonePage>
  );
}
