import type { StudyPhase } from './study-phases.ts';

/**
 * Where a planned session stands, read from the server's record of its attempts (issue 19: one truth for every count).
 * The plan is the session's content fixed at creation; an attempt is matched to its item by type and id.
 */

export interface PlanOutline {
  /** User-card ids of the vocabulary phase, in order. */
  vocabulary: readonly number[];
  /** Reading texts in order, each with the exercises it counts for (its questions, or 1). */
  reading: readonly { id: number; units: number }[];
  /** Grammar exercise ids in order. */
  grammar: readonly number[];
}

export interface AttemptMark {
  activityType: string;
  activityId: string | null;
  isCorrect: boolean;
  attemptNumber: number;
}

export interface SessionProgress {
  answered: Record<StudyPhase, number>;
  /** Vocabulary items (indexes into the plan) failed on their first try: each comes back once at the phase's end. */
  retryQueue: number[];
  /** How many of the retry queue have been typed again. */
  retried: number;
  /** Every attempt recorded on the session, and how many of them were right. */
  attempts: number;
  correct: number;
}

/** Leading items of a list that have a first attempt (the learner goes in order, so the first gap is the position). */
function leadingDone<T>(items: readonly T[], done: (item: T) => boolean): number {
  const i = items.findIndex((x) => !done(x));
  return i === -1 ? items.length : i;
}

export function sessionProgress(plan: PlanOutline, attempts: readonly AttemptMark[]): SessionProgress {
  const first = new Map<string, boolean>();
  const again = new Set<string>();
  const readingCount = new Map<string, number>();
  for (const a of attempts) {
    const key = `${a.activityType}:${a.activityId}`;
    if (a.activityType === 'reading') readingCount.set(key, (readingCount.get(key) ?? 0) + 1);
    else if (a.attemptNumber > 1) again.add(key);
    else if (!first.has(key)) first.set(key, a.isCorrect);
  }
  const vocabKey = (id: number) => `vocabulary:${id}`;
  const vocabulary = leadingDone(plan.vocabulary, (id) => first.has(vocabKey(id)));
  const retryQueue = plan.vocabulary
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => first.get(vocabKey(id)) === false)
    .map(({ index }) => index);
  const retried = leadingDone(retryQueue, (index) => again.has(vocabKey(plan.vocabulary[index]!)));
  return {
    answered: {
      vocabulary,
      reading: leadingDone(plan.reading, (t) => (readingCount.get(`reading:${t.id}`) ?? 0) >= t.units),
      grammar: leadingDone(plan.grammar, (id) => first.has(`exercise:${id}`)),
    },
    retryQueue,
    retried,
    attempts: attempts.length,
    correct: attempts.filter((a) => a.isCorrect).length,
  };
}
