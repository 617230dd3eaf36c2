import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalsOf } from '../../../test/marketplace-helpers.ts';
import { partialRefundSetup } from '../../../test/partial-refund-helpers.ts';
import { availableOf } from '../../../test/refund-helpers.ts';
import { releaseMarketplaceItems } from './release.ts';
import { requeueRelease } from './release-repository.ts';

/**
 * Assumption A37 the other way round (docs/acquirers.md): iyzico refuses to update an item of a
 * payment that was partly refunded, or answers the update with its status only. The default
 * (taken, answered with the item) is release-partial-refund.integration.test.ts.
 */
const SHARE = 8_622;
const REST = SHARE - 3_000;

describe('iyzico refuses to update an item of a partly refunded payment', () => {
  let s: Awaited<ReturnType<typeof partialRefundSetup>>;
  beforeAll(async () => {
    s = await partialRefundSetup({ itemUpdateAfterRefund: 'refused' });
  });
  afterAll(async () => {
    await s.close();
  });

  it('never approves the item: it waits for an admin with iyzico’s answer, the rest stays in the balance', async () => {
    const { sme, paymentId } = await s.dueForRelease();
    expect((await s.refundOf(sme.cookie, paymentId, 3_000)).json().status).toBe('succeeded');

    await releaseMarketplaceItems(s.t.app.ctx);
    expect(await s.updatesOf(paymentId)).toHaveLength(1);
    expect(approvalsOf(s.server, paymentId)).toHaveLength(0);
    const item = await s.itemOf(paymentId);
    expect(item).toMatchObject({
      releasedAt: null,
      releaseStartedAt: null,
      providerAnswer: expect.stringContaining('10012'),
    });
    expect(item?.reviewSince).not.toBeNull();
    expect(await s.releaseLinesOf(paymentId)).toEqual([]);
    expect(await availableOf(s.t.app, sme.cookie, 'EUR')).toBe(REST);

    // Ask again: sent again, refused again, still never approved.
    await requeueRelease(s.t.database.db, paymentId, s.clock.now());
    await releaseMarketplaceItems(s.t.app.ctx);
    expect(await s.updatesOf(paymentId)).toHaveLength(2);
    expect(approvalsOf(s.server, paymentId)).toHaveLength(0);
    expect((await s.itemOf(paymentId))?.reviewSince).not.toBeNull();
  });
});

describe('iyzico answers the item update with its status only', () => {
  let s: Awaited<ReturnType<typeof partialRefundSetup>>;
  beforeAll(async () => {
    s = await partialRefundSetup({ itemUpdateAnswer: 'status' });
  });
  afterAll(async () => {
    await s.close();
  });

  it('reads iyzico’s figure from its record of the payment, then approves and releases it', async () => {
    const { sme, paymentId } = await s.dueForRelease();
    expect((await s.refundOf(sme.cookie, paymentId, 3_000)).json().status).toBe('succeeded');
    const lookups = () => s.server.calls.filter((call) => call.path === '/payment/detail').length;
    const before = lookups();

    await releaseMarketplaceItems(s.t.app.ctx);
    expect(await s.updatesOf(paymentId)).toHaveLength(1);
    expect(lookups()).toBe(before + 1);
    expect(approvalsOf(s.server, paymentId)).toHaveLength(1);
    expect(await s.itemOf(paymentId)).toMatchObject({ acquirerSubMerchantPrice: REST, releasedAmount: REST });
    expect(await s.releaseLinesOf(paymentId)).toEqual([-REST, REST]);
  });
});
