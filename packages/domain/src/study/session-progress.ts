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
  /** The reading question a reading attempt answers (a session records each question once); null otherwise. */
  questionId?: number | null;
  userAnswer?: string | null;
  correctAnswer?: string | null;
}

export interface SessionProgress {
  answered: Record<StudyPhase, number>;
  /** Vocabulary items (indexes into the plan) failed on their first try: each comes back once at the phase's end. */
  retryQueue: number[];
  /** How many of the retry queue have been typed again. */
  retried: number;
  /** Questions answered so far of each planned reading text, in plan order (a reload resumes at its questions). */
  readingAnswered: number[];
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
  const questions = new Set<string>();
  for (const a of attempts) {
    const key = `${a.activityType}:${a.activityId}`;
    if (a.activityType === 'reading') {
      // an answer names its question and counts once; an older attempt without one counts as it is
      const question = a.questionId == null ? null : `${key}:${a.questionId}`;
      if (question && questions.has(question)) continue;
      if (question) questions.add(question);
      readingCount.set(key, (readingCount.get(key) ?? 0) + 1);
    } else if (a.attemptNumber > 1) again.add(key);
    else if (!first.has(key)) first.set(key, a.isCorrect);
  }
  const vocabKey = (id: number) => `vocabulary:${id}`;
  const readingAnswered = (t: { id: number }) => readingCount.get(`reading:${t.id}`) ?? 0;
  const vocabulary = leadingDone(plan.vocabulary, (id) => first.has(vocabKey(id)));
  const retryQueue = plan.vocabulary
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => first.get(vocabKey(id)) === false)
    .map(({ index }) => index);
  const retried = leadingDone(retryQueue, (index) => again.has(vocabKey(plan.vocabulary[index]!)));
  return {
    answered: {
      vocabulary,
      reading: leadingDone(plan.reading, (t) => readingAnswered(t) >= t.units),
      grammar: leadingDone(plan.grammar, (id) => first.has(`exercise:${id}`)),
    },
    retryQueue,
    retried,
    readingAnswered: plan.reading.map(readingAnswered),
    attempts: attempts.length,
    correct: attempts.filter((a) => a.isCorrect).length,
  };
}
