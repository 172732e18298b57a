import type { inferOutput } from '@trpc/tanstack-react-query';
import { client, type trpc } from '../api.ts';
import type { DailyItem, GrammarExerciseData, ReadingText, StudySession } from '../data/types.ts';
import { sendWaitingWrites } from './unsaved-writes-app.ts';

export type PlannedSession = inferOutput<typeof trpc.study.openPlanned>;

/** The daily session as the server fixed it (issue 19): its content, in order, and where it stands. */
export interface StudyContent {
  /** Today's MIXED session; null when there is no content to study. */
  session: StudySession | null;
  cards: DailyItem[];
  texts: ReadingText[];
  grammar: GrammarExerciseData[];
  progress: PlannedSession['progress'];
  /** The session's recorded attempts (a reload resumes a text's questions with the answers given). */
  attempts: PlannedSession['attempts'];
}

export function studyContentOf(p: PlannedSession): StudyContent {
  return {
    session: p.session,
    cards: p.plan.vocabulary,
    texts: p.plan.reading,
    grammar: p.plan.grammar,
    progress: p.progress,
    attempts: p.attempts,
  };
}

/**
 * Today's daily session: made with its content on the first visit, the same content and position on every later
 * one (a reload, another tab or device). The answers still waiting to be saved go first, so that it opens after them.
 */
export async function loadStudyContent(): Promise<StudyContent> {
  await sendWaitingWrites();
  return studyContentOf(await client.study.openPlanned.mutate({ sessionType: 'MIXED' }));
}
