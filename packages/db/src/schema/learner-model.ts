import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './users.ts';

/** One fit of a learner's FSRS parameters, with its evaluation on held-out reviews against the defaults. */
export interface LearnerModelFitsTable {
  id: Generated<number>;
  user_id: number;
  fitted_at: ColumnType<Date, Date | string | undefined, Date | string>;
  review_count: number;
  train_items: number;
  test_items: number;
  parameters: number[];
  log_loss: number;
  rmse_bins: number;
  default_log_loss: number;
  default_rmse_bins: number;
  fit_ms: number;
}

/** Background work claimed with FOR UPDATE SKIP LOCKED (jobs/job-queue.ts). */
export interface BackgroundJobsTable {
  id: Generated<string>;
  kind: string;
  user_id: number | null;
  run_after: Timestamp;
  locked_until: NullableTimestamp;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  finished_at: NullableTimestamp;
}

/** One placement test (issue 21): its answers so far, the item on screen with its key, the result once finished. */
export interface PlacementRunsTable {
  id: Generated<number>;
  user_id: number;
  started_at: Generated<Date>;
  answers: ColumnType<PlacementAnswerJson[], string | undefined, string>;
  current_item: ColumnType<PlacementItemJson | null, string | null | undefined, string | null>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  finished_at: NullableTimestamp;
  accepted_at: NullableTimestamp;
}

export interface PlacementAnswerJson {
  level: string;
  skill: 'vocabulary' | 'grammar';
  correct: boolean;
  topic: string;
  /** The vocabulary card or grammar exercise asked. */
  sourceId: number;
}

export interface PlacementItemJson {
  skill: 'vocabulary' | 'grammar';
  sourceId: number;
  level: string;
  topic: string;
  prompt: string;
  /** English of the sentence (grammar items). */
  hint: string | null;
  options: string[];
  answer: string;
}

export type PlacementRunRow = Selectable<PlacementRunsTable>;
export type LearnerModelFitRow = Selectable<LearnerModelFitsTable>;
export type BackgroundJobRow = Selectable<BackgroundJobsTable>;
