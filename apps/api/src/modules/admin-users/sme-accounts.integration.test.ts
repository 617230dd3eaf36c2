import { UNCONFIRMED_ACCOUNT_DAYS } from '@kopru/domain/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  latestEmailTo,
  registerMerchant,
  registrationBody,
  type SignedIn,
  signIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { merchantDomains } from '../../db/schema/merchant-domains.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { paymentLinks } from '../../db/schema/payment-links.ts';
import { users } from '../../db/schema/users.ts';
import { expireUnconfirmedAccounts } from '../auth/unconfirmed-accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let now = Date.UTC(2026, 10, 20, 9);
const clock = { now: () => new Date(now) };

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const audited = (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.targetId, id), eq(auditLogs.action, action)));
const reactivate = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/reactivate`, headers: { cookie: who.cookie } });
const remove = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: { cookie: who.cookie } });

/** An unconfirmed sign-up that the expiry deactivated because a record it had to keep held it. */
async function deactivatedHeldAccount() {
  const sme = await registerMerchant(t.app, {}, { confirmed: false });
  await t.database.db.insert(paymentLinks).values({
    id: `lnk_${sme.userId}`,
    merchantId: sme.merchantId ?? '',
    code: sme.userId.slice(-8),
    productName: 'Kept',
    amount: 1000,
    currency: 'USD',
  });
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(now - (UNCONFIRMED_ACCOUNT_DAYS + 1) * DAY_MS) })
    .where(eq(users.id, sme.userId));
  await expireUnconfirmedAccounts(t.app.ctx);
  expect((await userRow(sme.userId))?.status).toBe('deactivated');
  return sme;
}

describe('a deactivated SME account', () => {
  it('is reactivated by an admin, audited, with a new confirmation link and its days again', async () => {
    const sme = await deactivatedHeldAccount();
    const answer = await reactivate(admin, sme.userId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: sme.userId, status: 'active' });
    expect(await audited(sme.userId, 'auth.account_reactivated')).toMatchObject([
      { actorUserId: admin.userId, details: { emailConfirmed: false } },
    ]);
    expect((await latestEmailTo(t.database.db, sme.email))?.template).toBe('confirmEmail');
    expect((await signIn(t.app, sme.email, sme.password)).statusCode).toBe(200);

    // The expiry leaves it its days from the reactivation, then deactivates it again.
    now += DAY_MS;
    await expireUnconfirmedAccounts(t.app.ctx);
    expect((await userRow(sme.userId))?.status).toBe('active');
    now += UNCONFIRMED_ACCOUNT_DAYS * DAY_MS;
    await expireUnconfirmedAccounts(t.app.ctx);
    expect((await userRow(sme.userId))?.status).toBe('deactivated');
  });

  it('is not deleted while records that must be kept hold it: 409, nothing changed', async () => {
    const sme = await deactivatedHeldAccount();
    const answer = await remove(admin, sme.userId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('account_holds_records');
    expect((await userRow(sme.userId))?.status).toBe('deactivated');
    expect(await t.database.db.select().from(merchants).where(eq(merchants.userId, sme.userId))).toHaveLength(
      1,
    );
    expect(await audited(sme.userId, 'auth.account_deleted')).toEqual([]);
  });

  it('is deleted by an admin with its domains, audited, and its address can sign up again', async () => {
    const sme = await registerMerchant(t.app, {}, { confirmed: false });
    const merchantId = sme.merchantId ?? '';
    // Deactivated by the expiry of before, held by a domain it was allowed to add then.
    await t.database.db.insert(merchantDomains).values({
      id: `dom_${sme.userId}`,
      merchantId,
      domain: 'held.example.com',
      token: 'token',
      createdByUserId: sme.userId,
    });
    await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, sme.userId));

    const answer = await remove(admin, sme.userId);
    expect(answer.statusCode).toBe(200);
    expect(await userRow(sme.userId)).toBeUndefined();
    expect(
      await t.database.db.select().from(merchantDomains).where(eq(merchantDomains.merchantId, merchantId)),
    ).toEqual([]);
    expect(await audited(sme.userId, 'auth.account_deleted')).toMatchObject([
      { actorUserId: admin.userId, details: { email: sme.email, merchantIds: [merchantId] } },
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ email: sme.email }),
    });
    expect(again.statusCode).toBe(202);
    expect((await latestEmailTo(t.database.db, sme.email))?.template).toBe('confirmEmail');
  });

  it('refuses to delete an active SME account or an admin, and refuses non-admins both actions', async () => {
    const active = await registerMerchant(t.app);
    expect((await remove(admin, active.userId)).json().error).toMatchObject({
      code: 'conflict',
      details: { reason: 'not_deactivated' },
    });
    const other = await createAdmin(t.app, t.database.db);
    expect((await remove(admin, other.userId)).json().error.details.reason).toBe('not_sme_account');

    const held = await deactivatedHeldAccount();
    for (const answer of [await remove(active, held.userId), await reactivate(active, held.userId)]) {
      expect(answer.statusCode).toBe(403);
    }
    expect((await userRow(held.userId))?.status).toBe('deactivated');
    expect((await remove(admin, 'usr_nobody')).statusCode).toBe(404);
  });
});
