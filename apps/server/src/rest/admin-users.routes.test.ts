import { hashToken } from '@keelerada/api';
import { userIdOf } from '@keelerada/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { describeApp, restAs } from '../testing/test-app.ts';

const validCard = (word: string, level = 'A0') => ({
  word,
  form: word,
  translation: word,
  word_type: 'NOUN',
  level,
  practice_context: `See on ___ (${word}).`,
  practice_context_translation: 'It is.',
  review_status: 'VALID',
  spelling_warnings: '[]',
});

describeApp('admin users, sync, statistics and API tokens', (t) => {
  let admin = '';
  const api = restAs(t, () => admin);
  const userId = (email: string) => userIdOf(t.db, email);

  beforeAll(async () => {
    admin = await t.login('boss@example.ee', { admin: true, firstName: 'Boss', lastName: 'Admin' });
    await t.login('mari@example.ee', { firstName: 'Mari', lastName: 'Maasikas' });
    await t.db
      .insertInto('users')
      .values(
        Array.from({ length: 22 }, (_, i) => ({
          email: `learner${i}@example.com`,
          first_name: 'Learner',
          last_name: `No ${i}`,
        })),
      )
      .execute();
  });

  it('lists users 20 a page with card counts, join date and last login', async () => {
    const page1 = await api('GET', '/admin/users');
    expect(page1.statusCode).toBe(200);
    expect(page1.json().users).toHaveLength(20);
    expect(page1.json().pagination).toMatchObject({ page: 1, totalPages: 2, total: 24, limit: 20 });
    const page2 = await api('GET', '/admin/users?page=2&limit=20');
    expect(page2.json().users).toHaveLength(4);
    const all = [...page1.json().users, ...page2.json().users];
    const mari = all.find((u: { email: string }) => u.email === 'mari@example.ee');
    expect(mari).toMatchObject({
      first_name: 'Mari',
      last_name: 'Maasikas',
      current_level: 'A0',
      vocabulary_card_count: 0,
      last_login: expect.any(String),
      created_at: expect.any(String),
    });
    expect(all.find((u: { email: string }) => u.email === 'learner3@example.com').last_login).toBeNull();
  });

  it('searches by email or name, trimmed, blank omitted', async () => {
    const emails = async (q: string) =>
      (await api('GET', `/admin/users?search=${encodeURIComponent(q)}`))
        .json()
        .users.map((u: { email: string }) => u.email);
    expect(await emails('  MARI@example ')).toEqual(['mari@example.ee']);
    expect(await emails('maasikas')).toEqual(['mari@example.ee']);
    expect(await emails('Mari Maasikas')).toEqual(['mari@example.ee']);
    expect(await emails('No 1')).toHaveLength(11);
    expect(await emails('   ')).toHaveLength(20);
    expect(await emails('nobody-here')).toEqual([]);
  });

  it('syncs one user: "+N new cards", total after sync and a sample; a second run adds nothing', async () => {
    await t.db
      .insertInto('vocabulary_cards')
      .values([validCard('maja'), validCard('kool'), validCard('rong', 'B2')])
      .execute();
    const id = await userId('mari@example.ee');
    const first = await api('POST', `/admin/users/${id}/sync-vocabulary-cards`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      user: { name: 'Mari Maasikas', email: 'mari@example.ee' },
      message: 'Synced 2 new vocabulary cards to Mari Maasikas',
      syncedCards: 2,
      totalCardsAfterSync: 2,
      syncedCardsSample: [
        { word: 'maja', form: 'maja' },
        { word: 'kool', form: 'kool' },
      ],
    });
    const second = await api('POST', `/admin/users/${id}/sync-vocabulary-cards`);
    expect(second.json()).toMatchObject({ syncedCards: 0, totalCardsAfterSync: 2, syncedCardsSample: [] });
    expect((await api('POST', '/admin/users/999999/sync-vocabulary-cards')).statusCode).toBe(404);
    expect((await api('POST', '/admin/users/abc/sync-vocabulary-cards')).json().error).toBe(
      'User id must be a positive whole number.',
    );
  });

  it('syncs all users and is safe to run twice', async () => {
    const first = await api('POST', '/admin/users/sync-vocabulary-cards-all');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ syncedUsers: 24, totalUsers: 24, totalSyncedCards: 46 });
    // the users who got cards: one (the first sync's learner, above) had them all already
    expect(body.message).toBe('Synced 46 new cards to 23 of 24 users');
    expect(body.results).toHaveLength(24);
    expect(body.results[0]).toMatchObject({
      success: true,
      user: { name: 'Boss Admin', email: 'boss@example.ee' },
    });
    const again = await api('POST', '/admin/users/sync-vocabulary-cards-all');
    expect(again.json()).toMatchObject({ syncedUsers: 24, totalUsers: 24, totalSyncedCards: 0 });
    expect(again.json().message).toBe('All 24 users were already up to date: no new cards.');
    const list = await api('GET', '/admin/users?search=learner1%40');
    expect(list.json().users[0].vocabulary_card_count).toBe(2);
  });

  it('reports the vocabulary statistics of the dashboard tile', async () => {
    await t.db
      .insertInto('vocabulary_cards')
      .values([
        { ...validCard('üks'), review_status: 'UNREVIEWED' },
        { ...validCard('kaks'), review_status: 'INVALID' },
        { ...validCard('kolm'), review_status: 'NEEDS_ATTENTION' },
      ])
      .execute();
    const res = await api('GET', '/admin/stats');
    expect(res.json()).toEqual({
      vocabularyCards: {
        total: 6,
        reviewed: 5,
        unreviewed: 1,
        valid: 3,
        invalid: 1,
        needsAttention: 1,
        draft: 0,
        spellingWarnings: 0,
        reviewProgress: 83,
      },
    });
  });

  it('reports weekly usage analytics', async () => {
    const id = await userId('mari@example.ee');
    const day = new Date().toISOString().slice(0, 10);
    await t.db
      .insertInto('study_sessions')
      .values([
        {
          user_id: id,
          session_type: 'daily',
          local_date: day,
          is_session_finished: true,
          completed_at: new Date(),
        },
        { user_id: id, session_type: 'daily', local_date: day },
        {
          user_id: id,
          session_type: 'daily',
          local_date: day,
          is_session_finished: true,
          completed_at: new Date(),
        },
        {
          user_id: id,
          session_type: 'daily',
          local_date: '2020-01-01',
          started_at: new Date('2020-01-01T10:00:00Z'),
        },
      ])
      .execute();
    await t.db
      .updateTable('users')
      .set({ created_at: new Date('2020-01-01T00:00:00Z') })
      .where('email', 'like', 'learner1%')
      .execute();
    const res = await api('GET', '/admin/analytics');
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.userMetrics).toEqual({ totalUsers: 24, weeklySignups: 13, activeUsers: 2 });
    expect(a.sessionMetrics).toEqual({ sessionsStarted: 3, sessionsCompleted: 2, completionRate: 67 });
    expect(a.period.days).toBe(7);
    // "Last 7 days" is today and the 6 days before, whole days: seven bars, and the totals count the same days
    expect(a.daily).toHaveLength(7);
    expect(a.period.from).toBe(`${a.daily[0].date}T00:00:00.000Z`);
    expect(a.daily.at(-1)).toMatchObject({ date: day, sessionsStarted: 3, sessionsCompleted: 2 });
  });

  it('creates an admin API token (shown once, stored hashed, kind api, a year), lists and revokes it', async () => {
    expect((await api('POST', '/admin/api-tokens', { name: '  ' })).json().error).toBe(
      'Token name is required',
    );
    const created = await api('POST', '/admin/api-tokens', { name: 'import script' });
    expect(created.statusCode).toBe(201);
    const { token, apiToken } = created.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({
      name: 'import script',
      owner_email: 'boss@example.ee',
      active: true,
      revoked_at: null,
    });
    const days = (new Date(apiToken.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    const row = await t.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('id', '=', apiToken.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'api', name: 'import script', token_hash: hashToken(token) });
    const never = await api('POST', '/admin/api-tokens', { name: 'forever', expiresInDays: null });
    expect(never.json().apiToken.expires_at).toBeNull();
    const list = await api('GET', '/admin/api-tokens');
    expect(list.body).not.toContain(token);
    expect(list.json().apiTokens.map((x: { name: string }) => x.name)).toEqual(['forever', 'import script']);
    // the token works as a Bearer token over tRPC (what the CLI uses)
    const viaTrpc = await t.app.inject({ method: 'GET', url: '/trpc/admin.stats', headers: t.auth(token) });
    expect(viaTrpc.statusCode).toBe(200);
    expect((await api('DELETE', `/admin/api-tokens/${apiToken.id}`)).json()).toEqual({ success: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/trpc/admin.stats', headers: t.auth(token) })).statusCode,
    ).toBe(401);
    const after = await api('GET', '/admin/api-tokens');
    expect(after.json().apiTokens.find((x: { id: number }) => x.id === apiToken.id)).toMatchObject({
      active: false,
    });
    // session tokens are not API tokens
    const session = await t.db
      .selectFrom('auth_tokens')
      .select('id')
      .where('kind', '=', 'session')
      .executeTakeFirstOrThrow();
    expect((await api('DELETE', `/admin/api-tokens/${session.id}`)).statusCode).toBe(404);
  });
});
