import { Button, EmptyState } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { GrammarExerciseData } from '../data/types.ts';
import { GrammarExercise } from '../exercises/grammar-exercise/GrammarExercise.tsx';
import { useLaterCallback } from '../exercises/shared/hooks.ts';
import { STANDALONE_GRAMMAR_ADVANCE_MS } from '../lib/constants.ts';
import { SessionReviewModal } from '../study/SessionReviewModal.tsx';
import { DonePanel, Stage, StandalonePage } from '../study/StudyScreen.tsx';
import { SessionWriter } from '../study/session-writer.ts';
import { useSessionTotal } from '../study/use-session-total.ts';
import '../study/study.css';

const TITLE = 'Grammar Exercises';
const TEST_ID = 'grammar-page';

/**
 * Stand-alone grammar (§2, §4): 8 random exercises; each answer is recorded, then after 500 ms the next one shows.
 * After the last, the GRAMMAR session is marked grammar-complete and finished, and can be reviewed. The run and its
 * exercises live on the server (issue 19): a reload continues at `start`, and a finished run is never reused.
 */
export function StandaloneGrammar({
  exercises,
  sessionId,
  start = { index: 0, correct: 0 },
  onPracticeAgain,
}: {
  exercises: GrammarExerciseData[];
  sessionId: number | null;
  start?: { index: number; correct: number };
  onPracticeAgain: () => void;
}) {
  const [index, setIndex] = useState(start.index);
  const [correct, setCorrect] = useState(start.correct);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [reviewId, setReviewId] = useState<number | null>(null);
  const writerRef = useRef<SessionWriter | null>(null);
  writerRef.current ??= new SessionWriter('GRAMMAR', sessionId);
  const writer = writerRef.current;
  const stageRef = useRef<HTMLDivElement>(null);
  const later = useLaterCallback();
  const [answered, setAnswered] = useState(false);
  const done = index >= exercises.length;
  const finished = useSessionTotal(writer, done, { total: index, correct });

  // a run whose last answer was recorded but whose finish was not (a reload in the 500 ms between): finish it now
  useEffect(() => {
    if (exercises.length > 0 && start.index >= exercises.length)
      finishRun(writer, start.correct, exercises.length);
  }, []);

  if (exercises.length === 0) {
    return (
      <StandalonePage testId={TEST_ID} title={TITLE}>
        <EmptyState title="No Grammar Exercises Available">
          There are no grammar exercises for your level yet. Please check back later.
        </EmptyState>
      </StandalonePage>
    );
  }

  if (done) {
    return (
      <StandalonePage testId={TEST_ID} title={TITLE}>
        <DonePanel testId="grammar-done" title="All grammar exercises completed!">
          <p>
            You have successfully completed <span data-testid="grammar-done-count">{finished.total}</span>{' '}
            grammar exercises.
          </p>
          <p className="kr-muted">
            {finished.correct} of {finished.total} correct.
          </p>
          <div className="kr-row study-done-actions">
            <Button
              onClick={async () => {
                setReviewOpen(true);
                await writer.whenIdle();
                setReviewId(await writer.sessionId());
              }}
            >
              Review Session
            </Button>
            <Button
              variant="secondary"
              onClick={async () => {
                await writer.whenIdle();
                onPracticeAgain();
              }}
            >
              Practice again
            </Button>
            <Link to="/dashboard" className="kr-btn kr-btn-ghost">
              Back to Dashboard
            </Link>
          </div>
        </DonePanel>
        <SessionReviewModal sessionId={reviewId} open={reviewOpen} onClose={() => setReviewOpen(false)} />
      </StandalonePage>
    );
  }

  const exercise = exercises[index]!;
  return (
    <StandalonePage
      testId={TEST_ID}
      title={TITLE}
      progress={{ label: 'Exercise', index, total: exercises.length }}
    >
      <Stage ref={stageRef}>
        <GrammarExercise
          key={exercise.id}
          exercise={exercise}
          onJudged={(o) => writer.grammarAttempt(exercise, o)}
          onComplete={(o) => {
            if (answered) return;
            setAnswered(true);
            const nextCorrect = correct + (o.isCorrect ? 1 : 0);
            setCorrect(nextCorrect);
            later(() => {
              const next = index + 1;
              if (next >= exercises.length) finishRun(writer, nextCorrect, exercises.length);
              setAnswered(false);
              setIndex(next);
              stageRef.current?.focus({ preventScroll: true });
            }, STANDALONE_GRAMMAR_ADVANCE_MS);
          }}
        />
      </Stage>
    </StandalonePage>
  );
}

function finishRun(writer: SessionWriter, correct: number, total: number) {
  writer.patch(
    {
      isGrammarCompleted: true,
      isSessionFinished: true,
      completedAt: new Date().toISOString(),
      exercisesCompleted: total,
      accuracyPercentage: Math.round((correct / total) * 100),
    },
    { invalidate: true },
  );
}
