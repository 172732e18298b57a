import { describe, expect, it } from 'vitest';
import {
  type AdminSegment,
  afterSegmentCreated,
  discardQuestion,
  moveLeavesPage,
  moveRequest,
  rebaseSegmentForm,
  segmentFormValues,
  segmentHasUnsavedChanges,
  unsavedSegmentsSentence,
} from './segment-editing.ts';

const seg = (over: Partial<AdminSegment> = {}): AdminSegment => ({
  id: 9,
  segmentOrder: 9,
  segmentType: 'content',
  estonianContent: 'Ta kõndis metsas.',
  englishContent: 'He walked in the forest.',
  audioUrl: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

describe('rebaseSegmentForm (a fresh server copy arrives)', () => {
  it('shows the fresh copy when nothing was typed', () => {
    const saved = seg();
    const next = seg({ segmentOrder: 8 });
    expect(rebaseSegmentForm(saved, next, segmentFormValues(saved))).toEqual({
      saved: next,
      reset: segmentFormValues(next),
    });
  });

  it('keeps typed text when a move or a delete renumbers the segment (defect 4)', () => {
    const saved = seg();
    const draft = { ...segmentFormValues(saved), englishContent: 'He walked through the forest.' };
    const next = seg({ segmentOrder: 8 });
    const r = rebaseSegmentForm(saved, next, draft);
    expect(r.reset).toBeNull();
    expect(r.saved.segmentOrder).toBe(8);
    // Save stays enabled: the typed text still differs from the saved copy
    expect(segmentHasUnsavedChanges(r.saved, draft)).toBe(true);
  });

  it('keeps typed text and the loaded version when someone else saved the segment since (their save is not overwritten)', () => {
    const saved = seg();
    const draft = { ...segmentFormValues(saved), englishContent: 'Mine.' };
    const next = seg({ segmentOrder: 8, englishContent: 'Theirs.', updatedAt: '2026-03-01T11:00:00.000Z' });
    const r = rebaseSegmentForm(saved, next, draft);
    expect(r.reset).toBeNull();
    expect(r.saved).toEqual({ ...saved, segmentOrder: 8 });
  });

  it('treats an empty audio URL as none and compares trimmed text', () => {
    const saved = seg();
    expect(segmentHasUnsavedChanges(saved, { ...segmentFormValues(saved), audioUrl: '' })).toBe(false);
    expect(
      segmentHasUnsavedChanges(saved, {
        ...segmentFormValues(saved),
        estonianContent: ' Ta kõndis metsas. ',
      }),
    ).toBe(false);
    expect(segmentHasUnsavedChanges(saved, { ...segmentFormValues(saved), audioUrl: '/a.mp3' })).toBe(true);
  });
});

describe('moveRequest (defect 12: a move names the view it was made from)', () => {
  const page = [
    { id: 41, segmentOrder: 11 },
    { id: 42, segmentOrder: 12 },
    { id: 43, segmentOrder: 13 },
  ];

  it('sends the place it saw the segment at and the neighbour it swaps with', () => {
    expect(moveRequest(page[1]!, 'up', page)).toEqual({
      segmentId: 42,
      position: 11,
      expectedPosition: 12,
      expectedNeighbourId: 41,
    });
    expect(moveRequest(page[1]!, 'down', page)).toEqual({
      segmentId: 42,
      position: 13,
      expectedPosition: 12,
      expectedNeighbourId: 43,
    });
  });

  it('leaves the neighbour out when it is on another page', () => {
    expect(moveRequest(page[0]!, 'up', page)).toEqual({ segmentId: 41, position: 10, expectedPosition: 11 });
  });

  it('knows when a move takes the segment off the page', () => {
    expect(moveLeavesPage({ position: 10, expectedPosition: 11 }, 10)).toBe(true);
    expect(moveLeavesPage({ position: 11, expectedPosition: 10 }, 10)).toBe(true);
    expect(moveLeavesPage({ position: 12, expectedPosition: 11 }, 10)).toBe(false);
  });
});

describe('discardQuestion (defect 3: paging asks while segments have unsaved changes)', () => {
  it('asks before paging away from unsaved segments, naming them', () => {
    expect(discardQuestion({ kind: 'page', page: 2 }, [2])).toBe(
      'Segment 2 has unsaved changes. Go to page 2 and lose them?',
    );
    expect(discardQuestion({ kind: 'page', page: 3 }, [5, 2, 7])).toBe(
      'Segments 2, 5 and 7 have unsaved changes. Go to page 3 and lose them?',
    );
    expect(discardQuestion({ kind: 'page', page: 2 }, [])).toBeNull();
  });

  it('asks before moving an unsaved segment off the page, and only then', () => {
    expect(discardQuestion({ kind: 'move', place: 10, page: 2 }, [10])).toBe(
      'Segment 10 has unsaved changes. Moving it takes it to page 2, and its changes would be lost. Move it anyway?',
    );
    expect(discardQuestion({ kind: 'move', place: 10, page: 2 }, [3])).toBeNull();
  });

  it('words one and several segments', () => {
    expect(unsavedSegmentsSentence([4])).toBe('Segment 4 has unsaved changes.');
    expect(unsavedSegmentsSentence([4, 1])).toBe('Segments 1 and 4 have unsaved changes.');
  });
});

describe('afterSegmentCreated (defect 17)', () => {
  it('says which segment was added and goes to its page', () => {
    expect(
      afterSegmentCreated({ segmentOrder: 53, currentPage: 1, perPage: 10, unsavedOnPage: false }),
    ).toEqual({
      notice: 'Segment 53 added.',
      goToPage: 6,
      offerPage: null,
    });
  });

  it('stays when the new segment is on the page being viewed', () => {
    expect(
      afterSegmentCreated({ segmentOrder: 53, currentPage: 6, perPage: 10, unsavedOnPage: true }),
    ).toEqual({
      notice: 'Segment 53 added.',
      goToPage: null,
      offerPage: null,
    });
  });

  it('offers the page instead of jumping when typed text on this page would be lost', () => {
    expect(
      afterSegmentCreated({ segmentOrder: 53, currentPage: 1, perPage: 10, unsavedOnPage: true }),
    ).toEqual({
      notice: 'Segment 53 added. It is on page 6.',
      goToPage: null,
      offerPage: 6,
    });
  });
});
