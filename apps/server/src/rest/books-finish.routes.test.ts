import { expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

describeApp('Mark as Finished (issue 19)', (t) => {
  it('marks every segment of a book read in one call, and refuses an unpublished book', async () => {
    const seed = async (published: boolean) => {
      const book = await t.db
        .insertInto('dual_language_texts')
        .values({ title_et: 'Raamat', title_en: 'Book', author: 'A', is_published: published })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('dual_language_segments')
        .values(
          Array.from({ length: 9 }, (_, i) => ({
            text_id: book.id,
            segment_order: i + 1,
            segment_type: 'content',
            estonian_content: `Lõik ${i + 1}`,
            english_content: `Segment ${i + 1}`,
          })),
        )
        .execute();
      return book.id;
    };
    const bookId = await seed(true);
    const hidden = await seed(false);
    const token = await t.login('finish-book@example.ee');
    const headers = t.auth(token);
    const first = (
      await t.app.inject({
        method: 'GET',
        url: `/api/dual-language-texts/${bookId}/segments?page=1&limit=4`,
        headers,
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/reading-progress',
      headers,
      payload: { textId: bookId, segmentId: first.segments[0].id },
    });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reading-progress/${bookId}/finish`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, textId: bookId, addedSegments: 8 });
    const progress = (
      await t.app.inject({ method: 'GET', url: `/api/reading-progress/${bookId}`, headers })
    ).json();
    expect(progress.readSegmentIds).toHaveLength(9);
    const list = (await t.app.inject({ method: 'GET', url: '/api/dual-language-texts', headers })).json();
    const card = (Array.isArray(list) ? list : (list.texts ?? list.data)).find(
      (b: { id: number }) => b.id === bookId,
    );
    expect(card.readingProgress.progressPercentage).toBe(100);

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/reading-progress/${hidden}/finish`,
      headers,
    });
    expect(refused.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/reading-progress/abc/finish', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('error');
  });
});
