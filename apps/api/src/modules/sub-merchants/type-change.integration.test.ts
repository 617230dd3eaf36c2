import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createKycApprovedMerchant, type SignedIn } from '../../../test/factories.ts';
import type { iyzicoCheckout } from '../../../test/iyzico-contract/checkout.ts';
import type { ContractServer } from '../../../test/iyzico-contract/server.ts';
import { approvalsOf, paidOnIyzicoPage, startMarketplaceApp } from '../../../test/marketplace-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { refund } from '../../../test/refund-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { subMerchants } from '../../db/schema/sub-merchants.ts';
import { settleDuePayments } from '../payments/settlement.ts';
import { releaseMarketplaceItems } from './release.ts';
import { syncSubMerchants } from './sync.ts';

/**
 * iyzico never changes a sub-merchant's type (decision 016): a sole proprietorship that became a
 * limited company is registered anew and sells on under the new key; what it sold before releases
 * and refunds under the key it was paid with. A change that keeps the type updates the same one.
 */
const DAY = 86_400_000;
const clock = testClock(new Date('2026-11-02T09:00:00Z'));
let server: ContractServer;
let t: TestApp;
let admin: SignedIn;
let checkout: ReturnType<typeof iyzicoCheckout>;

beforeAll(async () => {
  ({ server, t, checkout } = await startMarketplaceApp(clock, {
    RESERVE_PERCENT: '0',
    SETTLEMENT_DELAY_DAYS: '7',
  }));
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const sync = () => syncSubMerchants(t.app.ctx);
const rowOf = async (merchantId: string) =>
  (await t.database.db.select().from(subMerchants).where(eq(subMerchants.merchantId, merchantId)))[0];
const itemOf = async (paymentId: string) =>
  (await t.database.db.select().from(marketplaceItems).where(eq(marketplaceItems.paymentId, paymentId)))[0];
const onboardingCalls = () => server.calls.filter((c) => c.path.startsWith('/onboarding/submerchant'));

async function soleProprietorship() {
  const sme = await createKycApprovedMerchant(
    t.app,
    t.database.db,
    { companyName: 'Mehmet Demir Seramik', taxId: '10987654321' },
    { legalForm: 'sole_proprietorship', taxOffice: 'Avanos' },
  );
  await sync();
  return sme;
}

/** The merchant asks for a new identity and an admin approves it. */
async function approvedIdentityChange(sme: SignedIn, change: Record<string, string>) {
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/merchant/profile',
    headers: { cookie: sme.cookie },
    payload: { authPersonName: 'Mehmet Demir', ...change },
  });
  expect(put.statusCode).toBe(200);
  const pending = await t.app.inject({
    method: 'GET',
    url: '/api/admin/identity-changes',
    headers: { cookie: admin.cookie },
  });
  const request = pending.json().data.find((c: { merchantId: string }) => c.merchantId === sme.merchantId);
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/identity-changes/${request.id}/approve`,
    headers: { cookie: admin.cookie },
  });
  expect(approved.statusCode).toBe(200);
}

describe('a sub-merchant whose type changes', () => {
  it('a sole proprietorship that became a limited company is registered anew; old sales keep their key', async () => {
    const start = clock.now();
    const sme = await soleProprietorship();
    const old = server.subMerchants.get(sme.merchantId);
    expect(old?.fields.subMerchantType).toBe('PRIVATE_COMPANY');
    const releasedLater = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    const refundedLater = await paidOnIyzicoPage(t, server, checkout, sme.cookie);

    // The approval sends the change at once and the answer to that create is lost: the retry
    // looks the new registration up, never creates twice.
    server.dropNextAnswer('/onboarding/submerchant');
    await approvedIdentityChange(sme, { companyName: 'Demir Seramik Ltd. Şti.', taxId: '1234567895' });
    expect((await rowOf(sme.merchantId))?.subMerchantKey).toBe(old?.subMerchantKey);
    clock.advance(61_000);
    await sync();

    const renewed = server.subMerchants.get(`${sme.merchantId}-company`);
    expect(renewed?.fields).toMatchObject({
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      legalCompanyTitle: 'Demir Seramik Ltd. Şti.',
      taxNumber: '1234567895',
      taxOffice: 'Avanos',
    });
    expect(renewed?.subMerchantKey).not.toBe(old?.subMerchantKey);
    const creates = onboardingCalls().filter(
      (c) => c.body.subMerchantExternalId === `${sme.merchantId}-company` && c.body.subMerchantType,
    );
    expect(creates).toHaveLength(1);
    // The old registration was never sent the new type's fields.
    expect(onboardingCalls().filter((c) => c.body.subMerchantKey === old?.subMerchantKey)).toHaveLength(0);
    expect(server.subMerchants.get(sme.merchantId)?.fields).toMatchObject({
      subMerchantType: 'PRIVATE_COMPANY',
      legalCompanyTitle: 'Mehmet Demir Seramik',
    });
    expect(await rowOf(sme.merchantId)).toMatchObject({
      subMerchantKey: renewed?.subMerchantKey,
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      version: 2,
      syncedVersion: 2,
      reviewSince: null,
    });

    // New sales go to the new sub-merchant.
    const after = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    expect((await itemOf(after))?.subMerchantKey).toBe(renewed?.subMerchantKey);

    // A sale from before is refunded, another released, each under the key it was paid with.
    const refundedItem = await itemOf(refundedLater);
    expect(refundedItem?.subMerchantKey).toBe(old?.subMerchantKey);
    clock.set(new Date(start.getTime() + 8 * DAY));
    await settleDuePayments(t.app.ctx);
    const refunded = await refund(t.app, sme.cookie, refundedLater, {
      amount: 1_000,
      reason: 'requested_by_customer',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    // iyzico refunds by its payment id (v2), whatever the sub-merchant: the old sale's refund goes through.
    expect(refunded.json().status).toBe('succeeded');
    await releaseMarketplaceItems(t.app.ctx);
    const releasedItem = await itemOf(releasedLater);
    expect(releasedItem).toMatchObject({ subMerchantKey: old?.subMerchantKey, releasedAt: expect.any(Date) });
    expect(approvalsOf(server, releasedLater)[0]?.body.paymentTransactionId).toBe(
      releasedItem?.paymentTransactionId,
    );
    expect((await itemOf(after))?.releasedAt).toEqual(expect.any(Date));
  });

  it('an identity change that keeps the type updates the same sub-merchant', async () => {
    const sme = await soleProprietorship();
    const key = server.subMerchants.get(sme.merchantId)?.subMerchantKey;
    const before = onboardingCalls().length;
    // The approval sends the update at once; the worker's next pass has nothing left to send.
    await approvedIdentityChange(sme, { companyName: 'Mehmet Demir Çini', taxId: '10987654321' });
    await sync();
    const calls = onboardingCalls().slice(before);
    expect(calls.map((c) => [c.path, c.body.subMerchantKey])).toEqual([['/onboarding/submerchant', key]]);
    expect(calls[0]?.body.subMerchantType).toBeUndefined();
    expect(server.subMerchants.get(sme.merchantId)?.fields).toMatchObject({
      subMerchantType: 'PRIVATE_COMPANY',
      legalCompanyTitle: 'Mehmet Demir Çini',
    });
    expect(server.subMerchants.has(`${sme.merchantId}-company`)).toBe(false);
    expect(await rowOf(sme.merchantId)).toMatchObject({ subMerchantKey: key, syncedVersion: 2 });
  });
});
