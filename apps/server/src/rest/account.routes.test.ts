import { expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

describeApp(
  'account API',
  (t) => {
    it('returns the signed-in user from GET /api/me', async () => {
      const token = await t.login('mari@example.ee', { firstName: 'Mari', lastName: 'Maasikas' });
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        email: 'mari@example.ee',
        first_name: 'Mari',
        last_name: 'Maasikas',
        current_level: 'A0',
        onboarding_completed: false,
        is_admin: false,
      });
    });

    it.each([
      ['missing', undefined],
      ['unknown', 'Bearer not-a-real-token'],
      ['malformed', 'Basic abc'],
    ])('answers 401 for a %s token', async (_label, header) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: header ? { authorization: header } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentication required' });
    });

    it('rejects an expired token', async () => {
      const token = await t.login('expired@example.ee');
      await t.db
        .updateTable('auth_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token) });
      expect(res.statusCode).toBe(401);
    });

    it('stores only a hash of the token, with a 30-day expiry', async () => {
      const token = await t.login('hash@example.ee');
      const rows = await t.db.selectFrom('auth_tokens').selectAll().execute();
      expect(rows.some((r) => r.token_hash === token)).toBe(false);
      const days = ((rows.at(-1)!.expires_at as Date).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    });

    it('updates the profile with trimmed names and refuses blanks without writing', async () => {
      const token = await t.login('profile@example.ee');
      const ok = await t.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: t.auth(token),
        payload: { first_name: '  Jaan ', last_name: ' Tamm ' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user).toMatchObject({ first_name: 'Jaan', last_name: 'Tamm' });
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: t.auth(token),
        payload: { first_name: '   ', last_name: 'Kask' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'Both first name and last name are required.' });
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token) });
      expect(me.json().user.last_name).toBe('Tamm');
    });

    it('answers malformed JSON and wrong types with a 400 naming the problem', async () => {
      const token = await t.login('json@example.ee');
      const malformed = await t.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: { ...t.auth(token), 'content-type': 'application/json' },
        payload: '{"first_name": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toMatch(/Malformed JSON/);
      const wrongType = await t.app.inject({
        method: 'PUT',
        url: '/api/me/settings',
        headers: t.auth(token),
        payload: { dailyNewWords: 'ten' },
      });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().error).toBe('Daily new words must be a number.');
    });

    it('takes an empty body with the JSON content type as no body (§7: every call carries it)', async () => {
      const token = await t.login('empty-body@example.ee');
      const json = { ...t.auth(token), 'content-type': 'application/json' };
      // a body-less POST sent as a client written to the spec sends it
      const done = await t.app.inject({ method: 'POST', url: '/api/onboarding/complete', headers: json });
      expect(done.statusCode).toBe(200);
      // a route that needs a body says what is missing, not that the body was empty
      const profile = await t.app.inject({ method: 'PUT', url: '/api/me', headers: json });
      expect(profile.statusCode).toBe(400);
      expect(profile.json().error).not.toMatch(/empty/i);
      const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: json });
      expect(out.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token) })).statusCode).toBe(
        401,
      );
    });

    it('saves time zone, level and daily quota', async () => {
      const token = await t.login('settings@example.ee');
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/settings',
        headers: t.auth(token),
        payload: { timeZone: 'Europe/Tallinn', currentLevel: 'A11', dailyNewWords: 15 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        time_zone: 'Europe/Tallinn',
        current_level: 'A11',
        daily_new_words: 15,
      });
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/me/settings',
        headers: t.auth(token),
        payload: { timeZone: 'Mars/Base' },
      });
      expect(bad.statusCode).toBe(400);
    });

    it("keeps a chosen zone, and goes back to following the device when Settings' device choice stores UTC", async () => {
      const token = await t.login('zone-choice@example.ee');
      const put = (timeZone: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/me/settings',
          headers: t.auth(token),
          payload: { timeZone },
        });
      // the learner's device is in Tallinn and they pick Tallinn: stored, so another device does not move their day
      const chosen = await put('Europe/Tallinn');
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json().user.time_zone).toBe('Europe/Tallinn');
      const device = await put('UTC');
      expect(device.statusCode).toBe(200);
      expect(device.json().user.time_zone).toBe('UTC');
      const utc = await put('Etc/UTC');
      expect(utc.json().user.time_zone).toBe('Etc/UTC');
    });

    it('saves a desired retention between 0.80 and 0.95, and refuses one outside', async () => {
      const token = await t.login('retention@example.ee');
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token) });
      expect(me.json().user).toMatchObject({ desired_retention: 0.9, personal_parameters: false });
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/settings',
        headers: t.auth(token),
        payload: { desiredRetention: 0.85 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.desired_retention).toBe(0.85);
      for (const desiredRetention of [0.79, 0.96, '0.9']) {
        const bad = await t.app.inject({
          method: 'PUT',
          url: '/api/me/settings',
          headers: t.auth(token),
          payload: { desiredRetention },
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error).toMatch(/Desired retention must be/);
      }
      const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token) });
      expect(after.json().user.desired_retention).toBe(0.85);
    });

    it('completes onboarding', async () => {
      const token = await t.login('onboard@example.ee');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/onboarding/complete',
        headers: t.auth(token),
      });
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token) });
      expect(me.json().user.onboarding_completed).toBe(true);
    });

    it('reports admin status for admins, learners and anonymous callers', async () => {
      const admin = await t.login('boss@example.ee', { admin: true });
      const learner = await t.login('pupil@example.ee');
      const get = (h: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: '/api/admin/status', headers: h });
      expect((await get(t.auth(admin))).json()).toEqual({ isAdmin: true });
      expect((await get(t.auth(learner))).json()).toEqual({ isAdmin: false });
      expect((await get({})).json()).toEqual({ isAdmin: false });
    });

    it('makes ADMIN_EMAILS accounts admins at sign-in', async () => {
      const token = await t.login('chief@keelerada.ee');
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/status', headers: t.auth(token) });
      expect(res.json()).toEqual({ isAdmin: true });
    });

    it('revokes the presented token on logout', async () => {
      const token = await t.login('bye@example.ee');
      const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: t.auth(token) });
      expect(out.statusCode).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: t.auth(token) });
      expect(after.statusCode).toBe(401);
    });

    it('answers an unknown /api path with a JSON 404', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found: GET /api/does-not-exist' });
    });

    it('serves health and readiness', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().database).toBe(t.kind);
    });

    it('exposes the same procedures over tRPC', async () => {
      const token = await t.login('trpc@example.ee');
      const res = await t.app.inject({ method: 'GET', url: '/trpc/account.me', headers: t.auth(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data.user.email).toBe('trpc@example.ee');
      const anon = await t.app.inject({ method: 'GET', url: '/trpc/account.me' });
      expect(anon.statusCode).toBe(401);
    });
  },
  { ADMIN_EMAILS: 'chief@keelerada.ee' },
);

describeApp(
  'dev login switched off',
  (t) => {
    it('answers 404 when local sign-in is disabled', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/dev-login',
        payload: { email: 'x@example.ee' },
      });
      expect(res.statusCode).toBe(404);
      const providers = await t.app.inject({ method: 'GET', url: '/auth/providers' });
      expect(providers.json()).toMatchObject({ devLogin: false, google: true });
    });
  },
  { AUTH_DEV_LOGIN: '0', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
);
