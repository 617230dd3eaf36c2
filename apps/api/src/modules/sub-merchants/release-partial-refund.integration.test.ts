import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/factories.ts';
import { approvalsOf } from '../../../test/marketplace-helpers.ts';
import { partialRefundSetup } from '../../../test/partial-refund-helpers.ts';
import { availableOf } from '../../../test/refund-helpers.ts';
import { events } from '../../db/schema/events.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { releaseMarketplaceItems } from './release.ts';

/**
 * Marketplace mode, issue 41 item 4: after a partial refund the release worker tells iyzico the
 * merchant's share of what remains (PUT /payment/item, row M12), records iyzico's figure and then
 * approves the item; the ledger moves that figure. A refusal waits for an admin; a lost answer is
 * looked up in iyzico's record, never sent again blindly; a whole refund releases nothing.
 */
const SHARE = 8_622;
const MINUTE = 60_000;
let s: Awaited<ReturnType<typeof partialRefundSetup>>;

beforeAll(async () => {
  s = await partialRefundSetup();
});
afterAll(async () => {
  await s.close();
});

const pass = () => releaseMarketplaceItems(s.t.app.ctx);

describe('a partial refund before the release', () => {
  it('lowers the item at iyzico to the share less the refund, then approves it; ledger and iyzico agree', async () => {
    const { sme, paymentId } = await s.dueForRelease();
    const before = await s.itemOf(paymentId);
    expect(before?.subMerchantPrice).toBe(SHARE);
    expect((await s.refundOf(sme.cookie, paymentId, 3_000)).json().status).toBe('succeeded');

    await pass();

    const updates = await s.updatesOf(paymentId);
    expect(updates.map((call) => call.body)).toEqual([
      {
        paymentTransactionId: before?.paymentTransactionId,
        subMerchantKey: before?.subMerchantKey,
        subMerchantPrice: '56.22',
        withholdingTax: `${(before?.withholdingTax ?? 0) / 100}`.replace(/^(\d+)$/, '$1.0'),
      },
    ]);
    // The update comes before the approval.
    const order = s.server.calls.map((call) => call.path);
    expect(order.lastIndexOf('/payment/item')).toBeLessThan(
      order.lastIndexOf('/payment/iyzipos/item/approve'),
    );
    expect(approvalsOf(s.server, paymentId)).toHaveLength(1);

    const remaining = SHARE - 3_000;
    // iyzico's record of the payment says the lowered share; so do the item and the ledger.
    const marketplace = s.t.app.ctx.marketplace;
    expect(
      await marketplace?.findItemPrice({
        reference: paymentId,
        paymentTransactionId: before?.paymentTransactionId ?? '',
      }),
    ).toBe(remaining);
    expect(await s.itemOf(paymentId)).toMatchObject({
      releasedAt: expect.any(Date),
      releasedAmount: remaining,
      acquirerSubMerchantPrice: remaining,
      priceUpdateTo: remaining,
      priceUpdateStartedAt: null,
      releaseStartedAt: null,
    });
    expect(await s.releaseLinesOf(paymentId)).toEqual([-remaining, remaining]);
    const [released] = await s.t.database.db
      .select()
      .from(events)
      .where(and(eq(events.merchantId, sme.merchantId), eq(events.type, 'payment.released')));
    expect(released?.data).toMatchObject({ id: paymentId, amount: remaining, currency: 'EUR' });

    // The merchant's pages: the payouts view and the transaction's ledger lines say the same.
    const payouts = await s.t.app.inject({
      method: 'GET',
      url: '/api/merchant/payouts/marketplace',
      headers: { cookie: sme.cookie },
    });
    expect(payouts.json().releases).toEqual([
      expect.objectContaining({ paymentId, status: 'released', amount: remaining }),
    ]);
    const page = await s.t.app.inject({
      method: 'GET',
      url: `/api/merchant/payments/${paymentId}/detail`,
      headers: { cookie: sme.cookie },
    });
    const lines = page
      .json()
      .ledger.filter((line: { kind: string }) => line.kind === 'marketplace_release')
      .map((line: { amount: number }) => line.amount);
    expect(lines.sort((a: number, b: number) => a - b)).toEqual([-remaining, remaining]);
    // The merchant's balance had the share less the refund: all of it was released.
    expect(await availableOf(s.t.app, sme.cookie, 'EUR')).toBe(0);
    // Once only.
    s.clock.advance(10 * MINUTE);
    await pass();
    expect(await s.updatesOf(paymentId)).toHaveLength(1);
    expect(approvalsOf(s.server, paymentId)).toHaveLength(1);
  });

  it('waits in Reconciliation when iyzico refuses the update; Ask again lowers it and releases', async () => {
    const { sme, paymentId } = await s.dueForRelease();
    expect((await s.refundOf(sme.cookie, paymentId, 1_000)).json().status).toBe('succeeded');
    s.server.refuseNextItemUpdate('10012', 'Geçersiz işlem');

    await pass();
    expect(await s.updatesOf(paymentId)).toHaveLength(1);
    expect(approvalsOf(s.server, paymentId)).toHaveLength(0);
    const item = await s.itemOf(paymentId);
    expect(item).toMatchObject({
      releasedAt: null,
      releaseStartedAt: null,
      priceUpdateStartedAt: null,
      priceUpdatedAt: null,
      providerAnswer: expect.stringContaining('10012'),
    });
    expect(item?.reviewSince).not.toBeNull();
    expect(await s.releaseLinesOf(paymentId)).toEqual([]);
    // Not sent again on its own.
    s.clock.advance(60 * MINUTE);
    await pass();
    expect(await s.updatesOf(paymentId)).toHaveLength(1);

    const admin = await createAdmin(s.t.app, s.t.database.db);
    const queue = await s.t.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation',
      headers: { cookie: admin.cookie },
    });
    expect(queue.json().releases).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentId, item: 'share', amount: SHARE - 1_000 })]),
    );
    const retried = await s.t.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/releases/${paymentId}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retried.statusCode).toBe(200);
    await pass();
    expect(await s.updatesOf(paymentId)).toHaveLength(2);
    expect(approvalsOf(s.server, paymentId)).toHaveLength(1);
    expect(await s.itemOf(paymentId)).toMatchObject({ releasedAmount: SHARE - 1_000, reviewSince: null });
    expect(await s.releaseLinesOf(paymentId)).toEqual([-(SHARE - 1_000), SHARE - 1_000]);
  });

  it('after a lost update answer, reads iyzico’s record instead of sending again, and releases once it shows the update', async () => {
    const { sme, paymentId } = await s.dueForRelease();
    expect((await s.refundOf(sme.cookie, paymentId, 2_000)).json().status).toBe('succeeded');
    s.server.dropNextAnswer('/payment/item');

    await pass();
    expect(await s.updatesOf(paymentId)).toHaveLength(1);
    expect(approvalsOf(s.server, paymentId)).toHaveLength(0);
    const lost = await s.itemOf(paymentId);
    expect(lost?.priceUpdateStartedAt).not.toBeNull();
    expect(lost?.releaseStartedAt).not.toBeNull();
    // In flight: no refund meanwhile.
    const refused = await s.refundOf(sme.cookie, paymentId, 500);
    expect(refused.json().error.code).toBe('release_in_progress');

    // iyzico's record cannot be read: nothing is sent, asked again later.
    const providerId = await s.providerIdOf(paymentId);
    s.server.answerNoRecordFor(providerId);
    const lookups = () => s.server.calls.filter((call) => call.path === '/payment/detail').length;
    const lookedUp = lookups();
    s.clock.advance(2 * MINUTE);
    await pass();
    expect(lookups()).toBe(lookedUp + 1);
    expect(await s.updatesOf(paymentId)).toHaveLength(1);
    expect(approvalsOf(s.server, paymentId)).toHaveLength(0);
    expect((await s.itemOf(paymentId))?.priceUpdateStartedAt).not.toBeNull();

    // The record shows the lowered share: recorded and approved, the update never sent twice.
    s.server.answerNoRecordFor(providerId, false);
    s.clock.advance(5 * MINUTE);
    await pass();
    expect(await s.updatesOf(paymentId)).toHaveLength(1);
    expect(approvalsOf(s.server, paymentId)).toHaveLength(1);
    expect(await s.itemOf(paymentId)).toMatchObject({
      acquirerSubMerchantPrice: SHARE - 2_000,
      releasedAmount: SHARE - 2_000,
      priceUpdateStartedAt: null,
    });
    expect(await s.releaseLinesOf(paymentId)).toEqual([-(SHARE - 2_000), SHARE - 2_000]);
  });
});

describe('a whole refund', () => {
  it('releases nothing: no update, no approval, no ledger line; the merchant sees it held with nothing left', async () => {
    const { sme, paymentIds } = await s.dueForRelease(2);
    const [refunded = '', other = ''] = paymentIds;
    // The other payment only pays for the refund (a refund is paid from the available balance):
    // its own release is not due yet.
    await s.t.database.db
      .update(marketplaceItems)
      .set({ releaseAfter: new Date(s.clock.now().getTime() + 30 * 24 * 60 * MINUTE) })
      .where(eq(marketplaceItems.paymentId, other));
    expect((await s.refundOf(sme.cookie, refunded)).json().status).toBe('succeeded');

    await pass();
    s.clock.advance(60 * MINUTE);
    await pass();
    expect(await s.updatesOf(refunded)).toHaveLength(0);
    expect(approvalsOf(s.server, refunded)).toHaveLength(0);
    expect(await s.itemOf(refunded)).toMatchObject({ releasedAt: null, releaseStartedAt: null });
    expect(await s.releaseLinesOf(refunded)).toEqual([]);
    expect(approvalsOf(s.server, other)).toHaveLength(0);
    const payouts = await s.t.app.inject({
      method: 'GET',
      url: '/api/merchant/payouts/marketplace',
      headers: { cookie: sme.cookie },
    });
    expect(payouts.json().releases).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentId: refunded, status: 'held', amount: 0 })]),
    );
  });
});
