import { pageOfPlace } from '@keelerada/domain';
import { segmentChanged } from '../lib/changes.ts';

/**
 * The pure rules of the book edit screen's segment list: what a segment form does when a fresh server copy arrives
 * (a renumbering must not wipe typed text), what a Move sends (the view it was made from, so a stale one is a 409),
 * when paging or a move must ask first, and what follows a new segment.
 */

/** Book segments per page on the edit screen (admin-back-office.md §9). */
export const SEGMENTS_PER_ADMIN_PAGE = 10;

export interface AdminSegment {
  id: number;
  segmentOrder: number;
  segmentType: 'content' | 'chapter_header';
  estonianContent: string;
  englishContent: string;
  audioUrl: string | null;
  updatedAt: string;
}

/** What a segment form holds (an empty audio URL is ''). */
export interface SegmentFormValues {
  segmentId: number;
  segmentType: AdminSegment['segmentType'];
  estonianContent: string;
  englishContent: string;
  audioUrl: string;
}

export function segmentFormValues(s: AdminSegment): SegmentFormValues {
  return {
    segmentId: s.id,
    segmentType: s.segmentType,
    estonianContent: s.estonianContent,
    englishContent: s.englishContent,
    audioUrl: s.audioUrl ?? '',
  };
}

/** What a segment form holds at a given moment, as loosely as react-hook-form reports it. */
export interface SegmentDraft {
  segmentType?: unknown;
  estonianContent?: unknown;
  englishContent?: unknown;
  audioUrl?: unknown;
}

/** Whether the form differs from the copy it was loaded from (what enables Save and makes the screen ask). */
export function segmentHasUnsavedChanges(saved: AdminSegment, draft: SegmentDraft): boolean {
  return segmentChanged(saved, {
    estonianContent: String(draft.estonianContent ?? ''),
    englishContent: String(draft.englishContent ?? ''),
    segmentType: String(draft.segmentType ?? ''),
    audioUrl: typeof draft.audioUrl === 'string' ? draft.audioUrl : null,
  });
}

/**
 * A fresh copy of the segment arrived from the server (after a move, a delete, a reload) while the form holds
 * `draft`. Returns the copy the form now compares against and, when the form should show the server's values, the
 * values to reset it to (null: keep what is typed).
 * - Nothing typed: the form shows the fresh copy.
 * - Typed, and only the place changed (same version): the text stays and the new place is shown.
 * - Typed, and someone else saved the segment since (new version): the text stays and the form keeps the version it
 *   was loaded from, so Save is refused with the usual "someone else saved" 409 rather than overwriting their change.
 */
export function rebaseSegmentForm(
  saved: AdminSegment,
  next: AdminSegment,
  draft: SegmentDraft,
): { saved: AdminSegment; reset: SegmentFormValues | null } {
  if (!segmentHasUnsavedChanges(saved, draft)) return { saved: next, reset: segmentFormValues(next) };
  if (next.updatedAt === saved.updatedAt) return { saved: next, reset: null };
  return { saved: { ...saved, segmentOrder: next.segmentOrder }, reset: null };
}

export type MoveDirection = 'up' | 'down';

export interface MoveRequest {
  segmentId: number;
  position: number;
  /** Where the editor saw the segment. */
  expectedPosition: number;
  /** The segment the editor saw at the target place, when it is on the page. */
  expectedNeighbourId?: number;
}

/**
 * What Move up / Move down sends: the target place plus the view it was made from (the segment's place and the
 * neighbour it swaps with when that is on the page), so a move from a stale page is refused instead of going the
 * wrong way.
 */
export function moveRequest(
  segment: Pick<AdminSegment, 'id' | 'segmentOrder'>,
  direction: MoveDirection,
  pageSegments: readonly Pick<AdminSegment, 'id' | 'segmentOrder'>[],
): MoveRequest {
  const position = segment.segmentOrder + (direction === 'up' ? -1 : 1);
  const neighbour = pageSegments.find((s) => s.segmentOrder === position);
  return {
    segmentId: segment.id,
    position,
    expectedPosition: segment.segmentOrder,
    ...(neighbour ? { expectedNeighbourId: neighbour.id } : {}),
  };
}

/** Whether a move takes the segment off the page being viewed (its form, and anything typed in it, goes with it). */
export function moveLeavesPage(
  request: Pick<MoveRequest, 'position' | 'expectedPosition'>,
  perPage: number,
): boolean {
  return pageOfPlace(request.position, perPage) !== pageOfPlace(request.expectedPosition, perPage);
}

/** "Segment 2 has unsaved changes." / "Segments 2 and 5 have unsaved changes." (places in order). */
export function unsavedSegmentsSentence(places: readonly number[]): string {
  const sorted = [...places].sort((a, b) => a - b);
  if (sorted.length === 1) return `Segment ${sorted[0]} has unsaved changes.`;
  const list = `${sorted.slice(0, -1).join(', ')} and ${sorted[sorted.length - 1]}`;
  return `Segments ${list} have unsaved changes.`;
}

/** What the screen asks before an action that would lose typed segment text, or null when nothing would be lost. */
export function discardQuestion(
  action: { kind: 'page'; page: number } | { kind: 'move'; place: number; page: number },
  unsavedPlaces: readonly number[],
): string | null {
  if (action.kind === 'page') {
    if (unsavedPlaces.length === 0) return null;
    return `${unsavedSegmentsSentence(unsavedPlaces)} Go to page ${action.page} and lose them?`;
  }
  if (!unsavedPlaces.includes(action.place)) return null;
  return `Segment ${action.place} has unsaved changes. Moving it takes it to page ${action.page}, and its changes would be lost. Move it anyway?`;
}

/**
 * After "Create Segment": the notice, and the page to show. The screen goes to the new segment's page unless typed
 * text on the current page would be lost (then the notice offers the page instead).
 */
export function afterSegmentCreated(args: {
  segmentOrder: number;
  currentPage: number;
  perPage: number;
  unsavedOnPage: boolean;
}): { notice: string; goToPage: number | null; offerPage: number | null } {
  const page = pageOfPlace(args.segmentOrder, args.perPage);
  const notice = `Segment ${args.segmentOrder} added.`;
  if (page === args.currentPage) return { notice, goToPage: null, offerPage: null };
  if (args.unsavedOnPage)
    return { notice: `${notice} It is on page ${page}.`, goToPage: null, offerPage: page };
  return { notice, goToPage: page, offerPage: null };
}
