import { totpAt } from '@kopru/domain/totp';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import { createAdmin, registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A fixed clock for Date only: TOTP codes depend on the time, timers keep running.
let now = Date.parse('2026-11-26T10:00:05Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());
function advance(ms: number) {
  now += ms;
  vi.setSystemTime(now);
}

async function post(url: string, cookie: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** A merchant with two-factor on, signed in on a remembered device: its jar holds `trust_device`. */
async function rememberedDevice(): Promise<{ sme: SignedIn; secret: string; device: CookieJar }> {
  const sme = await registerMerchant(t.app);
  const jar = new CookieJar();
  jar.take(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: sme }));
  const { secret } = (
    await post('/api/auth/two-factor/setup', jar.header(), { password: sme.password })
  ).json();
  jar.take(await post('/api/auth/two-factor/confirm', jar.header(), { code: totpAt(secret, now) }));
  advance(30_000);
  const device = new CookieJar();
  device.take(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: sme }));
  const verified = await post('/api/auth/sign-in/two-factor', device.header(), {
    method: 'totp',
    code: totpAt(secret, now),
    trustDevice: true,
  });
  expect(verified.statusCode).toBe(200);
  device.take(verified);
  expect(device.has('kopru.trust_device')).toBe(true);
  return { sme, secret, device };
}

/**
 * The password with only a copy of the device's current `trust_device` cookie, as a thief would
 * send it. A sign-in it lets through renews the cookie (Better Auth replaces the record): the
 * device keeps the new one, so the next copy is of a cookie that still works.
 */
async function signInWithCopiedTrust(sme: SignedIn, device: CookieJar) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { cookie: device.pair('kopru.trust_device') },
    payload: { email: sme.email, password: sme.password },
  });
  for (const cookie of response.cookies) if (cookie.name === 'kopru.trust_device') device.take(response);
  return response.json();
}

describe('signing out everywhere ends remembered devices', () => {
  it('by the user: a copied trust_device cookie and the password are asked for the code again', async () => {
    const { sme, device } = await rememberedDevice();
    expect((await signInWithCopiedTrust(sme, device)).user?.email).toBe(sme.email);

    const ended = await post('/api/auth/sessions/end-others', device.header());
    expect(ended.statusCode).toBe(200);
    expect(await signInWithCopiedTrust(sme, device)).toEqual({ twoFactorRequired: true });
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'auth.other_sessions_ended'));
    expect(entry?.details).toMatchObject({ trustedDevices: 1 });
  });

  it('by a platform admin for the user: the same', async () => {
    const { sme, device } = await rememberedDevice();
    const admin = await createAdmin(t.app, t.database.db);
    expect((await signInWithCopiedTrust(sme, device)).user?.email).toBe(sme.email);

    const ended = await post(`/api/admin/users/${sme.userId}/sessions/end`, admin.cookie);
    expect(ended.statusCode).toBe(200);
    expect(await signInWithCopiedTrust(sme, device)).toEqual({ twoFactorRequired: true });
  });

  it('leaves another user’s remembered devices alone', async () => {
    const first = await rememberedDevice();
    const second = await rememberedDevice();
    expect((await post('/api/auth/sessions/end-others', first.device.header())).statusCode).toBe(200);
    expect((await signInWithCopiedTrust(second.sme, second.device)).user?.email).toBe(second.sme.email);
  });
});
