import { Button, EmptyState, Modal } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';
import { BookOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { client } from '../api.ts';
import type { ReadingText } from '../data/types.ts';
import { ReadingText as ReadingTextView } from '../exercises/reading-text/ReadingText.tsx';
import { StageProgress } from '../lib/StageHeader.tsx';
import { checkQuestion } from '../study/StudyFlow.tsx';
import { DonePanel, Stage } from '../study/StudyScreen.tsx';
import { invalidateProgress } from '../study/session-writer.ts';
import '../study/study.css';
import { ReadingQuestionsInDisplayOrder } from './ReadingQuestionsInDisplayOrder.tsx';
import {
  type ReadingSave,
  type ReadingSaveCalls,
  readingSave,
  saveMessage,
  savesState,
  sendReadingSave,
} from './reading-save.ts';

const saveCalls: ReadingSaveCalls = {
  recordProgress: (input) => client.reading.recordProgress.mutate(input),
  createSession: (input) => client.study.createSession.mutate(input),
  updateSession: (input) => client.study.updateSession.mutate(input),
};

/**
 * Stand-alone reading (§2, §4): an X of N counter, the text, Mark as read or Continue to questions, and All texts
 * completed! at the end. Completing a text records its progress and a finished READING session with accuracy 100
 * and exercisesCompleted = its question count (or 1). The end screen says the progress was saved only once it was;
 * a failed save says so and offers Retry (learner report, defect 7).
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

  const [saves, setSaves] = useState<ReadingSave[]>([]);
  const saveState = savesState(saves);
  const [retrying, setRetrying] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // the next text, or at the end the save's message (the button pressed has gone)
  useEffect(() => {
    if (index > 0) (stageRef.current ?? statusRef.current)?.focus({ preventScroll: true });
  }, [index]);

  /** Sends what a text's save still lacks; the end screen follows its state. */
  const send = (save: ReadingSave, { retry = false } = {}) => {
    const sending: ReadingSave = { ...save, state: 'sending' };
    const put = (next: ReadingSave) =>
      setSaves((all) => [...all.filter((s) => s.textId !== next.textId), next]);
    put(sending);
    void sendReadingSave(saveCalls, sending).then((result) => {
      put(result);
      if (result.state === 'saved') void invalidateProgress();
      if (!retry) return;
      setRetrying(false);
      // the Retry button goes away once saved: keyboard focus moves to the message that replaced it
      if (result.state === 'saved') statusRef.current?.focus({ preventScroll: true });
    });
  };

  const complete = (text: ReadingText, questionsAnswered: number) => {
    send(readingSave(text, questionsAnswered));
    setStep('text');
    setIndex((i) => i + 1);
  };

  const retry = () => {
    if (saveState === 'sending') return;
    setRetrying(true);
    for (const save of saves) if (save.state === 'failed') send(save, { retry: true });
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
          <p role="status" ref={statusRef} tabIndex={-1} data-testid="reading-save-status">
            {saveMessage(saveState)}
          </p>
          <div className="kr-row study-done-actions">
            {(saveState === 'failed' || (retrying && saveState === 'sending')) && (
              <Button aria-disabled={saveState === 'sending'} onClick={retry}>
                {saveState === 'sending' ? 'Saving…' : 'Retry'}
              </Button>
            )}
            <Button variant={saveState === 'failed' ? 'secondary' : 'primary'} onClick={onReadAnother}>
              Read another text
            </Button>
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
          <ReadingQuestionsInDisplayOrder
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
