import { Modal, Spinner } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { trpc } from '../api.ts';
import type { ReviewAttempt } from '../data/types.ts';
import { activityTypeLabel, NO_CONTENT, reviewDetails } from './review-details.ts';
import './study.css';

/** The Session Review (§2): a summary grid and expandable activity rows with each exercise type's details. */
export function SessionReviewModal({
  sessionId,
  open,
  onClose,
}: {
  sessionId: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const review = useQuery(
    trpc.study.sessionReview.queryOptions(
      { id: sessionId ?? 0 },
      { enabled: open && sessionId !== null, staleTime: 0 },
    ),
  );
  return (
    <Modal open={open} onClose={onClose} title="Session Review" wide>
      {review.isPending ? (
        <Spinner label="Loading session review..." />
      ) : review.isError ? (
        <p className="kr-alert kr-alert-error" role="alert">
          Failed to load session review data
        </p>
      ) : (
        <div className="review" data-testid="session-review">
          <dl className="review-summary">
            <div>
              <dt>Total Exercises</dt>
              <dd data-testid="review-total">{review.data.statistics.totalAttempts}</dd>
            </div>
            <div className="review-correct">
              <dt>Correct</dt>
              <dd data-testid="review-correct">{review.data.statistics.correctAttempts}</dd>
            </div>
            <div className="review-incorrect">
              <dt>Incorrect</dt>
              <dd data-testid="review-incorrect">{review.data.statistics.incorrectAttempts}</dd>
            </div>
            <div>
              <dt>Accuracy</dt>
              <dd data-testid="review-accuracy">{review.data.statistics.accuracy}%</dd>
            </div>
          </dl>
          <h3>Study Activities</h3>
          {review.data.attempts.length === 0 ? (
            <p className="kr-muted">No activities recorded in this session.</p>
          ) : (
            <ol className="review-list">
              {review.data.attempts.map((a, i) => (
                <li key={a.id}>
                  <ActivityRow attempt={a} index={i} />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Modal>
  );
}

function ActivityRow({ attempt, index }: { attempt: ReviewAttempt; index: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const details = reviewDetails(attempt);
  return (
    <div className={`review-row ${attempt.is_correct ? 'is-correct' : 'is-incorrect'}`}>
      <button
        type="button"
        className="review-row-head"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="review-icon" aria-hidden="true">
          {attempt.is_correct ? '✓' : '✗'}
        </span>
        <span className="review-row-title">Activity {index + 1}</span>
        <span className={`kr-badge ${attempt.is_correct ? 'kr-badge-green' : 'kr-badge-red'}`}>
          {attempt.is_correct ? 'Correct' : 'Incorrect'}
        </span>
        <span className="review-type">{activityTypeLabel(attempt.activity_type)}</span>
        <span className="review-chevron" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={id} hidden={!open} className="review-row-body">
        {details.kind === 'unavailable' ? (
          <p className="kr-muted">{NO_CONTENT}</p>
        ) : (
          <>
            <dl className="review-details">
              {details.rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {details.list && (
              <div className="review-details-list">
                <p className="review-details-label">{details.list.label}</p>
                <ul>
                  {details.list.items.map((s) => (
                    <li key={s} lang="et">
                      {s}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {details.note && <p className="review-note">✓ {details.note}</p>}
          </>
        )}
      </div>
    </div>
  );
}
