import { Button, EmptyState, Modal } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';
import { BookOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { client } from '../api.ts';
import type { ReadingText } from '../data/types.ts';
import { ReadingQuestions } from '../exercises/reading-questions/ReadingQuestions.tsx';
import { ReadingText as ReadingTextView } from '../exercises/reading-text/ReadingText.tsx';
import { StageProgress } from '../lib/StageHeader.tsx';
import { checkQuestion } from '../study/StudyFlow.tsx';
import { DonePanel, Stage } from '../study/StudyScreen.tsx';
import { SessionWriter } from '../study/session-writer.ts';
import '../study/study.css';

/**
 * Stand-alone reading (§2, §4): an X of N counter, the text, Mark as read or Continue to questions, and All texts
 * completed! at the end. Completing a text records its progress and a finished READING session with accuracy 100
 * and exercisesCompleted = its question count (or 1).
 */
export function StandaloneReading({
  texts,
  grammarOpen = false,
  onGrammarOpenChange,
  onReadAnother,
}: {
  texts: ReadingText[];
  grammarOpen?: boolean;
  onGrammarOpenChange?: (open: boolean) => void;
  onReadAnother: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState<'text' | 'questions'>('text');
  const stageRef = useRef<HTMLDivElement>(null);
  const done = index >= texts.length;

  useEffect(() => {
    if (index > 0) stageRef.current?.focus({ preventScroll: true });
  }, [index]);

  const complete = (text: ReadingText, questionsAnswered: number) => {
    client.reading.recordProgress
      .mutate({ id: text.id, isCompleted: true, questionsAnswered, questionsCorrect: 0 })
      .catch(() => undefined);
    const writer = new SessionWriter('READING');
    void writer.ensure(Math.max(1, text.comprehensionQuestions.length));
    writer.patch(
      {
        isReadingCompleted: true,
        isSessionFinished: true,
        completedAt: new Date().toISOString(),
        accuracyPercentage: 100,
        exercisesCompleted: Math.max(1, text.comprehensionQuestions.length),
      },
      { invalidate: true },
    );
    setStep('text');
    setIndex((i) => i + 1);
  };

  const header = (
    <header className="study-head reading-page-head">
      <div className="kr-row reading-title-row">
        <h1>Reading Comprehension</h1>
        <Button variant="ghost" onClick={() => onGrammarOpenChange?.(true)}>
          Grammar Reference
        </Button>
      </div>
      {!done && texts.length > 0 && <StageProgress label="Text" index={index} total={texts.length} />}
    </header>
  );

  const grammarModal = (
    <Modal open={grammarOpen} onClose={() => onGrammarOpenChange?.(false)} title="Grammar Reference">
      <p>The grammar reference is no longer available.</p>
      <p className="kr-muted">Practise grammar in the Grammar exercises instead.</p>
    </Modal>
  );

  if (texts.length === 0) {
    return (
      <div className="page study" data-testid="reading-page">
        {header}
        <EmptyState title="No Reading Materials">
          No immersion texts are currently available. Please check back later.
        </EmptyState>
        {grammarModal}
      </div>
    );
  }

  if (done) {
    return (
      <div className="page study" data-testid="reading-page">
        {header}
        <DonePanel testId="reading-done" icon={BookOpen} title="All texts completed!">
          <p>Well read! Your progress has been saved.</p>
          <div className="kr-row study-done-actions">
            <Button onClick={onReadAnother}>Read another text</Button>
            <Link to="/dashboard" className="kr-btn kr-btn-secondary">
              Back to Dashboard
            </Link>
          </div>
        </DonePanel>
        {grammarModal}
      </div>
    );
  }

  const text = texts[index]!;
  const hasQuestions = text.comprehensionQuestions.length > 0;
  return (
    <div className="page study" data-testid="reading-page">
      {header}
      <Stage ref={stageRef}>
        <ReadingTextView text={text} />
        {step === 'text' ? (
          <div className="ex-actions">
            <Button onClick={() => (hasQuestions ? setStep('questions') : complete(text, 0))}>
              {hasQuestions ? 'Continue to questions' : 'Mark as read'}
            </Button>
          </div>
        ) : (
          <ReadingQuestions
            questions={text.comprehensionQuestions}
            checkAnswer={checkQuestion}
            onDone={(answers) => complete(text, answers.length)}
          />
        )}
      </Stage>
      {grammarModal}
    </div>
  );
}
