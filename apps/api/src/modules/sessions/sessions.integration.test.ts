import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createAdmin, registerMerchant, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInFrom(email: string, password: string, userAgent: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response);
}

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string) => t.app.inject({ method: 'POST', url, headers: { cookie } });
const listOf = async (cookie: string) => {
  const response = await get('/api/auth/sessions', cookie);
  expect(response.statusCode).toBe(200);
  return response.json().sessions as Array<Record<string, unknown>>;
};

describe("the user's sessions", () => {
  it('lists each browser with its device and the current one marked, and never the token', async () => {
    const sme = await registerMerchant(t.app);
    const phone = await signInFrom(sme.email, sme.password, safariOnIphone);
    const desktop = await signInFrom(sme.email, sme.password, firefoxOnLinux);
    const sessions = await listOf(desktop);
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ browser: 'Firefox 128', os: 'Linux', ipAddress: '127.0.0.1' });
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Safari 17', os: 'iOS', current: false }),
    );
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    // The phone sees the same three, itself marked.
    const fromPhone = await listOf(phone);
    expect(fromPhone.find((session) => session.current)).toMatchObject({ browser: 'Safari 17' });
  });

  it("never shows or ends another user's sessions", async () => {
    const alice = await registerMerchant(t.app);
    const bob = await registerMerchant(t.app);
    const bobsSessions = await listOf(bob.cookie);
    expect(await listOf(alice.cookie)).toHaveLength(1);
    const [bobs] = bobsSessions;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${bobs?.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(refused.statusCode).toBe(404);
    expect((await get('/api/auth/session', bob.cookie)).statusCode).toBe(200);
  });

  it('signs out one other session: its next request is 401; audited', async () => {
    const sme = await registerMerchant(t.app);
    const other = await signInFrom(sme.email, sme.password, firefoxOnLinux);
    const target = (await listOf(sme.cookie)).find((session) => !session.current);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${target?.id}`,
      headers: { cookie: sme.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 1 });
    expect((await get('/api/auth/session', other)).statusCode).toBe(401);
    expect((await get('/api/auth/session', sme.cookie)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, sme.userId), eq(auditLogs.action, 'auth.session_ended')));
    expect(audit).toHaveLength(1);
  });

  it('signs out all others and keeps this one', async () => {
    const sme = await registerMerchant(t.app);
    const a = await signInFrom(sme.email, sme.password, firefoxOnLinux);
    const b = await signInFrom(sme.email, sme.password, safariOnIphone);
    const response = await post('/api/auth/sessions/end-others', sme.cookie);
    expect(response.json()).toEqual({ ended: 2 });
    expect((await get('/api/auth/session', a)).statusCode).toBe(401);
    expect((await get('/api/auth/session', b)).statusCode).toBe(401);
    expect(await listOf(sme.cookie)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('an admin ends a user’s sessions', () => {
  it('counts them, ends them all (each next request is 401), and audits it', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const sme = await registerMerchant(t.app);
    const second = cookieFrom(await signIn(t.app, sme.email, sme.password));
    const count = await get(`/api/admin/users/${sme.userId}/sessions`, admin.cookie);
    expect(count.json()).toEqual({ activeSessions: 2 });
    const ended = await post(`/api/admin/users/${sme.userId}/sessions/end`, admin.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await get('/api/auth/session', sme.cookie)).statusCode).toBe(401);
    expect((await get('/api/auth/session', second)).statusCode).toBe(401);
    expect((await get(`/api/admin/users/${sme.userId}/sessions`, admin.cookie)).json()).toEqual({
      activeSessions: 0,
    });
    const [row] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, sme.userId), eq(auditLogs.action, 'admin.sessions_ended')));
    expect(row).toMatchObject({ actorUserId: admin.userId, details: { ended: 2, email: sme.email } });
  });

  it('is for admins only: an SME gets 403 and nothing ends', async () => {
    const sme = await registerMerchant(t.app);
    const victim = await registerMerchant(t.app);
    expect((await post(`/api/admin/users/${victim.userId}/sessions/end`, sme.cookie)).statusCode).toBe(403);
    expect((await get(`/api/admin/users/${victim.userId}/sessions`, sme.cookie)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/users/${victim.userId}/sessions/end` }))
        .statusCode,
    ).toBe(401);
    expect((await get('/api/auth/session', victim.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    expect((await post('/api/admin/users/usr_nobody/sessions/end', admin.cookie)).statusCode).toBe(404);
  });
});
