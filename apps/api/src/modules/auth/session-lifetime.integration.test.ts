import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, registerMerchant, registrationBody, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/sessions.ts';

let t: TestApp;
let secure: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  secure = await createTestApp({ env: { PUBLIC_URL: 'https://pay.example.com' } });
});
afterAll(async () => {
  await t.close();
  await secure.close();
});

const session = (app: TestApp, cookie: string) =>
  app.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

describe('sessions end on the server', () => {
  it('after the absolute lifetime, however busy', async () => {
    const sme = await registerMerchant(t.app);
    expect((await session(t, sme.cookie)).statusCode).toBe(200);
    const thirteenHoursAgo = new Date(Date.now() - 13 * 60 * 60 * 1000);
    await t.database.db
      .update(sessions)
      .set({ createdAt: thirteenHoursAgo })
      .where(eq(sessions.userId, sme.userId));
    expect((await session(t, sme.cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, sme.userId))).toEqual([]);
  });

  it('after the idle timeout, and use moves the idle deadline on', async () => {
    const sme = await registerMerchant(t.app);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, sme.userId));
    const idleMs = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(idleMs).toBeGreaterThan(29 * 60 * 1000);
    expect(idleMs).toBeLessThanOrEqual(30 * 60 * 1000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, sme.userId));
    expect((await session(t, sme.cookie)).statusCode).toBe(401);
  });
});

describe('the session cookie over https', () => {
  it('is __Host- prefixed, Secure, for the whole site and no domain, and works', async () => {
    const body = registrationBody();
    const registered = await secure.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(registered.statusCode).toBe(202);
    const response = await signIn(secure.app, body.email, body.password);
    expect(response.statusCode).toBe(200);
    const header = [response.headers['set-cookie']].flat().join('\n');
    expect(header).toMatch(/^__Host-kopru\.session_token=/m);
    const sessionCookie =
      header.split('\n').find((line) => line.startsWith('__Host-kopru.session_token=')) ?? '';
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/; Path=\//i);
    expect(sessionCookie).not.toMatch(/Domain=/i);
    expect((await session(secure, cookieFrom(response))).statusCode).toBe(200);
  });
});
