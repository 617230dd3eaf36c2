import { totpAt } from '@kopru/domain/totp';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import { latestEmailTo, registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { twoFactors } from '../../db/schema/two-factors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// A fixed clock for Date only: TOTP codes depend on the time, timers keep running.
let now = Date.parse('2026-11-26T10:00:05Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});
function advance(ms: number) {
  now += ms;
  vi.setSystemTime(now);
}

async function post(url: string, jar: CookieJar, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, headers: { cookie: jar.header() }, payload });
  jar.take(response);
  return response;
}

/** Registers a merchant and turns two-factor on with a code made at the fixed time. */
async function merchantWithTwoFactor(): Promise<{
  sme: SignedIn;
  secret: string;
  backupCodes: string[];
  jar: CookieJar;
}> {
  const sme = await registerMerchant(t.app);
  const jar = new CookieJar();
  jar.take(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: sme }));
  const setup = await post('/api/auth/two-factor/setup', jar, { password: sme.password });
  expect(setup.statusCode).toBe(200);
  const { secret, backupCodes, qrCode, totpUri } = setup.json();
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(totpUri).toContain(`secret=${secret}`);
  const confirm = await post('/api/auth/two-factor/confirm', jar, { code: totpAt(secret, now) });
  expect(confirm.statusCode).toBe(200);
  expect(confirm.json().user.twoFactorEnabled).toBe(true);
  return { sme, secret, backupCodes, jar };
}

async function passwordStep(sme: SignedIn, jar = new CookieJar()) {
  const response = await post('/api/auth/sign-in', jar, { email: sme.email, password: sme.password });
  return { response, jar };
}

async function sessionStatus(jar: CookieJar) {
  return (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: jar.header() } }))
    .statusCode;
}

describe('two-factor sign-in', () => {
  it('asks for a code after the password and opens no session before it', async () => {
    const { sme, secret } = await merchantWithTwoFactor();
    const { response, jar } = await passwordStep(sme);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: true });
    expect(await sessionStatus(jar)).toBe(401);

    advance(30_000);
    const verify = await post('/api/auth/sign-in/two-factor', jar, {
      method: 'totp',
      code: totpAt(secret, now),
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.email).toBe(sme.email);
    expect(await sessionStatus(jar)).toBe(200);
  });

  it('refuses a code of another time window and a wrong one, then rate-limits the attempt', async () => {
    const { sme, secret } = await merchantWithTwoFactor();
    const { jar } = await passwordStep(sme);
    const stale = await post('/api/auth/sign-in/two-factor', jar, {
      method: 'totp',
      code: totpAt(secret, now - 120_000),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('two_factor_invalid_code');
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const wrong = await post('/api/auth/sign-in/two-factor', jar, { method: 'totp', code: '000000' });
      expect(wrong.json().error.code).toBe('two_factor_invalid_code');
    }
    const blocked = await post('/api/auth/sign-in/two-factor', jar, {
      method: 'totp',
      code: totpAt(secret, now),
    });
    expect(blocked.statusCode).toBe(429);
    expect(await sessionStatus(jar)).toBe(401);
  });

  it('refuses a code already accepted inside its window (the setup code too), and takes the next one', async () => {
    const { sme, secret } = await merchantWithTwoFactor();
    const sessionsOfUser = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, sme.userId))).length;
    const before = await sessionsOfUser();
    const setupCode = totpAt(secret, now);
    const first = await passwordStep(sme);
    const replayedSetup = await post('/api/auth/sign-in/two-factor', first.jar, {
      method: 'totp',
      code: setupCode,
    });
    expect(replayedSetup.statusCode).toBe(401);
    expect(replayedSetup.json().error.code).toBe('two_factor_code_reused');
    expect(await sessionStatus(first.jar)).toBe(401);
    expect(await sessionsOfUser()).toBe(before);

    advance(30_000);
    const code = totpAt(secret, now);
    const second = await passwordStep(sme);
    expect(
      (await post('/api/auth/sign-in/two-factor', second.jar, { method: 'totp', code })).statusCode,
    ).toBe(200);
    // 20 seconds on, Better Auth still takes that code: we do not.
    advance(20_000);
    const third = await passwordStep(sme);
    const replay = await post('/api/auth/sign-in/two-factor', third.jar, { method: 'totp', code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('two_factor_code_reused');
    expect(await sessionStatus(third.jar)).toBe(401);

    advance(30_000);
    const fourth = await passwordStep(sme);
    const next = await post('/api/auth/sign-in/two-factor', fourth.jar, {
      method: 'totp',
      code: totpAt(secret, now),
    });
    expect(next.statusCode).toBe(200);
  });

  it('takes each backup code once', async () => {
    const { sme, backupCodes } = await merchantWithTwoFactor();
    const code = backupCodes[0] as string;
    const first = await passwordStep(sme);
    const used = await post('/api/auth/sign-in/two-factor', first.jar, { method: 'backup', code });
    expect(used.statusCode).toBe(200);

    const second = await passwordStep(sme);
    const again = await post('/api/auth/sign-in/two-factor', second.jar, { method: 'backup', code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('two_factor_invalid_code');

    const [event] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'auth.two_factor_backup_code_used'));
    expect(event?.actorEmail).toBeDefined();
  });

  it('remembers a device for 30 days when asked, and only that device', async () => {
    const { sme, secret } = await merchantWithTwoFactor();
    const { jar } = await passwordStep(sme);
    advance(30_000); // the setup's code is used; the next one signs in
    await post('/api/auth/sign-in/two-factor', jar, {
      method: 'totp',
      code: totpAt(secret, now),
      trustDevice: true,
    });
    expect(jar.has('kopru.trust_device')).toBe(true);
    jar.forget('kopru.session_token');

    advance(29 * 24 * 60 * 60 * 1000);
    const remembered = await post('/api/auth/sign-in', jar, { email: sme.email, password: sme.password });
    expect(remembered.json().user.email).toBe(sme.email);

    const otherDevice = await passwordStep(sme);
    expect(otherDevice.response.json()).toEqual({ twoFactorRequired: true });
  });

  it('keeps the secret and backup codes encrypted in the database', async () => {
    const { sme, secret, backupCodes } = await merchantWithTwoFactor();
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, sme.userId));
    expect(row?.secret).toBeDefined();
    expect(row?.secret).not.toContain(secret);
    expect(row?.backupCodes).not.toContain(backupCodes[0]);
  });

  it('turns off with the password, audited, and then asks for no code', async () => {
    const { sme, jar } = await merchantWithTwoFactor();
    const wrong = await post('/api/auth/two-factor/disable', jar, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('current_password_invalid');
    const off = await post('/api/auth/two-factor/disable', jar, { password: sme.password });
    expect(off.statusCode).toBe(200);
    expect(off.json().user.twoFactorEnabled).toBe(false);
    expect(await sessionStatus(jar)).toBe(200);

    const { response } = await passwordStep(sme);
    expect(response.json().user.email).toBe(sme.email);
    const actions = (
      await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, sme.userId))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.two_factor_enabled', 'auth.two_factor_disabled']));
    // The owner is told of both changes by e-mail, in its language.
    expect(await latestEmailTo(t.database.db, sme.email, 'twoFactorEnabled')).toBeDefined();
    const offMail = await latestEmailTo(t.database.db, sme.email, 'twoFactorDisabled');
    expect(offMail?.subject).toBe('Two-factor sign-in is off for your Köprü account');
  });
});
