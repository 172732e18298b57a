import { levelCode } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { INPUT_FOCUS_MS, RECHECK_WAIT_MS } from '../../lib/constants.ts';
import { Feedback } from '../shared/Feedback.tsx';
import { ignoreHeldEnter } from '../shared/focus.ts';
import { useFocusAfter, useOnce } from '../shared/hooks.ts';
import { repetitionLabel, splitGap } from '../shared/labels.ts';
import '../exercises.css';
import type { Judgement } from '@keelerada/domain';
import { DiagnosisText, MarkedAnswer } from '../shared/JudgementView.tsx';
import { vocabularyServerJudge, withServerDiagnosis } from '../shared/judge-here.ts';
import {
  acceptedAnswers,
  type ClozeCard,
  type ClozeResult,
  cardWordBeside,
  enterMovesOn,
  gapLabel,
  hintsLeft,
  hintText,
  isComplete,
  judgeCloze,
  lengthHint,
  maxAnswerLength,
  strayKeysMs,
  typedValue,
  verdictOf,
} from './cloze.ts';

export interface ClozeOutcome {
  pass: boolean;
  /** A pass the judge called almost right (recorded with FSRS rating Hard). */
  almost: boolean;
  userAnswer: string | null;
  /** The word typed and judged (null when the answer was revealed): the server judges it again for the review. */
  typedAnswer: string | null;
  correctAnswer: string;
  responseTimeMs: number;
}

/**
 * Vocabulary fill-in-the-blank (§4, §5): the typed word is checked automatically once it is as long as an accepted
 * answer and no longer one starts with it (`isComplete`; the input takes the longest accepted answer, the card's
 * alternatives included), else by Enter; three hints each reveal one more leading letter, and Reveal answer is a fail. The outcome is
 * reported twice, each exactly once: `onJudged` as soon as the verdict is final — that is when it is recorded, so a
 * reload before Next word cannot try the card again — and `onNext` when the learner moves on. A typed word is judged
 * once; when the server re-checks a local near miss, the verdict is final with the server's answer (at most
 * RECHECK_WAIT_MS), so the outcome reported is the one the screen ends on and the one the server records. Mount it
 * with `key={card.id}` so each card starts fresh.
 */
export function VocabularyCloze({
  card,
  onJudged,
  onNext,
  nextLabel = 'Next word',
}: {
  card: ClozeCard;
  onJudged?: (outcome: ClozeOutcome) => void;
  onNext: (outcome: ClozeOutcome) => void;
  nextLabel?: string;
}) {
  const [value, setValue] = useState('');
  const [hintsUsed, setHintsUsed] = useState(0);
  const [result, setResult] = useState<ClozeResult | null>(null);
  const [judgement, setJudgement] = useState<Judgement | null>(null);
  const shownAt = useRef(performance.now());
  const answeredAt = useRef<number | null>(null);
  /** The typed word once judged (a fast Enter and the full-length check must not judge it twice). */
  const typed = useRef<string | null>(null);
  /** Whether the typed word was judged on reaching full length (the learner may still be typing). */
  const judgedAutomatically = useRef(false);
  /** How long after the verdict Enter belongs to the typing, not to Next word (strayKeysMs, ENTER_GUARD_MS). */
  const holdEnterMs = useRef(0);
  /** The outcome once the verdict is final (a near miss waits for the server's re-check); set at the verdict. */
  const outcome = useRef<Promise<ClozeOutcome> | null>(null);
  const inputRef = useFocusAfter<HTMLInputElement>(INPUT_FOCUS_MS);
  const nextRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const hintId = useId();
  const answer = card.answer;
  const accepted = acceptedAnswers(card);
  const maxLength = maxAnswerLength(card);
  const gap = splitGap(card.context);

  // Next word takes focus once keys typed before the verdict (the Enter after a whole word) can no longer land on it
  const settled = result !== null;
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => nextRef.current?.focus(), holdEnterMs.current);
    return () => clearTimeout(timer);
  }, [settled]);

  const outcomeOf = (final: ClozeResult, typedWord: string | null): ClozeOutcome => ({
    pass: final === 'correct' || final === 'almost',
    almost: final === 'almost',
    userAnswer: typedWord?.trim() ? typedWord : value.trim() ? value : null,
    typedAnswer: final === 'revealed' ? null : typedWord,
    correctAnswer: answer,
    responseTimeMs: Math.round((answeredAt.current ?? performance.now()) - shownAt.current),
  });
  const judged = useOnce((o: ClozeOutcome) => onJudged?.(o));
  const settle = (r: ClozeResult, final: Promise<ClozeResult> = Promise.resolve(r)) => {
    answeredAt.current = performance.now();
    holdEnterMs.current = strayKeysMs(r, judgedAutomatically.current);
    setResult(r);
    outcome.current = final.then((f) => outcomeOf(f, typed.current));
    void outcome.current.then(judged);
  };
  const settleTyped = (v: string) => {
    if (typed.current !== null) return;
    typed.current = v;
    const j = judgeCloze(v, card);
    setJudgement(j);
    if (j.verdict === 'correct') return settle('correct');
    const checked = withServerDiagnosis(j, v, vocabularyServerJudge(card.id), true).then((c) => {
      setJudgement(c);
      setResult(verdictOf(c));
      return verdictOf(c);
    });
    // the server may change the verdict (a pronoun's other length is right, a near miss that is another real form
    // is wrong): it is final with the server's answer (not forever: the server judges the review too)
    const local = verdictOf(j);
    const late = new Promise<ClozeResult>((resolve) => setTimeout(() => resolve(local), RECHECK_WAIT_MS));
    settle(local, Promise.race([checked, late]));
  };

  const onChange = (raw: string) => {
    if (result) return;
    const v = typedValue(raw, maxLength);
    setValue(v);
    if (!isComplete(v, accepted)) return;
    judgedAutomatically.current = typed.current === null;
    settleTyped(v);
  };

  const next = useOnce(() => void outcome.current?.then(onNext));

  const input = (
    <input
      ref={inputRef}
      id={inputId}
      className={`cloze-input ${result ? `cloze-input-${result === 'correct' || result === 'almost' ? 'correct' : 'incorrect'}` : ''}`}
      value={result === 'revealed' ? answer : value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        const since = performance.now() - (answeredAt.current ?? 0);
        if (result) {
          if (enterMovesOn(since, holdEnterMs.current, e.repeat)) next();
        } else if (value.trim() && !e.repeat) settleTyped(value);
      }}
      maxLength={maxLength}
      size={Math.max(maxLength, 3) + 1}
      readOnly={result !== null}
      aria-label="Missing word"
      aria-describedby={hintsUsed > 0 ? hintId : undefined}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      lang="et"
      data-testid="cloze-input"
    />
  );

  const wordInfo = gapLabel(card);

  const cardWord = cardWordBeside(judgement);
  return (
    <div className="ex ex-cloze" data-testid="vocabulary-exercise">
      <div className="ex-meta">
        {card.reviewCount !== null && <span className="kr-badge">{repetitionLabel(card.reviewCount)}</span>}
        {card.level && <span className="kr-badge kr-badge-muted">{levelCode(card.level)}</span>}
      </div>
      <div className="cloze-word">
        <p className="cloze-translation">
          <span className="kr-muted">Translate:</span> <strong>{card.translation}</strong>
        </p>
        {wordInfo && <p className="kr-hint">{wordInfo}</p>}
        {card.definition && <p className="kr-hint cloze-definition">{card.definition}</p>}
      </div>
      <p className="cloze-sentence" lang="et">
        {gap.hasGap ? (
          <>
            {gap.before}
            {input}
            {gap.after}
          </>
        ) : (
          <>
            {card.context} {input}
          </>
        )}
      </p>
      {card.contextTranslation && <p className="kr-muted cloze-sentence-en">{card.contextTranslation}</p>}
      <div className="ex-hint-line" id={hintId}>
        {hintsUsed > 0 && (
          <span>
            Hint:{' '}
            <span className="cloze-hint" lang="et">
              {hintText(answer, hintsUsed)}
            </span>
          </span>
        )}
        <span className="kr-hint">{lengthHint(card)}</span>
      </div>
      <div className="ex-actions">
        {result === null ? (
          <>
            {hintsLeft(hintsUsed, answer) > 0 && (
              <Button
                variant="secondary"
                onClick={() => {
                  setHintsUsed((h) => h + 1);
                  // the learner types next; the last hint's button goes away, and focus must not go with it
                  inputRef.current?.focus();
                }}
              >
                Hint ({hintsLeft(hintsUsed, answer)} left)
              </Button>
            )}
            <Button variant="ghost" onClick={() => settle('revealed')}>
              Reveal answer
            </Button>
          </>
        ) : (
          <Button
            ref={nextRef}
            onClick={next}
            // a held Enter (the key that submitted the word) is not a press of Next word
            onKeyDown={ignoreHeldEnter}
          >
            {nextLabel}
          </Button>
        )}
      </div>
      <Feedback
        tone={result === null ? null : result === 'correct' || result === 'almost' ? 'correct' : 'incorrect'}
        title={
          result === 'correct'
            ? 'Correct!'
            : result === 'almost'
              ? 'Almost!'
              : result === 'incorrect'
                ? 'Incorrect'
                : 'Answer revealed'
        }
      >
        {result === 'correct' && cardWord && (
          <p>
            The card's word is <strong lang="et">{cardWord}</strong>; yours is right too.
          </p>
        )}
        {result === 'almost' && judgement && (
          <p>
            The answer is <MarkedAnswer marks={judgement.marks} text={judgement.expected} />.
            {cardWord && (
              <>
                {' '}
                The card's word is <strong lang="et">{cardWord}</strong>.
              </>
            )}
          </p>
        )}
        {(result === 'incorrect' || result === 'revealed') && (
          <>
            {result === 'incorrect' && <DiagnosisText diagnosis={judgement?.diagnosis} />}
            {(result === 'revealed' || !judgement?.diagnosis) && (
              <p>
                The answer is <strong lang="et">{answer}</strong>.
              </p>
            )}
          </>
        )}
      </Feedback>
    </div>
  );
}
