import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// Session 30: two reviewers on one card. A status change (single, review queue, bulk) carries the version the editor
// saw; a card changed since is a 409 in words (its name by word → form, its status now, who changed it) and nothing
// is written. Cards deleted since the page loaded are named, never shown by id.

const base = {
  wordType: 'NOUN',
  translation: 'cat',
  level: 'A0',
  practiceContextTranslation: 'I see a cat.',
};

interface Card {
  id: number;
  word: string;
  review_status: string;
  review_notes: string | null;
  updated_at: string;
}

describeApp('admin vocabulary status changes refuse a stale copy (409)', (t) => {
  let eda = '';
  let tonu = '';
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (over: Record<string, unknown>): Promise<Card> => {
    const res = await call(eda, 'POST', '/admin/vocabulary-cards', { ...base, ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().vocabularyCard;
  };
  const kass = (form: string, caseForm: string, n: number) =>
    create({ word: 'kass', form, caseForm, practiceContext: `Ma näen ___ ${n}.` });
  const stored = (id: number) =>
    t.db
      .selectFrom('vocabulary_cards')
      .select(['review_status', 'review_notes', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const historyCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('content_history')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    eda = await t.login('eda@example.ee', { admin: true, firstName: 'Eda', lastName: 'Tamm' });
    tonu = await t.login('tonu@example.ee', { admin: true, firstName: 'Tõnu', lastName: 'Kask' });
  });

  it('the second verdict on the same copy is refused, naming the status now and who set it', async () => {
    const card = await kass('kassi', 'PARTITIVE', 1);
    // both reviewers are shown the card (the review queue)
    const queued = await call(tonu, 'GET', '/admin/vocabulary-cards/review-queue?search=kass');
    expect(queued.json().card.updated_at).toBe(card.updated_at);

    const first = await call(eda, 'PUT', `/admin/vocabulary-cards/${card.id}/status`, {
      reviewStatus: 'VALID',
      reviewNotes: 'fine',
      expectedUpdatedAt: card.updated_at,
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = await stored(card.id);
    const history = await historyCount();

    const second = await call(tonu, 'PUT', `/admin/vocabulary-cards/${card.id}/status`, {
      reviewStatus: 'INVALID',
      expectedUpdatedAt: card.updated_at,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error:
        'Eda Tamm changed kass → kassi (partitive) after you loaded it: it is now Valid, with the note "fine". ' +
        'Your change was not saved. Reload to see it.',
    });
    expect(await stored(card.id)).toEqual(before);
    expect(await historyCount()).toBe(history);

    // tRPC says the same (one procedure behind both)
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.vocabulary.setStatus',
      headers: { ...t.auth(tonu), 'content-type': 'application/json' },
      payload: JSON.stringify({ id: card.id, reviewStatus: 'INVALID', expectedUpdatedAt: card.updated_at }),
    });
    expect(trpc.statusCode).toBe(409);
    expect(trpc.json().error.message).toBe(second.json().error);

    // Tõnu reloads (GET the card) and decides again on the version he now sees
    const fresh = await call(tonu, 'GET', `/admin/vocabulary-cards/${card.id}`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().vocabularyCard).toMatchObject({ review_status: 'VALID', review_notes: 'fine' });
    const again = await call(tonu, 'PUT', `/admin/vocabulary-cards/${card.id}/status`, {
      reviewStatus: 'INVALID',
      expectedUpdatedAt: fresh.json().vocabularyCard.updated_at,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().vocabularyCard.review_status).toBe('INVALID');

    // the same admin's own older tab is told it was them; without expectedUpdatedAt (§7 clients) it goes through
    const ownStale = await call(tonu, 'PUT', `/admin/vocabulary-cards/${card.id}/status`, {
      reviewStatus: 'VALID',
      expectedUpdatedAt: fresh.json().vocabularyCard.updated_at,
    });
    expect(ownStale.statusCode).toBe(409);
    expect(ownStale.json().error).toMatch(
      /^You changed kass → kassi \(partitive\) in another tab or window after you loaded it: it is now Invalid\./,
    );
    const plain = await call(tonu, 'PUT', `/admin/vocabulary-cards/${card.id}/status`, {
      reviewStatus: 'VALID',
    });
    expect(plain.statusCode).toBe(200);
  });

  it('an edit of the card since also refuses a verdict; two verdicts at once: exactly one is stored', async () => {
    const card = await kass('kassile', 'ALLATIVE', 2);
    const edited = await call(eda, 'PUT', `/admin/vocabulary-cards/${card.id}`, {
      ...base,
      word: 'kass',
      form: 'kassile',
      caseForm: 'ALLATIVE',
      practiceContext: 'Ma annan ___ piima.',
      expectedUpdatedAt: card.updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await call(tonu, 'PUT', `/admin/vocabulary-cards/${card.id}/status`, {
      reviewStatus: 'VALID',
      expectedUpdatedAt: card.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(
      'Eda Tamm changed kass → kassile (allative) after you loaded it: it is now Unreviewed. Your change was not ' +
        'saved. Reload to see it.',
    );
    const version = edited.json().vocabularyCard.updated_at;
    const race = await Promise.all([
      call(eda, 'PUT', `/admin/vocabulary-cards/${card.id}/status`, {
        reviewStatus: 'VALID',
        expectedUpdatedAt: version,
      }),
      call(tonu, 'PUT', `/admin/vocabulary-cards/${card.id}/status`, {
        reviewStatus: 'INVALID',
        expectedUpdatedAt: version,
      }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('a deleted card is named by word → form, not by id', async () => {
    const card = await kass('kassiga', 'COMITATIVE', 3);
    expect((await call(eda, 'DELETE', `/admin/vocabulary-cards/${card.id}`)).statusCode).toBe(200);
    const single = await call(tonu, 'PUT', `/admin/vocabulary-cards/${card.id}/status`, {
      reviewStatus: 'VALID',
      expectedUpdatedAt: card.updated_at,
    });
    expect(single.statusCode).toBe(404);
    expect(single.json().error).toBe(
      'kass → kassiga was deleted by Eda Tamm since you loaded it, so its status was not changed.',
    );
    const get = await call(tonu, 'GET', `/admin/vocabulary-cards/${card.id}`);
    expect(get.statusCode).toBe(404);
    expect(get.json().error).toBe('kass → kassiga was deleted by Eda Tamm since you loaded it.');
    const never = await call(tonu, 'GET', '/admin/vocabulary-cards/999999');
    expect(never.json()).toEqual({ error: 'Vocabulary card not found' });
  });

  it('a bulk status change on a stale page names the changed or deleted cards and changes nothing', async () => {
    const lugema = (form: string, verbForm: string, n: number) =>
      create({
        word: 'lugema',
        form,
        wordType: 'VERB',
        verbForm,
        translation: 'to read',
        practiceContext: `___ raamatut ${n}.`,
        practiceContextTranslation: 'Read the book.',
      });
    const page = [
      await lugema('Loe', 'IMPERATIVE', 1),
      await lugema('loen', 'PRESENT', 2),
      await lugema('lugesin', 'PAST', 3),
    ];
    const versions = page.map((c) => ({ id: c.id, updatedAt: c.updated_at }));
    const bulk = (token: string, over: Record<string, unknown> = {}) =>
      call(token, 'POST', '/admin/vocabulary-cards/bulk-action', {
        action: 'updateStatus',
        reviewStatus: 'VALID',
        cardIds: page.map((c) => c.id),
        cardVersions: versions,
        ...over,
      });

    // Eda marks the imperative Invalid; Tõnu's bulk Valid from the page he loaded before is refused
    const set = await call(eda, 'PUT', `/admin/vocabulary-cards/${page[0]!.id}/status`, {
      reviewStatus: 'INVALID',
      reviewNotes: 'capital letter',
    });
    expect(set.statusCode).toBe(200);
    const history = await historyCount();
    const refused = await bulk(tonu);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Nothing was changed: 1 of the selected cards was changed since the page loaded: lugema → Loe (imperative) ' +
        'is now Invalid with the note "capital letter" (changed by Eda Tamm). Reload the page to see them, then ' +
        'choose again.',
    );
    for (const c of page.slice(1)) expect((await stored(c.id)).review_status).toBe('UNREVIEWED');
    expect((await stored(page[0]!.id)).review_status).toBe('INVALID');
    expect(await historyCount()).toBe(history);
    // level and word type are refused the same way
    const level = await bulk(tonu, { action: 'setLevel', level: 'B2', reviewStatus: undefined });
    expect(level.statusCode).toBe(409);
    expect(level.json().error).toContain(
      'lugema → Loe (imperative) is now Invalid with the note "capital letter" (changed by Eda Tamm)',
    );
    expect(
      await t.db
        .selectFrom('vocabulary_cards')
        .select('level')
        .where(
          'id',
          'in',
          page.map((c) => c.id),
        )
        .execute(),
    ).toEqual([{ level: 'A0' }, { level: 'A0' }, { level: 'A0' }]);

    // after a reload (the versions now shown) the bulk change goes through, each card named by its form
    const reloaded = await call(
      tonu,
      'GET',
      '/admin/vocabulary-cards?search=lugema&sort=createdAt&order=asc',
    );
    const now = (reloaded.json().vocabularyCards as Card[]).map((c) => ({
      id: c.id,
      updatedAt: c.updated_at,
    }));
    const ok = await bulk(tonu, { cardVersions: now });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      ok
        .json()
        .changed.map((c: { label: string }) => c.label)
        .sort(),
    ).toEqual(['lugema → Loe (imperative)', 'lugema → loen (present)', 'lugema → lugesin (past)']);

    // a card deleted since the page loaded: named by word → form, 404, nothing changed
    expect((await call(eda, 'DELETE', `/admin/vocabulary-cards/${page[1]!.id}`)).statusCode).toBe(200);
    const gone = await bulk(tonu, { reviewStatus: 'NEEDS_ATTENTION', cardVersions: undefined });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(
      'Nothing was changed: since the page loaded, lugema → loen was deleted by Eda Tamm. Reload the page, then ' +
        'choose again.',
    );
    expect(gone.json().error).not.toMatch(/\d{2,}/);
    expect((await stored(page[0]!.id)).review_status).toBe('VALID');
    const goneLevel = await bulk(tonu, { action: 'setLevel', level: 'B1', cardVersions: undefined });
    expect(goneLevel.statusCode).toBe(404);
    expect(goneLevel.json().error).toContain('lugema → loen was deleted by Eda Tamm');
  });

  it("a bulk status with an empty notes box keeps each card's notes; every change of status or notes is in the history", async () => {
    // round 2, defect 1: Tõnu flags a card with a note; Eda's bulk Needs Attention (notes box empty) over a page that
    // includes it must not wipe his note, and whatever a bulk change does write is in the history under her name
    const maja = (form: string, caseForm: string, n: number) =>
      create({ word: 'maja', form, caseForm, translation: 'house', practiceContext: `Ma näen ___ ${n}.` });
    const page = [await maja('maja', 'PARTITIVE', 1), await maja('majja', 'ILLATIVE', 2)];
    const flagged = await call(tonu, 'PUT', `/admin/vocabulary-cards/${page[0]!.id}/status`, {
      reviewStatus: 'NEEDS_ATTENTION',
      reviewNotes: 'Tõnu checks this',
      expectedUpdatedAt: page[0]!.updated_at,
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const seen = flagged.json().vocabularyCard as Card;
    const versions = [
      { id: seen.id, updatedAt: seen.updated_at },
      { id: page[1]!.id, updatedAt: page[1]!.updated_at },
    ];
    const rowsOf = async (id: number) =>
      (
        await t.db
          .selectFrom('content_history')
          .select(['action', 'changes', 'admin_id'])
          .where('kind', '=', 'vocabulary_card')
          .where('item_id', '=', id)
          .orderBy('id')
          .execute()
      ).map((r) => ({ ...r, changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes }));
    const flaggedRows = (await rowsOf(seen.id)).length;

    const blank = await call(eda, 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'updateStatus',
      reviewStatus: 'NEEDS_ATTENTION',
      reviewNotes: '',
      cardIds: versions.map((v) => v.id),
      cardVersions: versions,
    });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json()).toMatchObject({ affected: 2, unchanged: 1, notesChanged: 0 });
    // Tõnu's card keeps its note and its version (nothing changed on it, so nothing written, no history row)
    expect(await stored(seen.id)).toMatchObject({
      review_status: 'NEEDS_ATTENTION',
      review_notes: 'Tõnu checks this',
    });
    expect((await stored(seen.id)).updated_at.toISOString()).toBe(seen.updated_at);
    expect(await rowsOf(seen.id)).toHaveLength(flaggedRows);
    const other = await rowsOf(page[1]!.id);
    expect(other.at(-1)).toMatchObject({
      action: 'status',
      changes: [{ field: 'review_status', before: 'UNREVIEWED', after: 'NEEDS_ATTENTION' }],
    });

    // a typed note replaces the notes, and the history says so: before → after, by Eda
    const typed = await call(eda, 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'updateStatus',
      reviewStatus: 'NEEDS_ATTENTION',
      reviewNotes: 'context odd',
      cardIds: versions.map((v) => v.id),
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ affected: 2, changed: [], unchanged: 2, notesChanged: 2 });
    expect((await stored(seen.id)).review_notes).toBe('context odd');
    const [last] = (await rowsOf(seen.id)).slice(-1);
    expect(last).toMatchObject({
      action: 'status',
      changes: [{ field: 'review_notes', before: 'Tõnu checks this', after: 'context odd' }],
    });
    expect(last!.admin_id).not.toBeNull();

    // so Tõnu's stale copy is refused naming Eda, who changed it last, and quoting the note now
    const stale = await call(tonu, 'PUT', `/admin/vocabulary-cards/${seen.id}/status`, {
      reviewStatus: 'VALID',
      expectedUpdatedAt: seen.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(
      'Eda Tamm changed maja (partitive) after you loaded it: it is now Needs Attention, with the note ' +
        '"context odd". Your change was not saved. Reload to see it.',
    );

    // the same status and note again writes nothing: the version stays, no history row
    const version = (await stored(seen.id)).updated_at.toISOString();
    const rows = (await rowsOf(seen.id)).length;
    const same = await call(tonu, 'PUT', `/admin/vocabulary-cards/${seen.id}/status`, {
      reviewStatus: 'NEEDS_ATTENTION',
      reviewNotes: 'context odd',
      expectedUpdatedAt: version,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().vocabularyCard.updated_at).toBe(version);
    expect(await rowsOf(seen.id)).toHaveLength(rows);
  });

  it('a bulk level set on a card that already has it writes nothing there (no new version without its history)', async () => {
    const [a, b] = [await kass('kassid', 'NOMINATIVE', 901), await kass('kasse', 'PARTITIVE', 902)];
    const moved = await call(eda, 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'setLevel',
      level: 'A11',
      cardIds: [a.id],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const aNow = (await stored(a.id)).updated_at.toISOString();
    const both = await call(eda, 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'setLevel',
      level: 'A11',
      cardIds: [a.id, b.id],
    });
    expect(both.statusCode, both.body).toBe(200);
    // the card already at A1.1 keeps its version: a reviewer's copy of it is still current
    expect((await stored(a.id)).updated_at.toISOString()).toBe(aNow);
    expect((await stored(b.id)).updated_at.toISOString()).not.toBe(b.updated_at);
    const status = await call(tonu, 'PUT', `/admin/vocabulary-cards/${a.id}/status`, {
      reviewStatus: 'VALID',
      expectedUpdatedAt: aNow,
    });
    expect(status.statusCode, status.body).toBe(200);
  });

  it('"all matching" above the limit is refused in words', async () => {
    const res = await call(tonu, 'POST', '/admin/vocabulary-cards/bulk-action', {
      action: 'delete',
      matching: { level: 'A0' },
      expectedCount: 21000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'At most 10,000 cards at a time: narrow the filters (21,000 match).',
    });
  });
});
