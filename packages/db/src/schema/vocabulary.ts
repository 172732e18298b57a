import type { FsrsStateJson } from '@keelerada/domain';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json, LocalDate, NullableTimestamp } from './users.ts';

/** What a vocabulary card says: the columns an admin writes and a learner's screens show. */
export interface VocabularyCardContent {
  word: string;
  form: string;
  translation: string;
  definition: string | null;
  word_type: string;
  case_form: string | null;
  /** SINGULAR / PLURAL: the number of `form` (issue 16); null when not stated (singular) or not applicable. */
  number: string | null;
  verb_form: string | null;
  level: string;
  frequency_rank: number | null;
  practice_context: string;
  practice_context_translation: string;
}

/** The content columns by name, for selects (the type below fails to compile if one of the interface's is missing). */
export const VOCABULARY_CARD_CONTENT_COLUMNS = [
  'word',
  'form',
  'translation',
  'definition',
  'word_type',
  'case_form',
  'number',
  'verb_form',
  'level',
  'frequency_rank',
  'practice_context',
  'practice_context_translation',
] as const satisfies readonly (keyof VocabularyCardContent)[];

/** `true` only while every content column is listed above. */
export type VocabularyCardContentColumnsComplete = [
  Exclude<keyof VocabularyCardContent, (typeof VOCABULARY_CARD_CONTENT_COLUMNS)[number]>,
] extends [never]
  ? true
  : never;
export const vocabularyCardContentColumnsComplete: VocabularyCardContentColumnsComplete = true;

export interface VocabularyCardsTable extends VocabularyCardContent {
  id: Generated<number>;
  review_status: Generated<string>;
  review_notes: string | null;
  content_key: string | null;
  content_hash: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Estonian words hunspell did not know when the card was last saved by an admin (content QA). */
  spelling_warnings: ColumnType<string[], string | undefined, string>;
  has_spelling_warnings: Generated<boolean>;
  /** The CSV import that created the card (issue #20); null for cards made by hand or loaded from the pack. */
  import_batch_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The card's place within its lemma (word + word type), plainest form first; kept by a trigger (new-word order). */
  lemma_position: Generated<number | null>;
  /**
   * Accepted alternatives: other words or forms that fill the gap equally well (`kuri` beside `tige`), accepted by the
   * judge like `form`. A text[] (empty by default), so an insert may leave it out.
   */
  alternatives: ColumnType<string[], string[] | undefined, string[]>;
}

/** One CSV import run that created cards (issue #20): file name, admin, time, rows sent, cards created. */
export interface ImportBatchesTable {
  id: Generated<number>;
  file_name: string;
  admin_id: number | null;
  row_count: Generated<number>;
  created_count: Generated<number>;
  created_at: Generated<Date>;
}
export type ImportBatchRow = Selectable<ImportBatchesTable>;

export interface UserVocabularyCardsTable {
  id: Generated<number>;
  user_id: number;
  vocabulary_card_id: number;
  due: Generated<Date>;
  stability: Generated<number>;
  difficulty: Generated<number>;
  elapsed_days: Generated<number>;
  scheduled_days: Generated<number>;
  learning_steps: Generated<number>;
  reps: Generated<number>;
  lapses: Generated<number>;
  state: Generated<number>;
  last_review: NullableTimestamp;
  repetitions: Generated<number>;
  interval_days: Generated<number>;
  review_count: Generated<number>;
  successful_reviews: Generated<number>;
  introduced_at: NullableTimestamp;
  introduced_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The vocabulary card's level, frequency rank and VALID status, copied by triggers (the daily session's keys). */
  card_level: Generated<string | null>;
  card_frequency_rank: Generated<number | null>;
  card_valid: Generated<boolean>;
  /** The vocabulary card's lemma_position, copied by the same triggers (new words: each lemma's plain form first). */
  card_lemma_position: Generated<number>;
  created_at: Generated<Date>;
}

export interface ReviewLogsTable {
  id: Generated<number>;
  user_id: number;
  user_vocabulary_card_id: number;
  rating: number;
  result: 'pass' | 'fail';
  response_time_ms: number | null;
  reviewed_at: Generated<Date>;
  state_before: Json<FsrsStateJson>;
  state_after: Json<FsrsStateJson>;
}

export type VocabularyCardRow = Selectable<VocabularyCardsTable>;
export type UserVocabularyCardRow = Selectable<UserVocabularyCardsTable>;
export type ReviewLogRow = Selectable<ReviewLogsTable>;
export type { FsrsStateJson, LocalDate };
