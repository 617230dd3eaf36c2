import { totpAt } from '@kopru/domain/totp';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import { registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { twoFactors } from '../../db/schema/two-factors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A fixed clock for Date only: TOTP codes depend on the time, timers keep running.
const STEP = 30_000;
let now = Date.parse('2026-11-27T09:00:05Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());
function advance(ms: number) {
  now += ms;
  vi.setSystemTime(now);
}

async function post(url: string, jar: CookieJar, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, headers: { cookie: jar.header() }, payload });
  jar.take(response);
  return response;
}

async function merchantWithTwoFactor(): Promise<{ sme: SignedIn; secret: string; backupCodes: string[] }> {
  const sme = await registerMerchant(t.app);
  const jar = new CookieJar();
  jar.take(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: sme }));
  const { secret, backupCodes } = (
    await post('/api/auth/two-factor/setup', jar, { password: sme.password })
  ).json();
  expect((await post('/api/auth/two-factor/confirm', jar, { code: totpAt(secret, now) })).statusCode).toBe(
    200,
  );
  return { sme, secret, backupCodes };
}

async function passwordStep(sme: SignedIn) {
  const jar = new CookieJar();
  await post('/api/auth/sign-in', jar, { email: sme.email, password: sme.password });
  return jar;
}

async function secondStep(sme: SignedIn, code: string, method: 'totp' | 'backup' = 'totp') {
  return post('/api/auth/sign-in/two-factor', await passwordStep(sme), { method, code });
}

const sessionsOf = async (userId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('no TOTP code is accepted twice, nor an older one after a newer (RFC 6238 §5.2)', () => {
  it('refuses the previous step’s code after the current one, and the current one again; backup codes still work', async () => {
    const { sme, secret, backupCodes } = await merchantWithTwoFactor();
    advance(2 * STEP);
    const current = totpAt(secret, now);
    const previous = totpAt(secret, now - STEP);
    expect((await secondStep(sme, current)).statusCode).toBe(200);
    const sessionsAfter = await sessionsOf(sme.userId);

    for (const code of [previous, current]) {
      const refused = await secondStep(sme, code);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('two_factor_code_reused');
    }
    expect(await sessionsOf(sme.userId)).toBe(sessionsAfter);

    expect((await secondStep(sme, backupCodes[0] as string, 'backup')).statusCode).toBe(200);
    const next = totpAt(secret, now + STEP);
    expect((await secondStep(sme, next)).statusCode).toBe(200);
    expect((await secondStep(sme, current)).json().error.code).toBe('two_factor_code_reused');
  });

  it('takes an older code of the window while no newer one was accepted, then a newer one, and the older no more', async () => {
    const { sme, secret } = await merchantWithTwoFactor();
    advance(3 * STEP);
    expect((await secondStep(sme, totpAt(secret, now - STEP))).statusCode).toBe(200);
    expect((await secondStep(sme, totpAt(secret, now))).statusCode).toBe(200);
    expect((await secondStep(sme, totpAt(secret, now - STEP))).json().error.code).toBe(
      'two_factor_code_reused',
    );
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, sme.userId));
    expect(row?.lastTotpStep).toBe(Math.floor(now / STEP));
  });

  it('lets one of parallel sign-ins with the same code through, and one of a newer and an older code racing', async () => {
    const { sme, secret } = await merchantWithTwoFactor();
    advance(2 * STEP);
    const code = totpAt(secret, now);
    const jars = await Promise.all(Array.from({ length: 6 }, () => passwordStep(sme)));
    const answers = await Promise.all(
      jars.map((jar) => post('/api/auth/sign-in/two-factor', jar, { method: 'totp', code })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401]);
    for (const answer of answers.filter((a) => a.statusCode === 401))
      expect(answer.json().error.code).toBe('two_factor_code_reused');

    advance(2 * STEP);
    const newer = totpAt(secret, now);
    const older = totpAt(secret, now - STEP);
    const [a, b] = await Promise.all([passwordStep(sme), passwordStep(sme)]);
    const [first, second] = await Promise.all([
      post('/api/auth/sign-in/two-factor', a, { method: 'totp', code: newer }),
      post('/api/auth/sign-in/two-factor', b, { method: 'totp', code: older }),
    ]);
    // The newer code always wins; the older wins only when it was recorded first.
    expect(first.statusCode).toBe(200);
    expect([200, 401]).toContain(second.statusCode);
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, sme.userId));
    expect(row?.lastTotpStep).toBe(Math.floor(now / STEP));
    expect((await secondStep(sme, older)).json().error.code).toBe('two_factor_code_reused');
  });
});
