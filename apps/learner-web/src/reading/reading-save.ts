import type { CreateSessionInput, ReadingProgressInput, UpdateSessionInput } from '@keelerada/domain';

/**
 * Saving a text finished in stand-alone reading (§4 "Stand-alone reading"): its progress row, and a finished READING
 * session with accuracy 100 and exercisesCompleted = its question count (or 1). The end screen says "saved" only once
 * both are (learner report, defect 7: it said "Your progress has been saved." with the network down).
 */

/** The three calls, passed in (the app passes its tRPC client's). */
export interface ReadingSaveCalls {
  recordProgress(input: ReadingProgressInput): Promise<unknown>;
  createSession(input: CreateSessionInput): Promise<{ session: { id: number } }>;
  updateSession(input: UpdateSessionInput): Promise<unknown>;
}

export type SaveState = 'sending' | 'saved' | 'failed';

/** One finished text's save, and which of its two parts the server has. */
export interface ReadingSave {
  textId: number;
  questionsAnswered: number;
  /** exercisesCompleted of the session: the text's question count, or 1. */
  exercises: number;
  progressSaved: boolean;
  sessionSaved: boolean;
  state: SaveState;
}

export function readingSave(
  text: { id: number; comprehensionQuestions: readonly unknown[] },
  questionsAnswered: number,
): ReadingSave {
  return {
    textId: text.id,
    questionsAnswered,
    exercises: Math.max(1, text.comprehensionQuestions.length),
    progressSaved: false,
    sessionSaved: false,
    state: 'sending',
  };
}

/**
 * Sends the parts of `save` the server does not have yet and resolves with what it has now (it never rejects). A
 * retry sends only what failed: the session once finished is not created again (a second create would open a new
 * one), and both calls are safe to repeat (the progress is an upsert; create returns today's open session).
 */
export async function sendReadingSave(calls: ReadingSaveCalls, save: ReadingSave): Promise<ReadingSave> {
  const [progress, session] = await Promise.allSettled([
    save.progressSaved
      ? Promise.resolve()
      : calls.recordProgress({
          id: save.textId,
          isCompleted: true,
          questionsAnswered: save.questionsAnswered,
          questionsCorrect: 0,
        }),
    save.sessionSaved
      ? Promise.resolve()
      : calls
          .createSession({ sessionType: 'READING', totalExercises: save.exercises })
          .then(({ session: s }) =>
            calls.updateSession({
              id: s.id,
              isReadingCompleted: true,
              isSessionFinished: true,
              // no completedAt: the server stamps the finish itself, after the session's start (a retry is later)
              accuracyPercentage: 100,
              exercisesCompleted: save.exercises,
            }),
          ),
  ]);
  const progressSaved = save.progressSaved || progress.status === 'fulfilled';
  const sessionSaved = save.sessionSaved || session.status === 'fulfilled';
  return { ...save, progressSaved, sessionSaved, state: progressSaved && sessionSaved ? 'saved' : 'failed' };
}

/** The saves of the texts finished so far, as one state: sending while any is, failed while any did, else saved. */
export function savesState(saves: readonly ReadingSave[]): SaveState {
  if (saves.some((s) => s.state === 'sending')) return 'sending';
  if (saves.some((s) => s.state === 'failed')) return 'failed';
  return 'saved';
}

/** What the end screen says about the learner's progress. */
export function saveMessage(state: SaveState): string {
  switch (state) {
    case 'sending':
      return 'Well read! Saving your progress…';
    case 'saved':
      return 'Well read! Your progress has been saved.';
    case 'failed':
      return 'Well read! Your progress could not be saved. Check your connection and try again.';
  }
}
