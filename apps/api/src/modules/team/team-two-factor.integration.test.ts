import { endpoints } from '@kopru/domain/contracts/index';
import { can } from '@kopru/domain/team';
import { totpAt } from '@kopru/domain/totp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import {
  createApiKey,
  createVerifiedMerchant,
  defaultPassword,
  latestEmailTo,
  registerMerchant,
} from '../../../test/factories.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { users } from '../../db/schema/users.ts';
import { insertMember } from '../members/repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (jar: CookieJar, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: jar.header() }, ...(payload ? { payload } : {}) });

async function signedIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: defaultPassword },
  });
  expect(response.statusCode).toBe(200);
  return jar.take(response);
}

/** Turns two-factor on for the signed-in user of `jar` (the session is replaced, the jar follows). */
async function turnOnTwoFactor(jar: CookieJar): Promise<void> {
  const setup = await send(jar, 'POST', '/api/auth/two-factor/setup', { password: defaultPassword });
  expect(setup.statusCode).toBe(200);
  jar.take(setup);
  const confirm = await send(jar, 'POST', '/api/auth/two-factor/confirm', {
    code: totpAt(setup.json().secret, Date.now()),
  });
  expect(confirm.statusCode).toBe(200);
  jar.take(confirm);
}

async function teamAudit(merchantId: string) {
  const rows = await t.database.db
    .select({ action: auditLogs.action, actor: auditLogs.actorEmail })
    .from(auditLogs)
    .where(and(eq(auditLogs.merchantId, merchantId), eq(auditLogs.targetType, 'merchant')));
  return rows.filter((row) => row.action.startsWith('team.two_factor'));
}

const consoleEndpoints = endpoints.filter(
  (e) => e.path.startsWith('/api/merchant/') || e.path.startsWith('/api/kyc'),
);
const sample = (path: string) => path.replace(/:\w+/g, 'x1y2z3');

describe('an owner requires two-factor sign-in of the whole team', () => {
  it('is changed by owners only, who must use two-factor first; each change is audited and members are told in their language', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const admin = await addMember(t.app, t.database.db, merchantId, 'admin');
    const finance = await addMember(t.app, t.database.db, merchantId, 'finance');
    await t.database.db.update(users).set({ locale: 'tr' }).where(eq(users.id, finance.userId));
    const ownerJar = await signedIn(owner.email);
    const adminJar = await signedIn(admin.email);
    await turnOnTwoFactor(adminJar);

    const byAdmin = await send(adminJar, 'PUT', '/api/merchant/team/two-factor', { required: true });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.code).toBe('forbidden');
    const withoutOwn = await send(ownerJar, 'PUT', '/api/merchant/team/two-factor', { required: true });
    expect(withoutOwn.statusCode).toBe(409);
    expect(withoutOwn.json().error.code).toBe('own_two_factor_first');
    expect((await send(ownerJar, 'PUT', '/api/merchant/team/two-factor', {})).statusCode).toBe(400);
    expect(await teamAudit(merchantId)).toEqual([]);

    await turnOnTwoFactor(ownerJar);
    const on = await send(ownerJar, 'PUT', '/api/merchant/team/two-factor', { required: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ required: true });
    const session = await send(ownerJar, 'GET', '/api/auth/session');
    expect(session.json().merchant.requireTwoFactor).toBe(true);
    expect(session.json().user.twoFactorSetupRequired).toBe(false);

    const toFinance = await latestEmailTo(t.database.db, finance.email, 'teamTwoFactorRequired');
    expect(toFinance?.subject).toContain('iki adımlı giriş istiyor');
    expect(toFinance?.textBody).toContain('yalnızca kurulumu açılır');
    const toAdmin = await latestEmailTo(t.database.db, admin.email, 'teamTwoFactorRequired');
    expect(toAdmin?.textBody).toContain('already uses two-factor sign-in');
    expect(await latestEmailTo(t.database.db, owner.email, 'teamTwoFactorRequired')).toBeUndefined();

    // Asking again for what already is changes nothing and records nothing.
    await send(ownerJar, 'PUT', '/api/merchant/team/two-factor', { required: true });
    const off = await send(ownerJar, 'PUT', '/api/merchant/team/two-factor', { required: false });
    expect(off.json()).toEqual({ required: false });
    expect(await teamAudit(merchantId)).toEqual([
      { action: 'team.two_factor_required', actor: owner.email },
      { action: 'team.two_factor_not_required', actor: owner.email },
    ]);
  });

  it('opens only the setup, the session, sign-out, the team page and switching to a member without two-factor; API keys keep working', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const finance = await addMember(t.app, t.database.db, merchantId, 'finance');
    const other = await registerMerchant(t.app);
    await insertMember(t.database.db, {
      merchantId: other.merchantId ?? '',
      userId: finance.userId,
      role: 'viewer',
    });
    const ownerJar = await signedIn(owner.email);
    await turnOnTwoFactor(ownerJar);
    const { secret } = await createApiKey(t.app, ownerJar.header());
    const memberJar = await signedIn(finance.email);
    expect((await send(memberJar, 'GET', '/api/merchant/payments')).statusCode).toBe(200);

    await send(ownerJar, 'PUT', '/api/merchant/team/two-factor', { required: true });

    const refusedWrongly: string[] = [];
    for (const e of consoleEndpoints) {
      const response = await send(
        memberJar,
        e.method,
        sample(e.path),
        e.method === 'GET' || e.method === 'DELETE' ? undefined : {},
      );
      const code = response.statusCode === 403 ? response.json().error.code : null;
      const expected =
        e.path === '/api/merchant/team'
          ? null
          : can('finance', e.permission ?? 'team.security')
            ? 'two_factor_required_by_team'
            : 'forbidden';
      if (code !== expected) refusedWrongly.push(`${e.method} ${e.path}: ${response.statusCode} ${code}`);
    }
    expect(refusedWrongly).toEqual([]);

    const team = await send(memberJar, 'GET', '/api/merchant/team');
    expect(team.statusCode).toBe(200);
    const session = await send(memberJar, 'GET', '/api/auth/session');
    expect(session.json()).toMatchObject({
      user: { twoFactorEnabled: false, twoFactorSetupRequired: true },
      merchant: { id: merchantId, requireTwoFactor: true },
    });
    const v1 = await t.app.inject({
      method: 'GET',
      url: '/v1/balance',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(v1.statusCode).toBe(200);

    // Another merchant of the member's, which does not require it, opens as before.
    const switched = await send(memberJar, 'POST', '/api/auth/session/merchant', {
      merchantId: other.merchantId,
    });
    expect(switched.json().user.twoFactorSetupRequired).toBe(false);
    expect((await send(memberJar, 'GET', '/api/merchant/payments')).statusCode).toBe(200);
    await send(memberJar, 'POST', '/api/auth/session/merchant', { merchantId });
    expect((await send(memberJar, 'GET', '/api/merchant/payments')).json().error.code).toBe(
      'two_factor_required_by_team',
    );

    await turnOnTwoFactor(memberJar);
    expect((await send(memberJar, 'GET', '/api/merchant/payments')).statusCode).toBe(200);
    const turnOff = await send(memberJar, 'POST', '/api/auth/two-factor/disable', {
      password: defaultPassword,
    });
    expect(turnOff.statusCode).toBe(403);
    expect(turnOff.json().error.code).toBe('two_factor_required_by_team');

    const signOut = await send(memberJar, 'POST', '/api/auth/sign-out');
    expect(signOut.statusCode).toBe(200);
  });
});
