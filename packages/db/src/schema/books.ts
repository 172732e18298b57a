import type { Generated, Selectable } from 'kysely';

export interface DualLanguageTextsTable {
  id: Generated<number>;
  title_et: string;
  title_en: string;
  author: string;
  level: string | null;
  is_published: Generated<boolean>;
  content_key: string | null;
  content_hash: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DualLanguageSegmentsTable {
  id: Generated<number>;
  text_id: number;
  segment_order: number;
  segment_type: Generated<'content' | 'chapter_header'>;
  estonian_content: string;
  english_content: string;
  audio_url: string | null;
  audio_duration: number | null;
  /** The version an admin's segment edit is checked against. */
  updated_at: Generated<Date>;
}

export interface UserReadSegmentsTable {
  user_id: number;
  segment_id: number;
  text_id: number;
  read_at: Generated<Date>;
}

export type DualLanguageTextRow = Selectable<DualLanguageTextsTable>;
export type DualLanguageSegmentRow = Selectable<DualLanguageSegmentsTable>;
