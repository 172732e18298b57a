/**
 * Change detection for the Save buttons of the book edit screen (admin-back-office.md §5 Book edit): "Save Book
 * Info" compares the titles, the author and Published; a segment's "Save" compares both contents, the type and the
 * audio URL. Text is compared trimmed (saving trims it anyway) and an empty audio URL equals none.
 */

export interface BookInfoValues {
  titleEt: string;
  titleEn: string;
  author: string;
  /** '' or null: no level. */
  level: string | null;
  isPublished: boolean;
}

export interface SegmentValues {
  estonianContent: string;
  englishContent: string;
  segmentType: string;
  audioUrl: string | null | undefined;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim() === (b ?? '').trim();

export function bookInfoChanged(saved: BookInfoValues, draft: BookInfoValues): boolean {
  return (
    !same(saved.titleEt, draft.titleEt) ||
    !same(saved.titleEn, draft.titleEn) ||
    !same(saved.author, draft.author) ||
    !same(saved.level, draft.level) ||
    saved.isPublished !== draft.isPublished
  );
}

export function segmentChanged(saved: SegmentValues, draft: SegmentValues): boolean {
  return (
    !same(saved.estonianContent, draft.estonianContent) ||
    !same(saved.englishContent, draft.englishContent) ||
    saved.segmentType !== draft.segmentType ||
    !same(saved.audioUrl, draft.audioUrl)
  );
}

/** An empty audio URL is sent as null (§5 Book edit). */
export function audioUrlOrNull(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return v ? v : null;
}
