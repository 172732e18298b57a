import {
  type StudyEvent,
  type StudyPhase,
  type StudyState,
  sessionPatch,
  studyReducer,
} from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { client } from '../api.ts';
import { toClozeCard } from '../data/adapters.ts';
import type { DailyItem, ReadingText } from '../data/types.ts';
import { GrammarExercise } from '../exercises/grammar-exercise/GrammarExercise.tsx';
import type {
  AnsweredQuestion,
  QuestionVerdict,
  QuestionView,
  ShownAnswer,
} from '../exercises/reading-questions/ReadingQuestions.tsx';
import { ReadingText as ReadingTextView } from '../exercises/reading-text/ReadingText.tsx';
import { type ClozeOutcome, VocabularyCloze } from '../exercises/vocabulary-cloze/VocabularyCloze.tsx';
import { ProgressBar } from '../lib/ProgressBar.tsx';
import { ReadingQuestionsInDisplayOrder } from '../reading/ReadingQuestionsInDisplayOrder.tsx';
import { readingSummary } from '../reading/reading-summary.ts';
import type { StudyContent } from './load-study.ts';
import { SessionReviewModal } from './SessionReviewModal.tsx';
import { DonePanel } from './StudyScreen.tsx';
import { invalidateProgress, SessionWriter, sendReviewResult } from './session-writer.ts';
import { catchUpPatch, initialStateFor, withReviewsThisSession } from './study-content.ts';
import { exerciseCounter, phasePills, studyProgress, studyTitle } from './study-progress.ts';
import { useSessionTotal } from './use-session-total.ts';
import './study.css';

const isPhase = (v: StudyState['view']): v is StudyPhase =>
  v === 'vocabulary' || v === 'reading' || v === 'grammar';
const now = () => new Date().toISOString();

/** The daily mixed study session (§2, §4): the phase machine of packages/domain driving the exercise components. */
export function StudyFlow({ content }: { content: StudyContent }) {
  const [state, setState] = useState(() => initialStateFor(content));
  const stateRef = useRef(state);
  const writerRef = useRef<SessionWriter | null>(null);
  writerRef.current ??= new SessionWriter('MIXED', content.session?.id ?? null);
  const writer = writerRef.current;
  const stageRef = useRef<HTMLElement>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [reviewId, setReviewId] = useState<number | null>(null);

  const dispatch = (event: StudyEvent) => {
    const prev = stateRef.current;
    const next = studyReducer(prev, event);
    if (next === prev) return;
    stateRef.current = next;
    setState(next);
    const patch = sessionPatch(prev, next);
    const milestone =
      patch?.isSessionFinished ||
      patch?.isVocabularyCompleted ||
      patch?.isReadingCompleted ||
      patch?.isGrammarCompleted;
    // a planned session's counts are the server's, from the attempts it records: only a milestone is sent (each
    // answer's count update was a third call in every answer's request, and the server ignored it)
    if (patch && milestone) writer.patch(patch, { invalidate: true });
  };

  // phases (or the whole session) the recorded attempts show done but whose flags were lost to a reload: send them now
  useEffect(() => {
    const patch = catchUpPatch(state, content.session, now());
    if (!patch) return;
    if (patch.isReadingCompleted)
      for (const text of content.texts) recordReading(text, text.comprehensionQuestions.length);
    writer.patch(patch, { invalidate: true });
  }, []);

  // a new item or phase: keyboard focus starts at the exercise
  useEffect(() => {
    if (isPhase(state.view) && state.readingStep === 'text') stageRef.current?.focus({ preventScroll: true });
  }, [state.view, state.itemIndex, state.readingStep]);

  const openReview = async (id: number | null) => {
    setReviewId(null);
    setReviewOpen(true);
    await writer.whenIdle();
    setReviewId(id ?? (await writer.sessionId()));
  };

  // with no card due, the vocabulary phase is shown only to say so: its pill says "none due", it has no counter
  const items = content.cards;
  const pills = phasePills(state, items.length === 0 ? ['vocabulary'] : []);
  const counter = exerciseCounter(state);
  const progress = studyProgress(state);
  const phase = state.view;
  const finishedSession = content.session?.isSessionFinished ? content.session : null;
  // the completed view's count is the server's record of this session's attempts once the last writes are in
  const { total } = useSessionTotal(writer, state.view === 'completed', {
    total: state.completedCount,
    correct: state.correct,
  });

  const vocabularyAttempt = (card: DailyItem, outcome: ClozeOutcome, attemptNumber: number) =>
    writer.attempt(
      {
        activityType: 'vocabulary',
        activityId: String(card.userVocabularyCardId),
        userAnswer: outcome.userAnswer,
        correctAnswer: outcome.correctAnswer,
        isCorrect: outcome.pass,
        exerciseContent: {
          word: card.word.word,
          translation: card.word.translation,
          definition: card.word.definition,
          form: card.vocabularyCard.form,
          practice_context: card.vocabularyCard.practice_context,
        },
      },
      attemptNumber,
    );

  return (
    <div className="page study" data-testid="study-page" data-view={state.view}>
      <header className="study-head">
        <h1>{studyTitle(state.view)}</h1>
        {pills.length > 0 && state.view !== 'empty' && (
          <ol className="phase-pills" aria-label="Session phases">
            {pills.map((p) => (
              <li
                key={p.phase}
                className={`phase-pill ${p.complete ? 'is-complete' : ''} ${p.current ? 'is-current' : ''}`}
                aria-current={p.current ? 'step' : undefined}
                data-testid={`pill-${p.phase}`}
              >
                <span>{p.label}</span>
                <span className="phase-pill-count">
                  <span aria-hidden={p.complete}>{p.text}</span>
                  {p.complete && <span className="sr-only">complete</span>}
                </span>
              </li>
            ))}
          </ol>
        )}
        {state.view !== 'empty' && (
          <ProgressBar className="study-progress" label="Session progress" percent={progress.percent} />
        )}
      </header>

      {isPhase(phase) && (
        <section className="study-stage kr-card" ref={stageRef} tabIndex={-1} aria-label={studyTitle(phase)}>
          {counter !== null && (
            <p className="study-counter" data-testid="exercise-counter">
              {counter}
            </p>
          )}
          {phase === 'vocabulary' && (
            <VocabularyPhase
              state={state}
              items={items}
              onJudged={(card, outcome, again) => {
                // recorded at the verdict, so a reload cannot try the card again; the FSRS review is recorded once,
                // on the first try (issue 17 item 6); a near miss is graded Hard
                if (!again) sendReviewResult(card.userVocabularyCardId, outcome);
                vocabularyAttempt(card, outcome, again ? 2 : 1);
              }}
              onAnswered={(outcome) => dispatch({ type: 'ANSWERED', correct: outcome.pass, at: now() })}
              onRetried={(outcome) => dispatch({ type: 'RETRIED', correct: outcome.pass, at: now() })}
              onContinue={() => dispatch({ type: 'COMPLETE_PHASE', phase: 'vocabulary', at: now() })}
            />
          )}
          {phase === 'reading' && !content.texts[state.itemIndex] && (
            <MissingItem
              message="Error: No reading text available"
              onSkip={() => dispatch({ type: 'COMPLETE_PHASE', phase: 'reading', at: now() })}
            />
          )}
          {phase === 'reading' && content.texts[state.itemIndex] && (
            <ReadingPhase
              key={content.texts[state.itemIndex]!.id}
              text={content.texts[state.itemIndex]!}
              step={state.readingStep}
              onContinue={(text) => {
                if (text.comprehensionQuestions.length === 0) {
                  writer.attempt({
                    activityType: 'reading',
                    activityId: String(text.id),
                    userAnswer: null,
                    correctAnswer: null,
                    isCorrect: true,
                    exerciseContent: readingSummary(text),
                  });
                  recordReading(text, 0);
                }
                dispatch({ type: 'READING_CONTINUE', at: now() });
              }}
              initialAnswers={answersOf(content.texts[state.itemIndex]!, content.attempts)}
              checkAnswer={async (q, answer) => checkQuestion(q, answer, await writer.sessionId())}
              onQuestionsDone={(text, answers) => {
                // each answer was recorded on the session by the server when it was checked
                recordReading(text, answers.length);
                dispatch({
                  type: 'READING_QUESTIONS_DONE',
                  correct: answers.filter((a) => a.isCorrect).length,
                  total: answers.length,
                  at: now(),
                });
              }}
              onSkip={() => dispatch({ type: 'COMPLETE_PHASE', phase: 'reading', at: now() })}
            />
          )}
          {phase === 'grammar' && (
            <GrammarExercise
              key={content.grammar[state.itemIndex]?.id ?? 'none'}
              exercise={content.grammar[state.itemIndex]}
              onJudged={(o) => {
                const ex = content.grammar[state.itemIndex];
                if (ex) writer.grammarAttempt(ex, o);
              }}
              onComplete={(o) => dispatch({ type: 'ANSWERED', correct: o.isCorrect, at: now() })}
            />
          )}
        </section>
      )}

      {state.view === 'empty' && (
        <div className="kr-panel" data-testid="study-empty">
          <h2>No study content available</h2>
          <p>Please enroll in a learning path to get study content for your session.</p>
          <Link to="/settings" className="kr-btn kr-btn-secondary">
            Choose your level
          </Link>
        </div>
      )}

      {state.view === 'completed' && (
        <DonePanel
          testId="study-completed"
          title={state.alreadyDoneToday ? 'All Daily Activities Completed!' : 'Study Session Completed!'}
          takeFocus={!state.alreadyDoneToday}
        >
          {state.alreadyDoneToday ? (
            <p>
              Great job! You've completed all your study activities for today. Come back tomorrow for more
              practice!
            </p>
          ) : (
            <p>
              Excellent work! You've successfully completed your study session with{' '}
              <span data-testid="completed-count">{total}</span> exercises.
            </p>
          )}
          <div className="kr-row study-done-actions">
            {(!state.alreadyDoneToday || finishedSession) && (
              <Button
                onClick={() => void openReview(state.alreadyDoneToday ? (finishedSession?.id ?? null) : null)}
              >
                {finishedSession ? "Review Today's Activities" : 'Review Session'}
              </Button>
            )}
            <Link to="/dashboard" className="kr-btn kr-btn-secondary">
              Back to Dashboard
            </Link>
          </div>
        </DonePanel>
      )}

      <SessionReviewModal sessionId={reviewId} open={reviewOpen} onClose={() => setReviewOpen(false)} />
    </div>
  );
}

function recordReading(text: ReadingText, questionsAnswered: number) {
  client.reading.recordProgress
    .mutate({ id: text.id, isCompleted: true, questionsAnswered, questionsCorrect: 0 })
    .then(() => invalidateProgress())
    .catch(() => undefined);
}

function VocabularyPhase({
  state,
  items,
  onJudged,
  onAnswered,
  onRetried,
  onContinue,
}: {
  state: StudyState;
  items: DailyItem[];
  /** The card's verdict is final (`again`: the missed card typed once more at the end). */
  onJudged: (card: DailyItem, outcome: ClozeOutcome, again: boolean) => void;
  onAnswered: (outcome: ClozeOutcome) => void;
  onRetried: (outcome: ClozeOutcome) => void;
  onContinue: () => void;
}) {
  if (state.retryIndex !== null) {
    const again = items[state.retryQueue[state.retryIndex] ?? -1];
    if (!again) return <MissingItem message="Error: No vocabulary word available" onSkip={onContinue} />;
    return (
      <div data-testid="vocabulary-retry">
        <p className="study-retry-note">Once more — type the word you missed.</p>
        <VocabularyCloze
          key={`again-${again.userVocabularyCardId}`}
          // the plan's review count is from before this session: the first try was a review (its badge: Seen once)
          card={withReviewsThisSession(toClozeCard(again), 1)}
          onJudged={(o) => onJudged(again, o, true)}
          onNext={onRetried}
        />
      </div>
    );
  }
  const item = items[state.itemIndex];
  if (items.length > 0 && !item)
    return <MissingItem message="Error: No vocabulary word available" onSkip={onContinue} />;
  if (!item) {
    return (
      <div className="study-note" data-testid="vocabulary-caught-up">
        <h2>No vocabulary practice today</h2>
        <p>You're all caught up! Let's continue with other activities.</p>
        <SpacedRepetitionExplainer />
        <Button onClick={onContinue}>Continue to Reading</Button>
      </div>
    );
  }
  return (
    <VocabularyCloze
      key={item.userVocabularyCardId}
      card={toClozeCard(item)}
      onJudged={(o) => onJudged(item, o, false)}
      onNext={onAnswered}
    />
  );
}

/** A phase whose current item is missing (§5 "A missing item shows Error: …"): say so and let the learner go on. */
function MissingItem({ message, onSkip }: { message: string; onSkip: () => void }) {
  return (
    <div className="study-note">
      <p role="alert">{message}</p>
      <Button onClick={onSkip}>Continue</Button>
    </div>
  );
}

export function SpacedRepetitionExplainer() {
  return (
    <div className="explainer">
      <h3>How spaced repetition works</h3>
      <p>
        Keelerada schedules your words with spaced repetition (the Leitner system): a word you remember comes
        back after a longer break each time, a word you miss comes back soon. A few minutes of review every
        day moves words into long-term memory.
      </p>
    </div>
  );
}

/** The answers recorded on the session for a text's questions, by question id (what a reload resumes with). */
function answersOf(text: ReadingText, attempts: StudyContent['attempts']): Record<number, ShownAnswer> {
  const out: Record<number, ShownAnswer> = {};
  for (const q of text.comprehensionQuestions) {
    const a = attempts.find((x) => x.activityType === 'reading' && x.questionId === q.id);
    if (a)
      out[q.id] = {
        question: q,
        answer: a.userAnswer ?? '',
        isCorrect: a.isCorrect,
        correctAnswer: a.correctAnswer ?? null,
        explanation: q.explanation ?? null,
      };
  }
  return out;
}

function ReadingPhase({
  text,
  step,
  initialAnswers,
  checkAnswer,
  onContinue,
  onQuestionsDone,
  onSkip,
}: {
  text: ReadingText;
  step: 'text' | 'questions';
  initialAnswers: Record<number, ShownAnswer>;
  checkAnswer: (q: QuestionView, answer: string) => Promise<QuestionVerdict>;
  onContinue: (text: ReadingText) => void;
  onQuestionsDone: (text: ReadingText, answers: AnsweredQuestion[]) => void;
  onSkip: () => void;
}) {
  const hasQuestions = text.comprehensionQuestions.length > 0;
  return (
    <div className="reading-phase">
      <ReadingTextView text={text} />
      {step === 'text' ? (
        <div className="ex-actions">
          <Button onClick={() => onContinue(text)}>
            {hasQuestions ? 'Continue to questions' : 'Continue'}
          </Button>
          <Button variant="ghost" onClick={onSkip}>
            Skip Reading Section
          </Button>
        </div>
      ) : (
        <ReadingQuestionsInDisplayOrder
          questions={text.comprehensionQuestions}
          checkAnswer={checkAnswer}
          initialAnswers={initialAnswers}
          onDone={(answers) => onQuestionsDone(text, answers)}
        />
      )}
    </div>
  );
}

/**
 * POST /reading/questions/{id}/response — the server's verdict, correct answer and explanation. With a study session,
 * the server records the answer on it (once per question: a repeat gets the first answer's verdict).
 */
export async function checkQuestion(
  q: QuestionView,
  answer: string,
  studySessionId: number | null = null,
): Promise<QuestionVerdict> {
  const v = await client.reading.answerQuestion.mutate({ id: q.id, userAnswer: answer, studySessionId });
  return { isCorrect: v.isCorrect, correctAnswer: v.correctAnswer, explanation: v.explanation };
}
