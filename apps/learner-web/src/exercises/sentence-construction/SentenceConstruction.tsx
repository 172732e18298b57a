import { acceptedSentences, type Judgement, type SentenceConstructionFields } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ADVANCE_MS, ADVANCE_WRONG_ORDER_MS } from '../../lib/constants.ts';
import { Feedback } from '../shared/Feedback.tsx';
import { useLaterCallback, useReports } from '../shared/hooks.ts';
import { DiagnosisText, MarkedAnswer } from '../shared/JudgementView.tsx';
import { judgeHere } from '../shared/judge-here.ts';
import type { ExerciseReports } from '../shared/types.ts';
import '../exercises.css';
import { asSentence, asSentenceMarks } from './as-sentence.ts';
import { orderDiagnosis } from './order-feedback.ts';
import { moveToken, shuffledPool, type WordToken } from './word-order.ts';

/**
 * Sentence construction (word ordering, §4–§5): words move between the pool and the answer; Reset reshuffles; Check
 * (enabled once a word is chosen) accepts any accepted order, punctuation ignored. Moves on after 1.5 s when right
 * and 3 s when wrong, showing the correct order and the other accepted variants as sentences (capital, final stop).
 * The correct order is shown once: the diagnosis above it does not quote it again. Check is disabled once pressed, so
 * keyboard focus moves to the verdict (it would drop to the page body for the feedback delay).
 */
export function SentenceConstruction({
  exercise,
  ...reports
}: {
  exercise: SentenceConstructionFields;
} & ExerciseReports) {
  const accepted = useMemo(
    () => acceptedSentences(exercise.words, exercise.correct_orders),
    [exercise.words, exercise.correct_orders],
  );
  const [pool, setPool] = useState<WordToken[]>(() => shuffledPool(exercise.words, accepted));
  const [answer, setAnswer] = useState<WordToken[]>([]);
  const [result, setResult] = useState<null | 'correct' | 'incorrect'>(null);
  const [judgement, setJudgement] = useState<Judgement | null>(null);
  const later = useLaterCallback();
  const { judged, done } = useReports(reports);
  const answerAreaRef = useRef<HTMLFieldSetElement>(null);
  const poolAreaRef = useRef<HTMLFieldSetElement>(null);
  const feedbackRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (result) feedbackRef.current?.focus({ preventScroll: true });
  }, [result]);

  const move = (id: number, from: 'pool' | 'answer') => {
    if (result) return;
    const next = moveToken(pool, answer, id);
    setPool(next.pool);
    setAnswer(next.answer);
    // keep keyboard focus in the area the word left, on the word now at the same place (or the area itself)
    requestAnimationFrame(() => {
      const area = from === 'pool' ? poolAreaRef.current : answerAreaRef.current;
      const buttons = area?.querySelectorAll<HTMLButtonElement>('button.word-chip');
      const other = from === 'pool' ? answerAreaRef.current : poolAreaRef.current;
      (buttons?.[0] ?? other?.querySelector<HTMLButtonElement>('button.word-chip'))?.focus();
    });
  };

  const reset = () => {
    if (result) return;
    setPool(shuffledPool(exercise.words, accepted));
    setAnswer([]);
  };

  // what is shown, not what is judged: the accepted orders as sentences (a question mark when the translation asks)
  const shown = (s: string) => asSentence(s, exercise.sentence_translation);

  const check = () => {
    if (result || answer.length === 0) return;
    const words = answer.map((t) => t.text);
    const j = judgeHere(exercise, words);
    const ok = j.verdict !== 'wrong';
    setJudgement(j);
    setResult(ok ? 'correct' : 'incorrect');
    const outcome = { isCorrect: ok, userAnswer: words.join(' '), correctAnswer: j.expected };
    judged(outcome);
    later(() => done(outcome), ok ? ADVANCE_MS : ADVANCE_WRONG_ORDER_MS);
  };

  return (
    <div className="ex ex-order" data-testid="sentence-construction">
      <p className="ex-instruction">Put the words in the right order.</p>
      {exercise.sentence_translation && (
        <p className="ex-sentence-en">
          <span className="kr-muted">Translation:</span> {exercise.sentence_translation}
        </p>
      )}
      {exercise.focus && <p className="kr-hint">Focus: {exercise.focus}</p>}
      <fieldset
        ref={answerAreaRef}
        className={`word-area word-answer ${result ? `word-answer-${result}` : ''}`}
        data-testid="answer-area"
      >
        <legend className="sr-only">Your sentence</legend>
        {answer.length === 0 && (
          <span className="kr-hint word-placeholder">Choose words below to build the sentence.</span>
        )}
        {answer.map((t) => (
          <button
            key={t.id}
            type="button"
            className="word-chip word-chip-chosen"
            onClick={() => move(t.id, 'answer')}
            aria-label={`${t.text} (remove)`}
            aria-disabled={result !== null}
            lang="et"
          >
            {t.text}
          </button>
        ))}
      </fieldset>
      <fieldset ref={poolAreaRef} className="word-area word-pool" data-testid="word-pool">
        <legend className="sr-only">Words to arrange</legend>
        {pool.map((t) => (
          <button
            key={t.id}
            type="button"
            className="word-chip"
            onClick={() => move(t.id, 'pool')}
            aria-disabled={result !== null}
            lang="et"
          >
            {t.text}
          </button>
        ))}
      </fieldset>
      <div className="ex-actions">
        <Button onClick={check} disabled={answer.length === 0 || result !== null}>
          Check
        </Button>
        <Button variant="secondary" onClick={reset} disabled={result !== null}>
          Reset
        </Button>
      </div>
      <Feedback
        tone={result === null ? null : result === 'correct' ? 'correct' : 'incorrect'}
        title={result === 'correct' ? 'Correct!' : 'Incorrect word order'}
        titleRef={feedbackRef}
      >
        {result === 'incorrect' && (
          <>
            <DiagnosisText diagnosis={orderDiagnosis(judgement)} />
            <p>
              Correct order:{' '}
              <MarkedAnswer
                marks={judgement?.marks && asSentenceMarks(judgement.marks, exercise.sentence_translation)}
                text={shown(judgement?.expected ?? accepted[0] ?? '')}
              />
            </p>
            {accepted.length > 1 && (
              <div>
                <p className="kr-muted">Also accepted:</p>
                <ul className="ex-variants" lang="et">
                  {accepted
                    .filter((s) => s !== (judgement?.expected ?? accepted[0]))
                    .map((s) => (
                      <li key={s}>{shown(s)}</li>
                    ))}
                </ul>
              </div>
            )}
          </>
        )}
      </Feedback>
    </div>
  );
}
