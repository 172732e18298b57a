import type { Kysely, Transaction } from 'kysely';
import type { DualLanguageSegmentsTable, DualLanguageTextsTable, UserReadSegmentsTable } from './books.ts';
import type {
  ContentTombstonesTable,
  GrammarExercisesTable,
  QuestionResponsesTable,
  ReadingQuestionsTable,
  ReadingTextProgressTable,
  ReadingTextsTable,
} from './content.ts';
import type { BackgroundJobsTable, LearnerModelFitsTable, PlacementRunsTable } from './learner-model.ts';
import type { LexiconLemmasTable } from './lexicon.ts';
import type { ExerciseAttemptsTable, StudySessionsTable } from './study.ts';
import type { ContentHistoryTable, ContentTrashTable } from './trash.ts';
import type { AuthTokensTable, UsersTable } from './users.ts';
import type {
  ImportBatchesTable,
  ReviewLogsTable,
  UserVocabularyCardsTable,
  VocabularyCardsTable,
} from './vocabulary.ts';

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  vocabulary_cards: VocabularyCardsTable;
  user_vocabulary_cards: UserVocabularyCardsTable;
  review_logs: ReviewLogsTable;
  study_sessions: StudySessionsTable;
  exercise_attempts: ExerciseAttemptsTable;
  grammar_exercises: GrammarExercisesTable;
  reading_texts: ReadingTextsTable;
  reading_questions: ReadingQuestionsTable;
  reading_text_progress: ReadingTextProgressTable;
  question_responses: QuestionResponsesTable;
  content_tombstones: ContentTombstonesTable;
  dual_language_texts: DualLanguageTextsTable;
  dual_language_segments: DualLanguageSegmentsTable;
  user_read_segments: UserReadSegmentsTable;
  lexicon_lemmas: LexiconLemmasTable;
  learner_model_fits: LearnerModelFitsTable;
  background_jobs: BackgroundJobsTable;
  placement_runs: PlacementRunsTable;
  content_trash: ContentTrashTable;
  content_history: ContentHistoryTable;
  import_batches: ImportBatchesTable;
}

export type Db = Kysely<Database>;
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export * from './books.ts';
export * from './content.ts';
export * from './learner-model.ts';
export * from './lexicon.ts';
export * from './study.ts';
export * from './trash.ts';
export * from './users.ts';
export * from './vocabulary.ts';
