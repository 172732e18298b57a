import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json, LocalDate, NullableTimestamp } from './users.ts';

export interface StudySessionsTable {
  id: Generated<number>;
  user_id: number;
  session_type: string;
  total_exercises: Generated<number>;
  is_vocabulary_completed: Generated<boolean>;
  is_reading_completed: Generated<boolean>;
  is_grammar_completed: Generated<boolean>;
  is_session_finished: Generated<boolean>;
  exercises_completed: Generated<number>;
  accuracy_percentage: number | null;
  started_at: Generated<Date>;
  completed_at: NullableTimestamp;
  local_date: LocalDate;
  completed_local_date: string | null;
  /** The session's content fixed at creation (MIXED and GRAMMAR sessions since issue 19); the api owns its shape. */
  plan: Json<unknown> | null;
}

export interface ExerciseAttemptsTable {
  id: Generated<number>;
  user_id: number;
  study_session_id: number | null;
  activity_type: string;
  activity_id: string | null;
  user_answer: string | null;
  correct_answer: string | null;
  exercise_content: Json<unknown> | null;
  is_correct: boolean;
  hint_count: Generated<number>;
  attempt_number: Generated<number>;
  completed_at: Generated<Date>;
  /** The judge's verdict (null on attempts recorded before the judge). */
  verdict: JudgeVerdictColumn | null;
  diagnosis: string | null;
  /** What was confused with what, e.g. `inessive ↔ illative` (weak spots). */
  confusion: string | null;
  /** The reading question a reading attempt answers (one per session and question); null for other attempts. */
  question_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type JudgeVerdictColumn = 'correct' | 'almost' | 'wrong';

export type StudySessionRow = Selectable<StudySessionsTable>;
/**
 * A session as every read but the plan's own sees it: its columns without the plan (about 15 KB of JSON on a daily
 * session) and whether it has one.
 */
export type StudySessionSummary = Omit<StudySessionRow, 'plan'> & { planned: boolean };
export type ExerciseAttemptRow = Selectable<ExerciseAttemptsTable>;
