import type { BookSummaryRow, DualLanguageSegmentRow, DualLanguageTextRow } from '@keelerada/db';
import { type PageInfo, type ReadingProgressSummary, readingProgress } from '@keelerada/domain';

/** learner-app.md §3 Dual-language text. */
export interface BookDto {
  id: number;
  titleEt: string;
  titleEn: string;
  author: string;
  level: string | null;
  totalSegments: number;
  hasAudio: boolean;
  createdAt: string;
  readingProgress: ReadingProgressSummary;
}

/** learner-app.md §3 Segment (segmentType is `content` or `chapter_header`, as stored). */
export interface SegmentDto {
  id: number;
  segmentOrder: number;
  segmentType: 'content' | 'chapter_header';
  estonianContent: string;
  englishContent: string;
  audioUrl: string | null;
  audioDuration: number | null;
}

/** A segment on the admin screens: plus the version a segment edit sends back as `expectedUpdatedAt`. */
export interface AdminSegmentDto extends SegmentDto {
  updatedAt: string;
}

export interface SegmentsPageDto<S extends SegmentDto = SegmentDto> {
  segments: S[];
  pagination: PageInfo & { limit: number; totalSegments: number };
}

/** admin-back-office.md §3 Bilingual book. */
export interface AdminBookDto {
  id: number;
  titleEt: string;
  titleEn: string;
  author: string;
  level: string | null;
  isPublished: boolean;
  totalSegments: number;
  hasAudio: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toBookDto(b: BookSummaryRow): BookDto {
  return {
    id: b.id,
    titleEt: b.title_et,
    titleEn: b.title_en,
    author: b.author,
    level: b.level,
    totalSegments: b.total_segments,
    hasAudio: b.has_audio,
    createdAt: b.created_at.toISOString(),
    readingProgress: readingProgress(b.read_segments, b.total_segments),
  };
}

export function toAdminBookDto(
  b: DualLanguageTextRow & { total_segments: number; has_audio: boolean },
): AdminBookDto {
  return {
    id: b.id,
    titleEt: b.title_et,
    titleEn: b.title_en,
    author: b.author,
    level: b.level,
    isPublished: b.is_published,
    totalSegments: b.total_segments,
    hasAudio: b.has_audio,
    createdAt: b.created_at.toISOString(),
    updatedAt: b.updated_at.toISOString(),
  };
}

export function toSegmentDto(s: DualLanguageSegmentRow): SegmentDto {
  return {
    id: s.id,
    segmentOrder: s.segment_order,
    segmentType: s.segment_type,
    estonianContent: s.estonian_content,
    englishContent: s.english_content,
    audioUrl: s.audio_url,
    audioDuration: s.audio_duration,
  };
}

export function toAdminSegmentDto(s: DualLanguageSegmentRow): AdminSegmentDto {
  return { ...toSegmentDto(s), updatedAt: s.updated_at.toISOString() };
}
