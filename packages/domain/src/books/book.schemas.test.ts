import { describe, expect, it } from 'vitest';
import {
  AUDIO_URL_HTTP_MESSAGE,
  AUDIO_URL_MESSAGE,
  BOOK_REQUIRED_MESSAGE,
  createBookInput,
  createSegmentInput,
  LIMIT_MESSAGE,
  moveSegmentInput,
  PAGE_MESSAGE,
  SEGMENT_BOTH_CONTENTS_MESSAGE,
  SEGMENT_CONTENT_MESSAGE,
  SEGMENTS_REQUIRED_MESSAGE,
  segmentsInput,
  updateBookInput,
  updateSegmentInput,
} from './book.schemas.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('segmentsInput', () => {
  it('defaults to page 1 of 4 and accepts numbers or decimal strings', () => {
    expect(segmentsInput.parse({ textId: 3 })).toEqual({ textId: 3, page: 1, limit: 4 });
    expect(segmentsInput.parse({ textId: '3', page: '2', limit: '500' })).toEqual({
      textId: 3,
      page: 2,
      limit: 500,
    });
  });

  it.each([0, 501, -1, 1.5, 'abc', '', ['1', '2'], '1e2'])('refuses limit %j', (limit) => {
    expect(firstMessage(segmentsInput.safeParse({ textId: 1, limit }))).toBe(LIMIT_MESSAGE);
  });

  it.each([0, -2, 'x', 2.5])('refuses page %j', (page) => {
    expect(firstMessage(segmentsInput.safeParse({ textId: 1, page }))).toBe(PAGE_MESSAGE);
  });

  it('refuses ids beyond the integer range', () => {
    expect(segmentsInput.safeParse({ textId: '99999999999' }).success).toBe(false);
  });
});

describe('createBookInput', () => {
  const ok = {
    titleEt: ' Suur Tõll ',
    titleEn: 'Tõll the Great',
    author: 'Folk',
    segments: [{ estonianContent: ' Tere ', englishContent: 'Hello' }],
  };

  it('trims, defaults to a draft and to content segments without audio', () => {
    expect(createBookInput.parse(ok)).toEqual({
      titleEt: 'Suur Tõll',
      titleEn: 'Tõll the Great',
      author: 'Folk',
      level: null,
      isPublished: false,
      segments: [
        { estonianContent: 'Tere', englishContent: 'Hello', segmentType: 'content', audioUrl: null },
      ],
    });
  });

  it.each(['titleEt', 'titleEn', 'author'])('requires a non-blank %s', (field) => {
    expect(firstMessage(createBookInput.safeParse({ ...ok, [field]: '  ' }))).toBe(BOOK_REQUIRED_MESSAGE);
    const { [field as keyof typeof ok]: _gone, ...rest } = ok;
    expect(firstMessage(createBookInput.safeParse(rest))).toBe(BOOK_REQUIRED_MESSAGE);
  });

  it('requires both contents of every segment and at least one segment', () => {
    const blank = { ...ok, segments: [...ok.segments, { estonianContent: 'x', englishContent: ' ' }] };
    expect(firstMessage(createBookInput.safeParse(blank))).toBe(SEGMENT_CONTENT_MESSAGE);
    expect(firstMessage(createBookInput.safeParse({ ...ok, segments: [] }))).toBe(SEGMENTS_REQUIRED_MESSAGE);
    expect(firstMessage(createBookInput.safeParse({ ...ok, segments: undefined }))).toBe(
      SEGMENTS_REQUIRED_MESSAGE,
    );
  });
});

describe('segment inputs', () => {
  it('needs both contents', () => {
    expect(
      firstMessage(createSegmentInput.safeParse({ textId: 1, estonianContent: 'Tere', englishContent: '' })),
    ).toBe(SEGMENT_BOTH_CONTENTS_MESSAGE);
  });

  it('turns an empty audio URL into null and refuses other schemes', () => {
    const base = { segmentId: 1, estonianContent: 'a', englishContent: 'b', segmentType: 'content' };
    expect(updateSegmentInput.parse({ ...base, audioUrl: '' }).audioUrl).toBeNull();
    expect(updateSegmentInput.parse({ ...base, audioUrl: null }).audioUrl).toBeNull();
    expect(updateSegmentInput.parse(base).audioUrl).toBeUndefined();
    expect(updateSegmentInput.parse({ ...base, audioUrl: '/media/books/x/001.mp3' }).audioUrl).toBe(
      '/media/books/x/001.mp3',
    );
    expect(updateSegmentInput.parse({ ...base, audioUrl: 'https://cdn.example/a.mp3' }).audioUrl).toBe(
      'https://cdn.example/a.mp3',
    );
    for (const bad of ['javascript:alert(1)', '//evil.example/a.mp3', 'audio.mp3', 'ftp://x.example/a.mp3']) {
      expect(firstMessage(updateSegmentInput.safeParse({ ...base, audioUrl: bad }))).toBe(AUDIO_URL_MESSAGE);
    }
  });

  it('refuses an http:// audio URL (the learner app plays only its own or https audio) and says what to use', () => {
    const base = { segmentId: 1, estonianContent: 'a', englishContent: 'b' };
    for (const bad of ['http://example.com/a.mp3', ' HTTP://example.com/a.mp3 ']) {
      expect(firstMessage(updateSegmentInput.safeParse({ ...base, audioUrl: bad }))).toBe(
        AUDIO_URL_HTTP_MESSAGE,
      );
      expect(
        firstMessage(
          createSegmentInput.safeParse({ textId: 1, ...base, segmentId: undefined, audioUrl: bad }),
        ),
      ).toBe(AUDIO_URL_HTTP_MESSAGE);
    }
    expect(AUDIO_URL_HTTP_MESSAGE).toMatch(/https:\/\//);
    expect(updateSegmentInput.parse({ ...base, audioUrl: 'HTTPS://cdn.example/a.mp3' }).audioUrl).toBe(
      'HTTPS://cdn.example/a.mp3',
    );
  });

  it('refuses an unknown segment type', () => {
    const r = updateSegmentInput.safeParse({
      segmentId: 1,
      estonianContent: 'a',
      englishContent: 'b',
      segmentType: 'normal',
    });
    expect(r.success).toBe(false);
  });
});

describe('updateBookInput', () => {
  it('accepts a publish toggle alone and refuses an empty update or blank title', () => {
    expect(updateBookInput.parse({ textId: 1, isPublished: true })).toEqual({ textId: 1, isPublished: true });
    expect(updateBookInput.safeParse({ textId: 1 }).success).toBe(false);
    expect(firstMessage(updateBookInput.safeParse({ textId: 1, titleEn: ' ' }))).toBe(BOOK_REQUIRED_MESSAGE);
  });
});

describe('createBookInput allowDuplicate', () => {
  const book = {
    titleEt: 'Suur Tõll',
    titleEn: 'Big Toll',
    author: 'Rahvajutt',
    segments: [{ estonianContent: 'a', englishContent: 'b' }],
  };
  it('is optional and must be a boolean', () => {
    expect(createBookInput.parse(book).allowDuplicate).toBeUndefined();
    expect(createBookInput.parse({ ...book, allowDuplicate: true }).allowDuplicate).toBe(true);
    expect(firstMessage(createBookInput.safeParse({ ...book, allowDuplicate: 'yes' }))).toBe(
      'allowDuplicate must be true or false.',
    );
  });
});

describe('moveSegmentInput', () => {
  it('takes the view the editor moved from, optionally', () => {
    expect(moveSegmentInput.parse({ segmentId: 4, position: 3 })).toEqual({ segmentId: 4, position: 3 });
    expect(
      moveSegmentInput.parse({
        segmentId: '4',
        position: '3',
        expectedPosition: '4',
        expectedNeighbourId: 9,
      }),
    ).toEqual({ segmentId: 4, position: 3, expectedPosition: 4, expectedNeighbourId: 9 });
    expect(firstMessage(moveSegmentInput.safeParse({ segmentId: 4, position: 3, expectedPosition: 0 }))).toBe(
      'expectedPosition must be a whole number of at least 1.',
    );
    expect(
      firstMessage(moveSegmentInput.safeParse({ segmentId: 4, position: 3, expectedNeighbourId: 'x' })),
    ).toBe('expectedNeighbourId must be a positive whole number.');
  });
});
