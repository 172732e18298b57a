import type { Generated, Selectable } from 'kysely';
import type { Json, NullableTimestamp } from './users.ts';

export interface GrammarExercisesTable {
  id: Generated<number>;
  type: string;
  level: string;
  difficulty: Generated<string>;
  tags: Json<string[]>;
  /** The type-specific fields, snake_case as the spec names them (sentence, target_word, …). */
  content: Json<Record<string, unknown>>;
  content_key: string | null;
  content_hash: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TargetWordJson {
  word: string;
  translation: string;
  word_type: string;
}

export interface ReadingTextsTable {
  id: Generated<number>;
  title: string;
  content: string;
  level: string;
  difficulty: Generated<string>;
  topics: Json<string[]>;
  source: string | null;
  audio_url: string | null;
  image_url: string | null;
  target_words: Json<TargetWordJson[]>;
  content_key: string | null;
  content_hash: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ReadingQuestionsTable {
  id: Generated<number>;
  reading_text_id: number;
  position: Generated<number>;
  question: string;
  question_type: Generated<string>;
  options: Json<string[]>;
  /** A list for multiple choice, otherwise a one-element list or a boolean as created. */
  correct_answer: Json<string[] | string | boolean>;
  explanation: string | null;
  target_word_text: string | null;
}

export interface ReadingTextProgressTable {
  user_id: number;
  reading_text_id: number;
  is_completed: Generated<boolean>;
  questions_answered: Generated<number>;
  questions_correct: Generated<number>;
  updated_at: Generated<Date>;
  completed_at: NullableTimestamp;
}

export interface QuestionResponsesTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  user_answer: string;
  is_correct: boolean;
  created_at: Generated<Date>;
}

export type GrammarExerciseRow = Selectable<GrammarExercisesTable>;
export type ReadingTextRow = Selectable<ReadingTextsTable>;
export type ReadingQuestionRow = Selectable<ReadingQuestionsTable>;

/** Content-pack keys of rows an admin deleted (filled by a trigger; read by the content loader). */
export interface ContentTombstonesTable {
  content_key: string;
  deleted_at: Generated<Date>;
}
