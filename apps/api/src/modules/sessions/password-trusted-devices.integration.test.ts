import { totpAt } from '@kopru/domain/totp';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import { registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { emails } from '../../db/schema/emails.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A fixed clock for Date only: TOTP codes depend on the time, timers keep running.
let now = Date.parse('2026-11-27T10:00:05Z');
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

/** A merchant with two-factor on. */
async function withTwoFactor(): Promise<{ sme: SignedIn; secret: string }> {
  const sme = await registerMerchant(t.app);
  const jar = new CookieJar();
  jar.take(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: sme }));
  const { secret } = (
    await post('/api/auth/two-factor/setup', jar.header(), { password: sme.password })
  ).json();
  jar.take(await post('/api/auth/two-factor/confirm', jar.header(), { code: totpAt(secret, now) }));
  return { sme, secret };
}

/** A browser that signed in with a code and "remember this device": its jar holds `trust_device`. */
async function rememberDevice(sme: SignedIn, secret: string): Promise<CookieJar> {
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
  return device;
}

/** The password with only a copy of the device's `trust_device` cookie, as a thief would send it. */
async function signInWithCopiedTrust(email: string, password: string, device: CookieJar) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { cookie: device.pair('kopru.trust_device') },
    payload: { email, password },
  });
  for (const cookie of response.cookies) if (cookie.name === 'kopru.trust_device') device.take(response);
  return response.json();
}

async function resetTokenOf(email: string): Promise<string> {
  await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const [mail] = await t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, email), eq(emails.template, 'resetPassword')))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  const match = /reset-password\?token=([^\s"&]+)/.exec(mail?.textBody ?? '');
  if (!match?.[1]) throw new Error('no reset link in e-mail');
  return decodeURIComponent(match[1]);
}

async function auditDetails(action: 'auth.password_reset' | 'auth.password_changed', userId: string) {
  const [entry] = await t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, userId)));
  return entry?.details;
}

describe('a new password ends remembered devices', () => {
  it('a reset forgets every one: a copied trust_device cookie and the new password are asked for the code', async () => {
    const { sme, secret } = await withTwoFactor();
    const device = await rememberDevice(sme, secret);
    const other = await rememberDevice(sme, secret);
    expect((await signInWithCopiedTrust(sme.email, sme.password, device)).user?.email).toBe(sme.email);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { cookie: device.header() },
      payload: { token: await resetTokenOf(sme.email), newPassword: 'Galata-Tower-99' },
    });
    expect(reset.statusCode).toBe(200);

    expect(await signInWithCopiedTrust(sme.email, 'Galata-Tower-99', device)).toEqual({
      twoFactorRequired: true,
    });
    expect(await signInWithCopiedTrust(sme.email, 'Galata-Tower-99', other)).toEqual({
      twoFactorRequired: true,
    });
    expect(await auditDetails('auth.password_reset', sme.userId)).toMatchObject({ trustedDevices: 2 });
  });

  it('a change forgets the other browsers’ and keeps this one’s', async () => {
    const { sme, secret } = await withTwoFactor();
    const here = await rememberDevice(sme, secret);
    const elsewhere = await rememberDevice(sme, secret);

    const changed = await post('/api/auth/change-password', here.header(), {
      currentPassword: sme.password,
      newPassword: 'Kiz-Kulesi-42',
    });
    expect(changed.statusCode).toBe(200);

    expect(await signInWithCopiedTrust(sme.email, 'Kiz-Kulesi-42', elsewhere)).toEqual({
      twoFactorRequired: true,
    });
    expect((await signInWithCopiedTrust(sme.email, 'Kiz-Kulesi-42', here)).user?.email).toBe(sme.email);
    expect(await auditDetails('auth.password_changed', sme.userId)).toMatchObject({ trustedDevices: 1 });
  });

  it('a change from a browser holding another user’s trust cookie keeps nothing of this user', async () => {
    const first = await withTwoFactor();
    const second = await withTwoFactor();
    const firstDevice = await rememberDevice(first.sme, first.secret);
    const secondDevice = await rememberDevice(second.sme, second.secret);
    // The second user's session, sent with the first user's trust cookie in its place.
    const session = secondDevice.forget('kopru.trust_device').header();
    const changed = await post(
      '/api/auth/change-password',
      `${session}; ${firstDevice.pair('kopru.trust_device')}`,
      { currentPassword: second.sme.password, newPassword: 'Kiz-Kulesi-43' },
    );
    expect(changed.statusCode).toBe(200);
    expect(await auditDetails('auth.password_changed', second.sme.userId)).toMatchObject({
      trustedDevices: 1,
    });
    // The first user's remembered device is not touched.
    expect((await signInWithCopiedTrust(first.sme.email, first.sme.password, firstDevice)).user?.email).toBe(
      first.sme.email,
    );
  });
});
