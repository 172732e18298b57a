import {
  AUDIO_URL_HTTP_MESSAGE,
  EMPTY_BOOK_PUBLISH_MESSAGE,
  LAST_SEGMENT_OF_PUBLISHED_BOOK_MESSAGE,
  SEGMENT_ORDER_CHANGED_MESSAGE,
} from '@keelerada/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeApp, restAs } from '../testing/test-app.ts';

// The book editor's defects found by editors: http:// audio the learner app cannot play (8), a move from a stale
// page going the wrong way (12), an empty book published and the same book created twice (13).

describeApp('admin books: audio URLs, stale moves, empty and duplicate books', (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.login('book-editor@example.ee', { admin: true });
  });

  const api = restAs(t, () => admin);

  let serial = 0;
  /** A new book with `n` segments "Lõik 1".."Lõik n"; a unique title so no test trips the duplicate check. */
  const createBook = async (n: number, extra: Record<string, unknown> = {}) => {
    serial += 1;
    const res = await api('POST', '/admin/dual-language-texts', {
      titleEt: `Raamat ${serial}`,
      titleEn: `Book ${serial}`,
      author: 'Test',
      segments: Array.from({ length: n }, (_, i) => ({
        estonianContent: `Lõik ${i + 1}`,
        englishContent: `Segment ${i + 1}`,
      })),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; segments: { id: number; estonianContent: string }[] };
  };
  const order = async (id: number) =>
    (
      (await api('GET', `/admin/dual-language-texts/${id}/segments?page=1&limit=100`)).json().segments as {
        estonianContent: string;
      }[]
    ).map((s) => s.estonianContent);
  const history = async (id: number) =>
    ((await api('GET', `/admin/history?kind=book&itemId=${id}`)).json().entries as { action: string }[]).map(
      (e) => e.action,
    );
  const bookCount = async () =>
    (await api('GET', '/admin/dual-language-texts')).json().texts.length as number;

  // --- 8: audio URLs the learner app can play ---------------------------------------------------------------

  it('refuses an http:// audio URL on a segment save and on a new segment, with nothing written', async () => {
    const book = await createBook(1);
    const seg = book.segments[0]!;
    const body = { estonianContent: 'Lõik 1', englishContent: 'Segment 1', segmentType: 'content' };
    const put = await api('PUT', `/admin/dual-language-segments/${seg.id}`, {
      ...body,
      estonianContent: 'Muudetud',
      audioUrl: 'http://example.com/a.mp3',
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ error: AUDIO_URL_HTTP_MESSAGE });
    expect(await order(book.id)).toEqual(['Lõik 1']);

    const post = await api('POST', `/admin/dual-language-texts/${book.id}/segments`, {
      ...body,
      audioUrl: 'http://example.com/b.mp3',
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({ error: AUDIO_URL_HTTP_MESSAGE });
    const created = await api('POST', '/admin/dual-language-texts', {
      titleEt: 'Heli',
      titleEn: 'Audio',
      author: 'Test',
      segments: [{ ...body, audioUrl: 'http://example.com/c.mp3' }],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ error: AUDIO_URL_HTTP_MESSAGE });
    expect(await order(book.id)).toEqual(['Lõik 1']);

    const https = await api('PUT', `/admin/dual-language-segments/${seg.id}`, {
      ...body,
      audioUrl: 'https://example.com/a.mp3',
    });
    expect(https.statusCode).toBe(200);
    expect(https.json().audioUrl).toBe('https://example.com/a.mp3');
  });

  // --- 12: a move from a stale page ---------------------------------------------------------------------------

  it('refuses a move from a stale page with a 409 and moves nothing (the report’s steps)', async () => {
    const book = await createBook(8);
    const ids = book.segments.map((s) => s.id);
    // editor B loads the page: "Lõik 5" at place 5, "Lõik 4" above it
    const seen = { position: 4, expectedPosition: 5, expectedNeighbourId: ids[3] };
    // editor A moves two segments from above it to place 7: "Lõik 5" is at place 3 now
    for (const id of [ids[0], ids[1]])
      expect(
        (await api('PUT', `/admin/dual-language-segments/${id}/position`, { position: 7 })).statusCode,
      ).toBe(200);
    const afterA = await order(book.id);
    expect(afterA.indexOf('Lõik 5') + 1).toBe(3);
    const historyBefore = await history(book.id);

    // B presses Move up on "Segment 5": an absolute "to 4" would move it down; it is refused
    const stale = await api('PUT', `/admin/dual-language-segments/${ids[4]}/position`, seen);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: SEGMENT_ORDER_CHANGED_MESSAGE });
    expect(await order(book.id)).toEqual(afterA);
    expect(await history(book.id)).toEqual(historyBefore);

    // after a reload B sees it at place 3 below "Lõik 4" and moves it up: it goes up
    const fresh = await api('PUT', `/admin/dual-language-segments/${ids[4]}/position`, {
      position: 2,
      expectedPosition: 3,
      expectedNeighbourId: ids[3],
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await order(book.id)).slice(0, 3)).toEqual(['Lõik 3', 'Lõik 5', 'Lõik 4']);
  });

  it('refuses a move when the neighbour it would pass changed, and still takes a move without a view', async () => {
    const book = await createBook(4);
    const ids = book.segments.map((s) => s.id);
    // someone swaps 1 and 2; "Lõik 3" stays at place 3, but Move up would now pass "Lõik 1", not "Lõik 2"
    await api('PUT', `/admin/dual-language-segments/${ids[0]}/position`, { position: 2 });
    const stale = await api('PUT', `/admin/dual-language-segments/${ids[2]}/position`, {
      position: 2,
      expectedPosition: 3,
      expectedNeighbourId: ids[1],
    });
    expect(stale.statusCode).toBe(409);
    expect(await order(book.id)).toEqual(['Lõik 2', 'Lõik 1', 'Lõik 3', 'Lõik 4']);
    // an API caller that states no view asks for an absolute place, as before
    const absolute = await api('PUT', `/admin/dual-language-segments/${ids[3]}/position`, { position: 1 });
    expect(absolute.statusCode).toBe(200);
    expect(await order(book.id)).toEqual(['Lõik 4', 'Lõik 2', 'Lõik 1', 'Lõik 3']);
  });

  // --- 13: empty books are not published, duplicates are asked about --------------------------------------------

  it('refuses to publish a book with no segments, and to empty a published book', async () => {
    const book = await createBook(1);
    const [seg] = book.segments;
    expect((await api('DELETE', `/admin/dual-language-segments/${seg!.id}`)).statusCode).toBe(200);
    const { updatedAt } = (await api('GET', `/admin/dual-language-texts/${book.id}`)).json();
    const publish = await api('PUT', `/admin/dual-language-texts/${book.id}`, {
      titleEt: 'Tühi',
      isPublished: true,
      expectedUpdatedAt: updatedAt,
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toEqual({ error: EMPTY_BOOK_PUBLISH_MESSAGE });
    const after = (await api('GET', `/admin/dual-language-texts/${book.id}`)).json();
    expect(after).toMatchObject({ isPublished: false, totalSegments: 0, updatedAt });
    expect(after.titleEt).not.toBe('Tühi');
    // a draft may still be edited while empty
    expect(
      (await api('PUT', `/admin/dual-language-texts/${book.id}`, { titleEt: 'Tühi', isPublished: false }))
        .statusCode,
    ).toBe(200);

    // with a segment it can be published; its last segment then cannot be deleted
    const added = await api('POST', `/admin/dual-language-texts/${book.id}/segments`, {
      estonianContent: 'Üks',
      englishContent: 'One',
    });
    expect(added.statusCode).toBe(201);
    expect(
      (await api('PUT', `/admin/dual-language-texts/${book.id}`, { isPublished: true })).json().isPublished,
    ).toBe(true);
    const lastGone = await api('DELETE', `/admin/dual-language-segments/${added.json().id}`);
    expect(lastGone.statusCode).toBe(400);
    expect(lastGone.json()).toEqual({ error: LAST_SEGMENT_OF_PUBLISHED_BOOK_MESSAGE });
    expect((await api('GET', `/admin/dual-language-texts/${book.id}`)).json().totalSegments).toBe(1);
  });

  it('asks before creating a book with the same titles and author, and creates it anyway when told to', async () => {
    const suurTõll = {
      titleEt: 'Suur Tõll',
      titleEn: 'Big Toll',
      author: 'Rahvajutt',
      segments: [{ estonianContent: 'Elas kord...', englishContent: 'Once upon a time...' }],
    };
    const first = await api('POST', '/admin/dual-language-texts', suurTõll);
    expect(first.statusCode).toBe(201);
    const before = await bookCount();
    const again = await api('POST', '/admin/dual-language-texts', { ...suurTõll, titleEt: ' Suur Tõll ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: `A book with the same Estonian title, English title and author already exists (#${first.json().id}). Press "Create anyway" to add it all the same.`,
    });
    expect(await bookCount()).toBe(before);

    // another author is another book
    const other = await api('POST', '/admin/dual-language-texts', {
      ...suurTõll,
      author: 'F. R. Kreutzwald',
    });
    expect(other.statusCode).toBe(201);
    const anyway = await api('POST', '/admin/dual-language-texts', { ...suurTõll, allowDuplicate: true });
    expect(anyway.statusCode).toBe(201);
    expect(anyway.json().id).not.toBe(first.json().id);
    expect(await bookCount()).toBe(before + 2);
  });
});
