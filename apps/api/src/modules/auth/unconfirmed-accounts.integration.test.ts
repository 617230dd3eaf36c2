import { UNCONFIRMED_ACCOUNT_DAYS } from '@kopru/domain/constants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, registrationBody } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { merchantDomains } from '../../db/schema/merchant-domains.ts';
import { merchantMembers } from '../../db/schema/merchant-members.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { paymentLinks } from '../../db/schema/payment-links.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { expireUnconfirmedAccounts } from './unconfirmed-accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let now = Date.UTC(2026, 10, 20, 9);
const clock = { now: () => new Date(now) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

async function ageUser(userId: string, days: number) {
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(now - days * DAY_MS) })
    .where(eq(users.id, userId));
}

async function userRow(userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row;
}

describe('the unconfirmed-accounts job', () => {
  it(`deletes a sign-up still unconfirmed after ${UNCONFIRMED_ACCOUNT_DAYS} days, with its merchant and sessions; the address is free again`, async () => {
    const old = await registerMerchant(t.app, {}, { confirmed: false });
    const young = await registerMerchant(t.app, {}, { confirmed: false });
    const confirmed = await registerMerchant(t.app);
    await ageUser(old.userId, UNCONFIRMED_ACCOUNT_DAYS + 1);
    await ageUser(young.userId, UNCONFIRMED_ACCOUNT_DAYS - 1);
    await ageUser(confirmed.userId, 400);

    await expireUnconfirmedAccounts(t.app.ctx);

    expect(await userRow(old.userId)).toBeUndefined();
    expect(await t.database.db.select().from(merchants).where(eq(merchants.userId, old.userId))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, old.userId))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(merchantMembers)
        .where(eq(merchantMembers.merchantId, old.merchantId ?? '')),
    ).toEqual([]);
    const audited = await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, old.userId));
    expect(audited.find((row) => row.action === 'auth.unconfirmed_account_deleted')).toMatchObject({
      actorEmail: old.email,
      details: { outcome: 'deleted' },
    });
    expect((await userRow(young.userId))?.status).toBe('active');
    expect((await userRow(confirmed.userId))?.status).toBe('active');
    // The old session no longer opens anything, and the address can be signed up again.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: old.cookie },
    });
    expect(session.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ email: old.email }),
    });
    expect(again.statusCode).toBe(202);
    const [fresh] = await t.database.db.select().from(users).where(eq(users.email, old.email));
    expect(fresh?.id).not.toBe(old.userId);
  });

  it('frees an address whose account added a domain and e-mail settings (before such writes waited for the address)', async () => {
    const held = await registerMerchant(t.app, {}, { confirmed: false });
    const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { cookie: held.cookie }, payload });
    // Today the console refuses them; an account from before the rule made them while unconfirmed.
    expect((await as('POST', '/api/merchant/domains', { domain: 'held.example.com' })).statusCode).toBe(403);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, held.userId));
    expect((await as('POST', '/api/merchant/domains', { domain: 'held.example.com' })).statusCode).toBe(201);
    expect((await as('PUT', '/api/merchant/notification-settings', { paidEmails: 'off' })).statusCode).toBe(
      200,
    );
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, held.userId));
    await ageUser(held.userId, UNCONFIRMED_ACCOUNT_DAYS + 1);

    await expireUnconfirmedAccounts(t.app.ctx);

    expect(await userRow(held.userId)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(merchantDomains)
        .where(eq(merchantDomains.merchantId, held.merchantId ?? '')),
    ).toEqual([]);
    const again = await registerMerchant(t.app, { email: held.email });
    expect(again.userId).not.toBe(held.userId);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/domains',
      headers: { cookie: again.cookie },
      payload: { domain: 'held.example.com' },
    });
    expect(added.statusCode).toBe(201);
  });

  it('deactivates instead an expired account that holds something it must keep', async () => {
    const sme = await registerMerchant(t.app, {}, { confirmed: false });
    await ageUser(sme.userId, UNCONFIRMED_ACCOUNT_DAYS + 1);
    await t.database.db.insert(paymentLinks).values({
      id: `lnk_keep${Date.now()}`,
      merchantId: sme.merchantId ?? '',
      code: `keep${Date.now()}`,
      productName: 'Kept',
      amount: 1000,
      currency: 'USD',
    });
    await expireUnconfirmedAccounts(t.app.ctx);
    expect((await userRow(sme.userId))?.status).toBe('deactivated');
    expect(
      await t.database.db
        .select()
        .from(merchants)
        .where(inArray(merchants.userId, [sme.userId])),
    ).toHaveLength(1);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: sme.email, password: sme.password },
    });
    expect(signIn.statusCode).not.toBe(200);
  });

  it('leaves an account confirmed in time alone', async () => {
    const sme = await registerMerchant(t.app, {}, { confirmed: false });
    await ageUser(sme.userId, UNCONFIRMED_ACCOUNT_DAYS + 3);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, sme.userId));
    now += DAY_MS;
    await expireUnconfirmedAccounts(t.app.ctx);
    expect((await userRow(sme.userId))?.status).toBe('active');
  });
});
