import { totpAt } from '@kopru/domain/totp';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import { createAdmin, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { createOrResetAdmin, resetAdminTwoFactor } from './admin-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A fixed clock for Date only: TOTP codes depend on the time, timers keep running.
let now = Date.parse('2026-12-07T10:00:05Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());
function advance(ms: number) {
  now += ms;
  vi.setSystemTime(now);
}

function post(url: string, cookie: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
}

/** Turns two-factor on for a signed-in admin; answers the TOTP secret. */
async function turnOnTwoFactor(admin: SignedIn, password: string): Promise<string> {
  const jar = new CookieJar();
  jar.take(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { ...admin, password } }));
  const setup = await post('/api/auth/two-factor/setup', jar.header(), { password });
  jar.take(setup);
  const { secret } = setup.json();
  const confirmed = await post('/api/auth/two-factor/confirm', jar.header(), { code: totpAt(secret, now) });
  expect(confirmed.statusCode).toBe(200);
  return secret;
}

/** A browser that signed in with a code and "remember this device". */
async function rememberDevice(admin: SignedIn, secret: string): Promise<CookieJar> {
  advance(30_000);
  const device = new CookieJar();
  device.take(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: admin }));
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

/** The password with only the device's `trust_device` cookie, as a thief holding a copy sends it. */
async function signInWithTrust(email: string, password: string, device: CookieJar) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { cookie: device.pair('kopru.trust_device') },
    payload: { email, password },
  });
  return response.json();
}

async function auditOf(action: 'admin.reset_from_cli' | 'admin.two_factor_reset_from_cli', id: string) {
  const [entry] = await t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, id)));
  return entry;
}

describe('the command-line resets end remembered devices', () => {
  it('admin:create on an existing admin: the old trust cookie and the new password are asked for the code', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const secret = await turnOnTwoFactor(admin, admin.password);
    const device = await rememberDevice(admin, secret);
    expect((await signInWithTrust(admin.email, admin.password, device)).user?.email).toBe(admin.email);

    expect(await createOrResetAdmin(t.database.db, { email: admin.email, password: 'Galata-Tower-99' })).toBe(
      'reset',
    );

    expect(await signInWithTrust(admin.email, 'Galata-Tower-99', device)).toEqual({
      twoFactorRequired: true,
    });
    expect((await auditOf('admin.reset_from_cli', admin.userId))?.details).toMatchObject({
      trustedDevices: 1,
    });
  });

  it('admin:reset-two-factor: a device trusted before is asked for the new second factor', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const lost = await turnOnTwoFactor(admin, admin.password);
    const device = await rememberDevice(admin, lost);

    await resetAdminTwoFactor(t.database.db, { email: admin.email });
    // The admin signs in with its password and sets two-factor up again with a new authenticator.
    advance(30_000);
    await turnOnTwoFactor(admin, admin.password);

    expect(await signInWithTrust(admin.email, admin.password, device)).toEqual({ twoFactorRequired: true });
    expect((await auditOf('admin.two_factor_reset_from_cli', admin.userId))?.details).toMatchObject({
      trustedDevices: 1,
    });
  });
});
