import {
  caseTaskLabel,
  GRAMMAR_SCREEN_MESSAGES,
  GRAMMAR_TYPES,
  type GrammarExerciseFields,
  grammarFields,
  grammarPayloadToContent,
  type Judgement,
  verbTaskForm,
  verbTaskSubject,
} from '@keelerada/domain';
import { Button, Modal } from '@keelerada/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { enumLabel } from '../lib/enums.ts';
import { shuffle } from '../lib/shuffle.ts';
import { formToPayload, type GrammarFormValues } from './form.ts';
import { checkPreviewAnswer, previewCaseOptions, wrongAnswerFeedback } from './preview.ts';

/** An exercise as the preview reads it: its fields and its tags (a case practice's task names the tagged number). */
type PreviewExercise = GrammarExerciseFields & { tags?: string[] };

/** The exercise a form describes, in the shape the preview (and the learner app) reads. */
export function formToExercise(v: GrammarFormValues): PreviewExercise {
  const payload = formToPayload(v);
  return { ...grammarFields(v.type, grammarPayloadToContent(v.type, payload)), tags: payload.tags };
}

/** "Preview & Test" (§2, §4 Exercise preview): answer, Check Answer reveals correctness, Try Again resets. */
export function PreviewModal({
  exercise,
  type,
  onClose,
}: {
  exercise: PreviewExercise | null;
  /** The stored type: one the preview does not know shows the "not supported" message. */
  type?: string;
  onClose: () => void;
}) {
  return (
    <Modal open={exercise !== null} title="Preview & Test" onClose={onClose} wide>
      {exercise &&
        (type && !(GRAMMAR_TYPES as readonly string[]).includes(type) ? (
          <p className="kr-alert kr-alert-error">{GRAMMAR_SCREEN_MESSAGES.previewUnsupported}</p>
        ) : (
          <PreviewBody exercise={exercise} />
        ))}
    </Modal>
  );
}

function PreviewBody({ exercise }: { exercise: PreviewExercise }) {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState('');
  const [judgement, setJudgement] = useState<Judgement | null>(null);
  const checked = judgement === null ? null : judgement.verdict !== 'wrong';
  const inputId = useId();
  const options = useMemo(
    () =>
      exercise.type === 'CASE_PRACTICE'
        ? previewCaseOptions(exercise.case_correct_answer, exercise.case_distractors)
        : [],
    [exercise, round],
  );
  const wordBank = useMemo(
    () => (exercise.type === 'SENTENCE_CONSTRUCTION' ? shuffle(exercise.words) : []),
    [exercise, round],
  );
  const check = (e: FormEvent) => {
    e.preventDefault();
    setJudgement(checkPreviewAnswer(exercise, answer));
  };
  const tryAgain = () => {
    setAnswer('');
    setJudgement(null);
    setRound((r) => r + 1);
  };
  const done = checked !== null;

  return (
    <form onSubmit={check} className="kr-stack" data-testid="grammar-preview">
      <p className="kr-muted">{enumLabel(exercise.type)}</p>
      {exercise.type === 'CASE_PRACTICE' && (
        <>
          <p className="adm-preview-sentence" lang="et">
            {exercise.sentence} <span className="kr-muted">({exercise.target_word})</span>
          </p>
          <p className="kr-hint">Choose the {caseTaskLabel(exercise.correct_case, exercise.tags)} form.</p>
          <div className="adm-options" role="radiogroup" aria-label="Options">
            {options.map((o) => {
              const picked = answer === o;
              const cls = done && picked ? (checked ? 'adm-correct' : 'adm-wrong') : '';
              return (
                // biome-ignore lint/a11y/useSemanticElements: a large tappable option; the radiogroup pattern is kept
                <button
                  key={o}
                  type="button"
                  role="radio"
                  aria-checked={picked}
                  disabled={done}
                  className={`kr-btn kr-btn-secondary adm-option-btn ${cls}`}
                  lang="et"
                  onClick={() => setAnswer(o)}
                >
                  {o}
                </button>
              );
            })}
          </div>
        </>
      )}
      {exercise.type === 'VERB_CONJUGATION' && (
        <>
          <p>
            Conjugate <strong lang="et">{exercise.verb}</strong>
            {exercise.verb_translation && ` (${exercise.verb_translation})`}
            {verbTaskSubject(exercise.subject, exercise.target_form, exercise.tags) && (
              <>
                {' '}
                for <strong lang="et">{exercise.subject}</strong>
              </>
            )}{' '}
            — {verbTaskForm(exercise.target_form, exercise.context, exercise.tags)}
          </p>
          <p className="adm-preview-sentence" lang="et">
            {exercise.context}
          </p>
          {exercise.context_translation && <p className="kr-muted">{exercise.context_translation}</p>}
        </>
      )}
      {exercise.type === 'TRANSLATION' && (
        <>
          <p className="adm-preview-sentence">{exercise.source_text}</p>
          {exercise.hints.length > 0 && <p className="kr-hint">Hints: {exercise.hints.join(' · ')}</p>}
        </>
      )}
      {exercise.type === 'ERROR_CORRECTION' && (
        <>
          <p>Correct the sentence:</p>
          <p className="adm-preview-sentence" lang="et">
            {exercise.incorrect_sentence}
          </p>
        </>
      )}
      {exercise.type === 'SENTENCE_CONSTRUCTION' && (
        <>
          <p>
            Put the words in order{exercise.sentence_translation && `: “${exercise.sentence_translation}”`}
          </p>
          <p className="adm-badges" lang="et">
            {wordBank.map((w, i) => (
              <span key={i} className="adm-chip">
                {w}
              </span>
            ))}
          </p>
        </>
      )}
      {exercise.type !== 'CASE_PRACTICE' && (
        <div className="kr-field">
          <label htmlFor={inputId}>Your answer</label>
          <input
            id={inputId}
            className={`kr-input ${done ? (checked ? 'adm-correct' : 'adm-wrong') : ''}`}
            lang="et"
            autoComplete="off"
            value={answer}
            disabled={done}
            onChange={(e) => setAnswer(e.target.value)}
          />
        </div>
      )}
      {judgement && (
        <div className={`kr-alert ${checked ? 'kr-alert-success' : 'kr-alert-error'}`} role="status">
          {judgement.verdict === 'correct' ? (
            <strong>✓ Correct!</strong>
          ) : judgement.verdict === 'almost' ? (
            <>
              <strong>✓ Almost!</strong> <Marked judgement={judgement} />
            </>
          ) : (
            <WrongAnswer judgement={judgement} />
          )}
          <div data-testid="accepted-answers">
            <p className="kr-muted">Accepted answers:</p>
            <ul lang="et">
              {judgement.accepted.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </div>
          {exercise.type === 'CASE_PRACTICE' && exercise.explanation && <p>{exercise.explanation}</p>}
          {exercise.type === 'CASE_PRACTICE' && exercise.case_translation && (
            <p className="kr-muted">{exercise.case_translation}</p>
          )}
          {exercise.type === 'ERROR_CORRECTION' && exercise.explanation && <p>{exercise.explanation}</p>}
        </div>
      )}
      <div className="kr-row">
        {done ? (
          <Button onClick={tryAgain} autoFocus>
            Try Again
          </Button>
        ) : (
          <Button type="submit" disabled={answer.trim() === ''}>
            Check Answer
          </Button>
        )}
      </div>
    </form>
  );
}

/** "✗ Not quite." with the nearest accepted answer and the judge's diagnosis (`wrongAnswerFeedback`). */
function WrongAnswer({ judgement }: { judgement: Judgement }) {
  const { nearest, diagnosis } = wrongAnswerFeedback(judgement);
  const pieces = diagnosis?.map((p, i) =>
    p.kind === 'text' ? (
      p.text
    ) : p.kind === 'marked' ? (
      <Marked key={i} judgement={judgement} />
    ) : (
      <strong key={i} lang="et">
        {p.text}
      </strong>
    ),
  );
  return (
    <>
      <strong>✗ Not quite.</strong>{' '}
      {nearest ? (
        <>
          The nearest accepted answer is <Marked judgement={judgement} />
          {nearest.stop}
          {pieces && <p data-testid="preview-diagnosis">{pieces}</p>}
        </>
      ) : (
        <span data-testid="preview-diagnosis">{pieces}</span>
      )}
    </>
  );
}

/** The expected answer with the learner's differences highlighted. */
function Marked({ judgement }: { judgement: Judgement }) {
  if (!judgement.marks?.length) return <strong lang="et">{judgement.expected}</strong>;
  return (
    <strong lang="et">
      {judgement.marks.map((m, i) =>
        m.changed ? <mark key={i}>{m.text}</mark> : <span key={i}>{m.text}</span>,
      )}
    </strong>
  );
}
