import { type CasePracticeFields, caseOptions, caseTaskLabel, type Judgement } from '@keelerada/domain';
import { useEffect, useRef, useState } from 'react';
import { ADVANCE_MS, INPUT_FOCUS_MS } from '../../lib/constants.ts';
import { Feedback } from '../shared/Feedback.tsx';
import { focusIfFree } from '../shared/focus.ts';
import { useLaterCallback, useReports } from '../shared/hooks.ts';
import { DiagnosisText } from '../shared/JudgementView.tsx';
import { grammarServerJudge, judgeHere, withServerDiagnosis } from '../shared/judge-here.ts';
import { gapClassName, gapParts } from '../shared/labels.ts';
import type { ExerciseReports } from '../shared/types.ts';
import '../exercises.css';

/**
 * Case practice (multiple choice, §4–§5): the options are the correct answer plus the distractors, sorted. Choosing
 * one locks the choices, shows the result and moves on after 1.5 s. Number keys 1–9 choose too. The first option
 * takes keyboard focus when the exercise appears (after INPUT_FOCUS_MS, as the other exercises' answer boxes do),
 * unless the learner has put focus elsewhere: after a reload it was left on the page body.
 */
export function CasePractice({
  exercise,
  ...reports
}: {
  exercise: CasePracticeFields & { tags?: string[] };
} & ExerciseReports) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [judgement, setJudgement] = useState<Judgement | null>(null);
  const later = useLaterCallback();
  const { judged, done } = useReports(reports);
  const firstRef = useRef<HTMLButtonElement>(null);
  const options = exercise.options?.length
    ? exercise.options
    : caseOptions(exercise.case_correct_answer, exercise.case_distractors);
  const correct = judgement !== null && judgement.verdict !== 'wrong';
  const isAccepted = (o: string) => judgeHere(exercise, o).verdict === 'correct';
  const gap = gapParts(exercise.sentence);

  const choose = (option: string) => {
    if (chosen !== null) return;
    setChosen(option);
    const j = judgeHere(exercise, option);
    setJudgement(j);
    void withServerDiagnosis(j, option, grammarServerJudge(exercise)).then(setJudgement);
    const outcome = { isCorrect: j.verdict !== 'wrong', userAnswer: option, correctAnswer: j.expected };
    judged(outcome);
    later(() => done(outcome), ADVANCE_MS);
  };

  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  useEffect(() => {
    const timer = setTimeout(() => {
      if (chosenRef.current === null) focusIfFree(firstRef.current);
    }, INPUT_FOCUS_MS);
    return () => clearTimeout(timer);
  }, []);

  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA')) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= options.length) chooseRef.current(options[n - 1]!);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [options]);

  return (
    <div className="ex ex-case" data-testid="case-practice">
      <p className="ex-instruction">
        Choose the right form of <strong lang="et">{exercise.target_word}</strong>
        {exercise.correct_case && <> ({caseTaskLabel(exercise.correct_case, exercise.tags)})</>}.
      </p>
      <p className="ex-sentence" lang="et">
        {gap.before}
        {/* the full stop after the gap stays on its line */}
        <span className="ex-gap-run">
          <span
            className={gapClassName(
              chosen !== null,
              chosen === null ? null : correct ? 'correct' : 'incorrect',
            )}
          >
            {chosen ?? '_____'}
          </span>
          {gap.closing}
        </span>
        {gap.after}
      </p>
      {exercise.case_translation && <p className="kr-muted">{exercise.case_translation}</p>}
      <fieldset className="ex-options">
        <legend className="sr-only">Answer options</legend>
        {options.map((o, i) => {
          const state =
            chosen === null
              ? ''
              : isAccepted(o)
                ? 'ex-option-correct'
                : o === chosen
                  ? 'ex-option-incorrect'
                  : 'ex-option-dim';
          return (
            <button
              key={o}
              ref={i === 0 ? firstRef : undefined}
              type="button"
              className={`ex-option ${state}`}
              onClick={() => choose(o)}
              aria-disabled={chosen !== null}
              aria-pressed={chosen === o}
              lang="et"
            >
              <span className="ex-option-key" aria-hidden="true">
                {i + 1}
              </span>
              {o}
            </button>
          );
        })}
      </fieldset>
      <Feedback
        tone={chosen === null ? null : correct ? 'correct' : 'incorrect'}
        title={correct ? 'Correct!' : 'Incorrect answer'}
      >
        {chosen !== null && !correct && (
          <>
            <DiagnosisText diagnosis={judgement?.diagnosis} />
            {/* a diagnosis already names the form the sentence needs: the answer once, not twice */}
            {!judgement?.diagnosis && (
              <p>
                The right form is <strong lang="et">{exercise.case_correct_answer}</strong>.
              </p>
            )}
          </>
        )}
        {chosen !== null && exercise.explanation && <p className="kr-muted">{exercise.explanation}</p>}
      </Feedback>
    </div>
  );
}
