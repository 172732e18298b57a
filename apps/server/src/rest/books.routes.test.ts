import type { Db } from '@keelerada/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

interface SeedSegment {
  order: number;
  type?: 'content' | 'chapter_header';
  audio?: boolean;
}

async function seedBook(
  db: Db,
  title: string,
  segments: SeedSegment[],
  opts: { published?: boolean; createdAt?: Date } = {},
): Promise<{ id: number; segmentIds: number[] }> {
  const book = await db
    .insertInto('dual_language_texts')
    .values({
      title_et: `${title} (et)`,
      title_en: title,
      author: 'Test Author',
      is_published: opts.published ?? true,
      ...(opts.createdAt ? { created_at: opts.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const segmentIds: number[] = [];
  // insert in the given order so tests can prove the API sorts by segment_order, not by id
  for (const s of segments) {
    const row = await db
      .insertInto('dual_language_segments')
      .values({
        text_id: book.id,
        segment_order: s.order,
        segment_type: s.type ?? 'content',
        estonian_content: `Lõik ${s.order}`,
        english_content: `Segment ${s.order}`,
        audio_url: s.audio ? `/media/books/test/${String(s.order).padStart(3, '0')}.mp3` : null,
        audio_duration: s.audio ? 2.5 : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    segmentIds.push(row.id);
  }
  return { id: book.id, segmentIds };
}

const orders = (n: number): SeedSegment[] => Array.from({ length: n }, (_, i) => ({ order: i + 1 }));

function api(t: TestAppContext) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? t.auth(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return {
    get: (url: string, token?: string) => call('GET', url, token),
    post: (url: string, token: string | undefined, payload: unknown) => call('POST', url, token, payload),
    put: (url: string, token: string | undefined, payload: unknown) => call('PUT', url, token, payload),
    del: (url: string, token?: string) => call('DELETE', url, token),
  };
}

describeApp('bilingual books: learner API', (t) => {
  let learner: string;
  let other: string;
  let five: { id: number; segmentIds: number[] };
  let four: { id: number; segmentIds: number[] };
  let empty: { id: number; segmentIds: number[] };
  let draft: { id: number; segmentIds: number[] };

  beforeAll(async () => {
    learner = await t.login('reader@example.ee');
    other = await t.login('other-reader@example.ee');
    // five segments stored out of order, the first a chapter header with audio
    five = await seedBook(
      t.db,
      'Five',
      [
        { order: 3 },
        { order: 1, type: 'chapter_header', audio: true },
        { order: 5 },
        { order: 2, audio: true },
        { order: 4 },
      ],
      { createdAt: new Date('2026-01-03T00:00:00Z') },
    );
    four = await seedBook(t.db, 'Four', orders(4), { createdAt: new Date('2026-01-02T00:00:00Z') });
    empty = await seedBook(t.db, 'Empty', [], { createdAt: new Date('2026-01-01T00:00:00Z') });
    draft = await seedBook(t.db, 'Draft', orders(3), {
      published: false,
      createdAt: new Date('2026-01-04T00:00:00Z'),
    });
  });

  it('asks for sign-in on every learner path', async () => {
    const a = api(t);
    for (const res of await Promise.all([
      a.get('/api/dual-language-texts'),
      a.get(`/api/dual-language-texts/${five.id}`),
      a.get(`/api/dual-language-texts/${five.id}/segments?page=1&limit=4`),
      a.get(`/api/reading-progress/${five.id}`),
      a.post('/api/reading-progress', undefined, { textId: five.id, segmentId: five.segmentIds[0] }),
      a.del(`/api/reading-progress/${five.id}`),
    ])) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentication required' });
    }
  });

  it('lists published books only, newest first, with counts and no progress yet', async () => {
    const res = await api(t).get('/api/dual-language-texts', learner);
    expect(res.statusCode).toBe(200);
    const { texts } = res.json();
    expect(texts.map((b: { titleEn: string }) => b.titleEn)).toEqual(['Five', 'Four', 'Empty']);
    expect(texts[0]).toEqual({
      id: five.id,
      titleEt: 'Five (et)',
      titleEn: 'Five',
      author: 'Test Author',
      level: null,
      totalSegments: 5,
      hasAudio: true,
      createdAt: '2026-01-03T00:00:00.000Z',
      readingProgress: { hasStarted: false, progressPercentage: 0, readSegments: 0 },
    });
    expect(texts[1]).toMatchObject({ totalSegments: 4, hasAudio: false });
    expect(texts[2]).toMatchObject({ totalSegments: 0, hasAudio: false });
  });

  it('answers one book, and 404 for a draft or a missing book, 400 for a nonsense id', async () => {
    const a = api(t);
    const ok = await a.get(`/api/dual-language-texts/${four.id}`, learner);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: four.id, titleEn: 'Four', totalSegments: 4 });
    const hidden = await a.get(`/api/dual-language-texts/${draft.id}`, learner);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: 'Book not found' });
    expect((await a.get('/api/dual-language-texts/999999', learner)).statusCode).toBe(404);
    const bad = await a.get('/api/dual-language-texts/abc', learner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Text id must be a positive whole number.' });
    expect((await a.get('/api/dual-language-texts/99999999999', learner)).statusCode).toBe(400);
  });

  it('pages segments in reading order: 5 segments make 2 pages of 4', async () => {
    const a = api(t);
    const p1 = await a.get(`/api/dual-language-texts/${five.id}/segments?page=1&limit=4`, learner);
    expect(p1.statusCode).toBe(200);
    const b1 = p1.json();
    expect(b1.segments.map((s: { segmentOrder: number }) => s.segmentOrder)).toEqual([1, 2, 3, 4]);
    expect(b1.segments[0]).toEqual({
      id: five.segmentIds[1],
      segmentOrder: 1,
      segmentType: 'chapter_header',
      estonianContent: 'Lõik 1',
      englishContent: 'Segment 1',
      audioUrl: '/media/books/test/001.mp3',
      audioDuration: 2.5,
    });
    expect(b1.pagination).toMatchObject({
      page: 1,
      totalPages: 2,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const p2 = (await a.get(`/api/dual-language-texts/${five.id}/segments?page=2&limit=4`, learner)).json();
    expect(p2.segments.map((s: { segmentOrder: number }) => s.segmentOrder)).toEqual([5]);
    expect(p2.pagination).toMatchObject({
      page: 2,
      totalPages: 2,
      hasNextPage: false,
      hasPreviousPage: true,
    });
    // the whole set at once, as Mark as Finished asks for it
    const all = (await a.get(`/api/dual-language-texts/${five.id}/segments?page=1&limit=5`, learner)).json();
    expect(all.segments).toHaveLength(5);
    expect(all.pagination).toMatchObject({ totalPages: 1, hasNextPage: false });
  });

  it('pages exactly 4 segments as one page and 0 segments as none', async () => {
    const a = api(t);
    const f = (await a.get(`/api/dual-language-texts/${four.id}/segments?page=1&limit=4`, learner)).json();
    expect(f.segments).toHaveLength(4);
    expect(f.pagination).toEqual({
      page: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
      limit: 4,
      totalSegments: 4,
    });
    const e = (await a.get(`/api/dual-language-texts/${empty.id}/segments?page=1&limit=4`, learner)).json();
    expect(e).toEqual({
      segments: [],
      pagination: {
        page: 1,
        totalPages: 0,
        hasNextPage: false,
        hasPreviousPage: false,
        limit: 4,
        totalSegments: 0,
      },
    });
    // past the end: empty, with a way back
    const past = (await a.get(`/api/dual-language-texts/${four.id}/segments?page=3&limit=4`, learner)).json();
    expect(past.segments).toEqual([]);
    expect(past.pagination).toMatchObject({
      page: 3,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: true,
    });
    // defaults: page 1, 4 a page
    const d = (await a.get(`/api/dual-language-texts/${five.id}/segments`, learner)).json();
    expect(d.segments).toHaveLength(4);
  });

  it.each([
    ['limit=0', 'Limit must be a whole number from 1 to 500.'],
    ['limit=501', 'Limit must be a whole number from 1 to 500.'],
    ['limit=abc', 'Limit must be a whole number from 1 to 500.'],
    ['limit=1.5', 'Limit must be a whole number from 1 to 500.'],
    ['limit=-4', 'Limit must be a whole number from 1 to 500.'],
    ['limit=4&limit=5', 'Limit must be a whole number from 1 to 500.'],
    ['page=0', 'Page must be a whole number of at least 1.'],
    ['page=x', 'Page must be a whole number of at least 1.'],
  ])('answers 400 for %s', async (qs, message) => {
    const res = await api(t).get(`/api/dual-language-texts/${five.id}/segments?${qs}`, learner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('accepts the limit bounds 1 and 500', async () => {
    const a = api(t);
    const one = await a.get(`/api/dual-language-texts/${five.id}/segments?page=5&limit=1`, learner);
    expect(one.statusCode).toBe(200);
    expect(one.json().segments.map((s: { segmentOrder: number }) => s.segmentOrder)).toEqual([5]);
    expect((await a.get(`/api/dual-language-texts/${five.id}/segments?limit=500`, learner)).statusCode).toBe(
      200,
    );
  });

  it('hides a draft book from segments and progress', async () => {
    const a = api(t);
    expect(
      (await a.get(`/api/dual-language-texts/${draft.id}/segments?page=1&limit=4`, learner)).statusCode,
    ).toBe(404);
    expect((await a.get(`/api/reading-progress/${draft.id}`, learner)).statusCode).toBe(404);
    const post = await a.post('/api/reading-progress', learner, {
      textId: draft.id,
      segmentId: draft.segmentIds[0],
    });
    expect(post.statusCode).toBe(404);
    expect((await a.del(`/api/reading-progress/${draft.id}`, learner)).statusCode).toBe(404);
  });

  it('records progress idempotently, even under 20 parallel posts of the same segment', async () => {
    const a = api(t);
    const segmentId = five.segmentIds[1]!; // order 1
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        a.post('/api/reading-progress', learner, { textId: five.id, segmentId }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.json().alreadyRead === false)).toHaveLength(1);
    const rows = await t.db
      .selectFrom('user_read_segments')
      .selectAll()
      .where('segment_id', '=', segmentId)
      .execute();
    expect(rows).toHaveLength(1);
    const again = await a.post('/api/reading-progress', learner, { textId: five.id, segmentId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, textId: five.id, segmentId, alreadyRead: true });
  });

  it('records a page of different segments in parallel and returns them in reading order', async () => {
    const a = api(t);
    // orders 2, 3, 4 (ids at positions 3, 0, 4 of the seed list), sent as strings as some clients do
    const ids = [five.segmentIds[3]!, five.segmentIds[0]!, five.segmentIds[4]!];
    const res = await Promise.all(
      ids.map((segmentId) =>
        a.post('/api/reading-progress', learner, { textId: String(five.id), segmentId: String(segmentId) }),
      ),
    );
    expect(res.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const progress = await a.get(`/api/reading-progress/${five.id}`, learner);
    expect(progress.json()).toEqual({
      textId: five.id,
      readSegmentIds: [five.segmentIds[1], five.segmentIds[3], five.segmentIds[0], five.segmentIds[4]],
    });
    const book = (await a.get(`/api/dual-language-texts/${five.id}`, learner)).json();
    expect(book.readingProgress).toEqual({ hasStarted: true, progressPercentage: 80, readSegments: 4 });
    const list = (await a.get('/api/dual-language-texts', learner)).json();
    expect(list.texts[0].readingProgress.progressPercentage).toBe(80);
  });

  it('refuses a segment of another book, a missing segment and a malformed body', async () => {
    const a = api(t);
    const wrongBook = await a.post('/api/reading-progress', learner, {
      textId: five.id,
      segmentId: four.segmentIds[0],
    });
    expect(wrongBook.statusCode).toBe(404);
    expect(wrongBook.json()).toEqual({ error: 'Segment not found in this book' });
    expect(
      (await a.post('/api/reading-progress', learner, { textId: five.id, segmentId: 99999999 })).statusCode,
    ).toBe(404);
    expect((await a.post('/api/reading-progress', learner, { textId: 424242, segmentId: 1 })).json()).toEqual(
      {
        error: 'Book not found',
      },
    );
    const missing = await a.post('/api/reading-progress', learner, { textId: five.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Segment id must be a positive whole number.' });
    expect((await a.post('/api/reading-progress', learner, [1, 2])).statusCode).toBe(400);
  });

  it("resets one learner's progress and leaves another learner's alone", async () => {
    const a = api(t);
    await a.post('/api/reading-progress', other, { textId: five.id, segmentId: five.segmentIds[2] });
    await a.post('/api/reading-progress', other, { textId: four.id, segmentId: four.segmentIds[0] });
    await a.post('/api/reading-progress', learner, { textId: four.id, segmentId: four.segmentIds[1] });

    const reset = await a.del(`/api/reading-progress/${five.id}`, learner);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, textId: five.id, deletedSegments: 4 });
    expect((await a.get(`/api/reading-progress/${five.id}`, learner)).json().readSegmentIds).toEqual([]);
    // the other book of the same learner is untouched
    expect((await a.get(`/api/reading-progress/${four.id}`, learner)).json().readSegmentIds).toEqual([
      four.segmentIds[1],
    ]);
    // the other learner is untouched
    expect((await a.get(`/api/reading-progress/${five.id}`, other)).json().readSegmentIds).toEqual([
      five.segmentIds[2],
    ]);
    const otherList = (await a.get('/api/dual-language-texts', other)).json();
    expect(otherList.texts[0].readingProgress).toEqual({
      hasStarted: true,
      progressPercentage: 20,
      readSegments: 1,
    });
    // a second reset is a harmless no-op
    expect((await a.del(`/api/reading-progress/${five.id}`, learner)).json().deletedSegments).toBe(0);
  });

  it('shows a fully read book at 100%', async () => {
    const a = api(t);
    await Promise.all(
      four.segmentIds.map((segmentId) =>
        a.post('/api/reading-progress', learner, { textId: four.id, segmentId }),
      ),
    );
    const book = (await a.get(`/api/dual-language-texts/${four.id}`, learner)).json();
    expect(book.readingProgress).toEqual({ hasStarted: true, progressPercentage: 100, readSegments: 4 });
  });

  it('exposes the same procedures over tRPC', async () => {
    const input = encodeURIComponent(JSON.stringify({ textId: four.id, page: 1, limit: 4 }));
    const res = await api(t).get(`/trpc/books.segments?input=${input}`, learner);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.segments).toHaveLength(4);
  });
});

describeApp('bilingual books: admin API', (t) => {
  let admin: string;
  let learner: string;
  let learner2: string;

  beforeAll(async () => {
    admin = await t.login('books-admin@example.ee', { admin: true });
    learner = await t.login('books-learner@example.ee');
    learner2 = await t.login('books-learner2@example.ee');
  });

  // several tests create this same book: each says "create anyway" to the duplicate check
  const newBook = {
    allowDuplicate: true,
    titleEt: '  Kalevipoeg ',
    titleEn: 'The Son of Kalev',
    author: 'Kreutzwald',
    segments: [
      { segmentType: 'chapter_header', estonianContent: 'Esimene lugu', englishContent: 'First tale' },
      { estonianContent: 'Tere!', englishContent: 'Hello!' },
    ],
  };

  it('answers 401 to anonymous callers and 403 to learners on every admin path', async () => {
    const a = api(t);
    const calls = (token?: string) => [
      a.get('/api/admin/dual-language-texts', token),
      a.post('/api/admin/dual-language-texts', token, newBook),
      a.get('/api/admin/dual-language-texts/1', token),
      a.put('/api/admin/dual-language-texts/1', token, { isPublished: true }),
      a.del('/api/admin/dual-language-texts/1', token),
      a.get('/api/admin/dual-language-texts/1/segments?page=1&limit=10', token),
      a.post('/api/admin/dual-language-texts/1/segments', token, {
        estonianContent: 'a',
        englishContent: 'b',
      }),
      a.put('/api/admin/dual-language-segments/1', token, { estonianContent: 'a', englishContent: 'b' }),
    ];
    for (const res of await Promise.all(calls())) {
      expect(res.statusCode).toBe(401);
    }
    for (const res of await Promise.all(calls(learner))) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "You don't have admin privileges to access this page." });
    }
  });

  it('creates a draft book with its sections in order, hidden from learners until published', async () => {
    const a = api(t);
    const res = await a.post('/api/admin/dual-language-texts', admin, newBook);
    expect(res.statusCode).toBe(201);
    const book = res.json();
    expect(book).toMatchObject({
      titleEt: 'Kalevipoeg',
      titleEn: 'The Son of Kalev',
      author: 'Kreutzwald',
      isPublished: false,
      totalSegments: 2,
      hasAudio: false,
    });
    expect(
      book.segments.map((s: { segmentOrder: number; segmentType: string }) => [
        s.segmentOrder,
        s.segmentType,
      ]),
    ).toEqual([
      [1, 'chapter_header'],
      [2, 'content'],
    ]);
    expect((await a.get('/api/dual-language-texts', learner)).json().texts).toEqual([]);
    expect((await a.get(`/api/dual-language-texts/${book.id}`, learner)).statusCode).toBe(404);

    const list = (await a.get('/api/admin/dual-language-texts', admin)).json();
    expect(list.texts).toHaveLength(1);
    expect(list.texts[0]).toMatchObject({ id: book.id, isPublished: false, totalSegments: 2 });

    const pub = await a.put(`/api/admin/dual-language-texts/${book.id}`, admin, {
      titleEn: 'The Son of Kalev',
      titleEt: 'Kalevipoeg',
      author: 'F. R. Kreutzwald',
      isPublished: true,
    });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      id: book.id,
      author: 'F. R. Kreutzwald',
      isPublished: true,
      totalSegments: 2,
    });
    const seen = (await a.get('/api/dual-language-texts', learner)).json().texts;
    expect(seen.map((b: { id: number }) => b.id)).toEqual([book.id]);

    const unpub = await a.put(`/api/admin/dual-language-texts/${book.id}`, admin, { isPublished: false });
    expect(unpub.json()).toMatchObject({ isPublished: false, author: 'F. R. Kreutzwald' });
    expect((await a.get('/api/dual-language-texts', learner)).json().texts).toEqual([]);
    expect((await a.get(`/api/admin/dual-language-texts/${book.id}`, admin)).json()).toMatchObject({
      id: book.id,
      isPublished: false,
    });
  });

  it.each([
    [
      { ...newBook, titleEn: '   ' },
      'Please fill in all required fields: English title, Estonian title, and author',
    ],
    [
      { ...newBook, titleEt: undefined },
      'Please fill in all required fields: English title, Estonian title, and author',
    ],
    [
      { ...newBook, author: '' },
      'Please fill in all required fields: English title, Estonian title, and author',
    ],
    [
      { ...newBook, segments: [{ estonianContent: 'Tere', englishContent: ' ' }] },
      'Please fill in all segment content fields',
    ],
    [{ ...newBook, segments: [] }, 'A book needs at least one section'],
  ])('refuses an invalid book without writing (%#)', async (body, message) => {
    const before = (await api(t).get('/api/admin/dual-language-texts', admin)).json().texts.length;
    const res = await api(t).post('/api/admin/dual-language-texts', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await api(t).get('/api/admin/dual-language-texts', admin)).json().texts).toHaveLength(before);
  });

  it('validates metadata edits and answers 404 for a missing book', async () => {
    const a = api(t);
    const { id } = (await a.post('/api/admin/dual-language-texts', admin, newBook)).json();
    const blank = await a.put(`/api/admin/dual-language-texts/${id}`, admin, {
      titleEn: ' ',
      isPublished: true,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      error: 'Please fill in all required fields: English title, Estonian title, and author',
    });
    expect((await a.get(`/api/admin/dual-language-texts/${id}`, admin)).json().isPublished).toBe(false);
    const missing = await a.put('/api/admin/dual-language-texts/999999', admin, { isPublished: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Book not found' });
    expect((await a.get('/api/admin/dual-language-texts/999999', admin)).statusCode).toBe(404);
  });

  it('pages segments 10 at a time by default, drafts included', async () => {
    const a = api(t);
    const segments = Array.from({ length: 12 }, (_, i) => ({
      estonianContent: `et ${i + 1}`,
      englishContent: `en ${i + 1}`,
    }));
    const { id } = (await a.post('/api/admin/dual-language-texts', admin, { ...newBook, segments })).json();
    const p1 = (await a.get(`/api/admin/dual-language-texts/${id}/segments?page=1`, admin)).json();
    expect(p1.segments).toHaveLength(10);
    expect(p1.pagination).toMatchObject({
      page: 1,
      totalPages: 2,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const p2 = (await a.get(`/api/admin/dual-language-texts/${id}/segments?page=2&limit=10`, admin)).json();
    expect(p2.segments.map((s: { englishContent: string }) => s.englishContent)).toEqual(['en 11', 'en 12']);
    expect((await a.get(`/api/admin/dual-language-texts/${id}/segments?limit=0`, admin)).statusCode).toBe(
      400,
    );
    expect((await a.get('/api/admin/dual-language-texts/999999/segments', admin)).statusCode).toBe(404);
  });

  it('appends segments after the last one, also when ten arrive at once', async () => {
    const a = api(t);
    const { id } = (await a.post('/api/admin/dual-language-texts', admin, newBook)).json();
    const one = await a.post(`/api/admin/dual-language-texts/${id}/segments`, admin, {
      englishContent: 'The end.',
      estonianContent: 'Lõpp.',
      segmentType: 'content',
      audioUrl: '',
    });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({ segmentOrder: 3, audioUrl: null, segmentType: 'content' });
    const many = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        a.post(`/api/admin/dual-language-texts/${id}/segments`, admin, {
          englishContent: `More ${i}`,
          estonianContent: `Veel ${i}`,
          segmentType: 'content',
          audioUrl: null,
        }),
      ),
    );
    expect(many.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const ordersSeen = many.map((r) => r.json().segmentOrder).sort((x: number, y: number) => x - y);
    expect(ordersSeen).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect((await a.get(`/api/admin/dual-language-texts/${id}`, admin)).json().totalSegments).toBe(13);

    const bad = await a.post(`/api/admin/dual-language-texts/${id}/segments`, admin, {
      englishContent: 'Only English',
      estonianContent: '  ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Both English and Estonian content are required' });
    const noBook = await a.post('/api/admin/dual-language-texts/999999/segments', admin, {
      englishContent: 'x',
      estonianContent: 'y',
    });
    expect(noBook.statusCode).toBe(404);
  });

  it('edits a segment: contents, type and audio URL (empty means none)', async () => {
    const a = api(t);
    const book = (await a.post('/api/admin/dual-language-texts', admin, newBook)).json();
    const seg = book.segments[1];
    const withAudio = await a.put(`/api/admin/dual-language-segments/${seg.id}`, admin, {
      estonianContent: ' Tere hommikust! ',
      englishContent: 'Good morning!',
      segmentType: 'chapter_header',
      audioUrl: '/media/books/x/002.mp3',
    });
    expect(withAudio.statusCode).toBe(200);
    expect(withAudio.json()).toEqual({
      id: seg.id,
      segmentOrder: 2,
      segmentType: 'chapter_header',
      estonianContent: 'Tere hommikust!',
      englishContent: 'Good morning!',
      audioUrl: '/media/books/x/002.mp3',
      audioDuration: null,
      updatedAt: expect.any(String),
    });
    const cleared = await a.put(`/api/admin/dual-language-segments/${seg.id}`, admin, {
      estonianContent: 'Tere hommikust!',
      englishContent: 'Good morning!',
      segmentType: 'content',
      audioUrl: '',
    });
    expect(cleared.json()).toMatchObject({ segmentType: 'content', audioUrl: null });
    const bad = await a.put(`/api/admin/dual-language-segments/${seg.id}`, admin, {
      estonianContent: '',
      englishContent: 'x',
      segmentType: 'content',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Both English and Estonian content are required' });
    const scheme = await a.put(`/api/admin/dual-language-segments/${seg.id}`, admin, {
      estonianContent: 'a',
      englishContent: 'b',
      audioUrl: 'javascript:alert(1)',
    });
    expect(scheme.statusCode).toBe(400);
    const missing = await a.put('/api/admin/dual-language-segments/999999', admin, {
      estonianContent: 'a',
      englishContent: 'b',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Segment not found' });
  });

  it("deletes a book with its segments and every learner's progress, leaving other books alone", async () => {
    const a = api(t);
    const doomed = (
      await a.post('/api/admin/dual-language-texts', admin, { ...newBook, isPublished: true })
    ).json();
    const kept = (
      await a.post('/api/admin/dual-language-texts', admin, { ...newBook, isPublished: true })
    ).json();
    for (const token of [learner, learner2]) {
      for (const b of [doomed, kept]) {
        const r = await a.post('/api/reading-progress', token, { textId: b.id, segmentId: b.segments[0].id });
        expect(r.statusCode).toBe(200);
      }
    }
    const res = await a.del(`/api/admin/dual-language-texts/${doomed.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: doomed.id });
    const left = async (table: 'user_read_segments' | 'dual_language_segments', textId: number) =>
      (await t.db.selectFrom(table).select('text_id').where('text_id', '=', textId).execute()).length;
    expect(await left('dual_language_segments', doomed.id)).toBe(0);
    expect(await left('user_read_segments', doomed.id)).toBe(0);
    expect(await left('dual_language_segments', kept.id)).toBe(2);
    expect(await left('user_read_segments', kept.id)).toBe(2);
    expect((await a.get(`/api/dual-language-texts/${doomed.id}`, learner)).statusCode).toBe(404);
    const again = await a.del(`/api/admin/dual-language-texts/${doomed.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Book not found' });
  });
});

describe('book audio', () => {
  describeApp('served under /media/books/', (t) => {
    it('answers a Range request with 206 and audio/mpeg, and a full request with 200', async () => {
      const url = '/media/books/suur-toll/001.mp3';
      const full = await t.app.inject({ method: 'GET', url });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('audio/mpeg');
      expect(full.headers['accept-ranges']).toBe('bytes');
      const size = full.rawPayload.length;
      expect(size).toBeGreaterThan(1000);

      const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-599' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-type']).toBe('audio/mpeg');
      expect(part.headers['content-range']).toBe(`bytes 100-599/${size}`);
      expect(part.rawPayload.length).toBe(500);
      expect(part.rawPayload.equals(full.rawPayload.subarray(100, 600))).toBe(true);

      const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.length).toBe(10);

      const beyond = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${size + 10}-` } });
      expect(beyond.statusCode).toBe(416);

      const missing = await t.app.inject({ method: 'GET', url: '/media/books/suur-toll/999.mp3' });
      expect(missing.statusCode).toBe(404);
      const traversal = await t.app.inject({ method: 'GET', url: '/media/books/..%2F..%2Fpackage.json' });
      expect(traversal.statusCode).toBe(404);
    });
  });
});

describeApp('bilingual books: the order of the shelf', (t) => {
  it('lists the book being read first, then the books nearest the learner level, then the finished ones', async () => {
    const learner = await t.login('shelf@example.ee');
    const at = (days: number) => ({ createdAt: new Date(Date.UTC(2026, 0, days)) });
    const b1 = await seedBook(t.db, 'Newest B1', orders(2), at(5));
    const a21 = await seedBook(t.db, 'A2.1', orders(2), at(4));
    const a12 = await seedBook(t.db, 'A1.2', orders(2), at(3));
    const done = await seedBook(t.db, 'Finished A1.2', orders(1), at(2));
    await seedBook(t.db, 'No level', orders(2), at(1));
    for (const [book, level] of [
      [b1, 'B1'],
      [a21, 'A21'],
      [a12, 'A12'],
      [done, 'A12'],
    ] as const)
      await t.db.updateTable('dual_language_texts').set({ level }).where('id', '=', book.id).execute();
    const a = api(t);
    const shelf = async () =>
      (await a.get('/api/dual-language-texts', learner))
        .json()
        .texts.map((b: { titleEn: string }) => b.titleEn);
    // a new learner is at A0: the nearest level first, newest first among equals, no level last
    expect(await shelf()).toEqual(['A1.2', 'Finished A1.2', 'A2.1', 'Newest B1', 'No level']);
    await a.post('/api/reading-progress', learner, { textId: done.id, segmentId: done.segmentIds[0] });
    await a.post('/api/reading-progress', learner, { textId: b1.id, segmentId: b1.segmentIds[0] });
    expect(await shelf()).toEqual(['Newest B1', 'A1.2', 'A2.1', 'No level', 'Finished A1.2']);
  });
});
