import type { GrammarExercise, SessionPatch } from '@keelerada/domain';
import { client, queryClient, trpc } from '../api.ts';
import type { AttemptInput } from '../data/types.ts';
import type { GrammarOutcome } from '../exercises/shared/types.ts';
import { ATTEMPT_HINT_COUNT, ATTEMPT_NUMBER } from '../lib/constants.ts';
import { invalidateProgress } from './invalidate-progress.ts';
import { trySave } from './unsaved-writes-app.ts';

export type SessionType = 'MIXED' | 'READING' | 'GRAMMAR' | 'VOCABULARY';

/**
 * The writes of one study session, in the background: the session is created lazily (once), updates are sent in
 * order, attempts are fire-and-forget. Failures are logged only (§8): the learner is never blocked by them.
 * `whenIdle` lets the Review wait for the last writes before it reads the session back.
 */
export class SessionWriter {
  private id: Promise<number | null> | null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly inflight = new Set<Promise<unknown>>();

  constructor(
    private readonly sessionType: SessionType,
    existingId: number | null = null,
  ) {
    this.id = existingId ? Promise.resolve(existingId) : null;
  }

  get started(): boolean {
    return this.id !== null;
  }

  /** Creates the session the first time (the server returns today's open one instead of making a second). */
  ensure(totalExercises: number): Promise<number | null> {
    if (!this.id) {
      this.id = this.track(
        client.study.createSession
          .mutate({ sessionType: this.sessionType, totalExercises })
          .then((r) => r.session.id)
          .catch((e: unknown) => {
            console.warn('Could not create the study session', e);
            return null;
          }),
      );
    }
    return this.id;
  }

  sessionId(): Promise<number | null> {
    return this.id ?? Promise.resolve(null);
  }

  /** PATCH the session; updates go one after the other so a later count never loses to an earlier one. */
  patch(patch: SessionPatch, { invalidate = false }: { invalidate?: boolean } = {}): void {
    this.queue = this.track(
      this.queue
        .then(async () => {
          const id = await this.sessionId();
          if (id) await trySave({ kind: 'session', input: { id, ...patch } });
        })
        .catch((e: unknown) => console.warn('Could not update the study session', e))
        .then(() => {
          if (invalidate) void invalidateProgress();
        }),
    );
  }

  /**
   * POST an exercise attempt (hintCount 0, attemptNumber 1 — §9; 2 for a failed card typed again at the end of the
   * vocabulary phase); one that fails for a passing reason waits for a retry (`trySave`, across a reload too: the
   * server records a planned session's item once), a refusal is ignored.
   */
  attempt(
    input: Omit<AttemptInput, 'studySessionId' | 'hintCount' | 'attemptNumber'>,
    attemptNumber = ATTEMPT_NUMBER,
  ): void {
    this.track(
      this.sessionId()
        .then((studySessionId) =>
          trySave({
            kind: 'attempt',
            input: { ...input, studySessionId, hintCount: ATTEMPT_HINT_COUNT, attemptNumber },
          }),
        )
        .catch(() => undefined),
    );
  }

  /** The attempt of a grammar exercise, with the exercise as the learner saw it. */
  grammarAttempt(exercise: GrammarExercise, outcome: GrammarOutcome): void {
    this.attempt({
      activityType: 'exercise',
      activityId: String(exercise.id),
      userAnswer: outcome.userAnswer,
      correctAnswer: outcome.correctAnswer,
      isCorrect: outcome.isCorrect,
      exerciseContent: exercise,
    });
  }

  /** Resolves once every write sent so far has settled. */
  async whenIdle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inflight.add(p);
    void p.finally(() => this.inflight.delete(p));
    return p;
  }
}

export { invalidateProgress } from './invalidate-progress.ts';

/**
 * Vocabulary review result: fire-and-forget, the learner moves on even if it fails (§4), and one that fails for a
 * passing reason waits for a retry (`trySave`). An almost-right pass is sent with grade "almost" (FSRS Hard, issue
 * 17); the typed word goes along, and the server records its own judge's verdict on it rather than the one sent.
 */
export function sendReviewResult(
  cardId: number,
  outcome: { pass: boolean; almost: boolean; responseTimeMs: number; typedAnswer: string | null },
): void {
  const { pass, almost, responseTimeMs, typedAnswer } = outcome;
  const review = {
    cardId,
    result: pass ? ('pass' as const) : ('fail' as const),
    responseTime: Math.max(0, Math.min(responseTimeMs, 3_600_000)),
    ...(pass && almost ? { grade: 'almost' as const } : {}),
    ...(typedAnswer !== null ? { answer: typedAnswer } : {}),
  };
  // kept in this page only: the server has no guard against a review recorded twice, so a resend after a reload
  // (whose first send may have arrived) could step the card's schedule twice
  trySave({ kind: 'call', run: () => client.vocabulary.reviewResult.mutate(review) })
    .then(() =>
      // the progress page, the dashboard card and the lexicon read these (the daily list itself is left alone)
      Promise.all([
        queryClient.invalidateQueries(trpc.vocabulary.stats.queryFilter()),
        queryClient.invalidateQueries(trpc.vocabulary.learned.queryFilter()),
      ]),
    )
    .catch((e: unknown) => console.warn('Failed to submit review result', e));
}
