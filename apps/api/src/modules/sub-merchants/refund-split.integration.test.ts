import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { iyzicoCheckout } from '../../../test/iyzico-contract/checkout.ts';
import type { ContractServer } from '../../../test/iyzico-contract/server.ts';
import {
  approvalsOf,
  marketplaceMerchant,
  paidOnIyzicoPage,
  startMarketplaceApp,
} from '../../../test/marketplace-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { refund } from '../../../test/refund-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { marketplaceReserveItems } from '../../db/schema/marketplace-reserve-items.ts';
import { payments } from '../../db/schema/payments.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { merchantBalances, platformBalances } from '../ledger/repository.ts';
import { settleDuePayments } from '../payments/settlement.ts';
import { recordRefundOutcome } from '../refunds/record-outcome.ts';
import { releaseMarketplaceItems } from './release.ts';
import { releaseMarketplaceReserves } from './reserve-release.ts';

/**
 * Decision 017: a refund in marketplace mode takes from the merchant what the refunded payment
 * still holds for it (its unreleased share where it sits, then its reserve) and the rest is the
 * platform's; every later release of the merchant's other payments keeps working, and the
 * reserve's item is approved for what the refunds left of it, or not at all.
 */
const DAY = 86_400_000;
const start = new Date('2026-12-07T10:00:00Z');
const clock = testClock(start);
let server: ContractServer;
let t: TestApp;
let checkout: ReturnType<typeof iyzicoCheckout>;

/** The API on the contract server with iyzico spreading a refund over the items as A39 says. */
function onContractServer(refundSpread: 'basket-order' | 'every-item') {
  beforeAll(async () => {
    ({ server, t, checkout } = await startMarketplaceApp(
      clock,
      {
        SETTLEMENT_DELAY_DAYS: '7',
        RESERVE_PERCENT: '10',
        RESERVE_DAYS: '120',
        WITHHOLDING_TAX_PERCENT: '1',
      },
      { refundSpread },
    ));
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });
}

const db = () => t.database.db;
async function balancesOf(merchantId: string) {
  const rows = await merchantBalances(db(), merchantId);
  const of = (type: string) => rows.find((row) => row.currency === 'EUR' && row.type === type)?.balance ?? 0;
  return {
    pending: of('pending'),
    available: of('available'),
    reserve: of('reserve'),
    owed: Math.abs(of('negative_balance')),
  };
}
async function feesBalance() {
  const rows = await platformBalances(db());
  return rows.find((row) => row.type === 'fees' && row.currency === 'EUR')?.balance ?? 0;
}
/** The payment's figures as sent to iyzico: its share, its reserve, our fee and the withholding. */
async function figuresOf(paymentId: string) {
  const [item] = await db().select().from(marketplaceItems).where(eq(marketplaceItems.paymentId, paymentId));
  const [reserve] = await db()
    .select()
    .from(marketplaceReserveItems)
    .where(eq(marketplaceReserveItems.paymentId, paymentId));
  const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
  if (!item || !reserve || !payment) throw new Error(`no items for ${paymentId}`);
  return {
    share: item.subMerchantPrice,
    reserve: reserve.price,
    fee: payment.fee,
    withholding: payment.withholdingTax,
  };
}
const reserveItemOf = async (paymentId: string) =>
  (
    await db().select().from(marketplaceReserveItems).where(eq(marketplaceReserveItems.paymentId, paymentId))
  )[0];
const refundRowsOf = (paymentId: string) =>
  db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
const reserveUpdatesOf = async (paymentId: string) => {
  const item = await reserveItemOf(paymentId);
  return server.calls.filter(
    (c) => c.path === '/payment/item' && String(c.body.paymentTransactionId) === item?.paymentTransactionId,
  );
};
const refundOf = (cookie: string, paymentId: string, amount?: number) =>
  refund(t.app, cookie, paymentId, { ...(amount ? { amount } : {}), reason: 'requested_by_customer' });

async function workersAt(at: Date) {
  clock.set(at);
  await settleDuePayments(t.app.ctx);
  await releaseMarketplaceItems(t.app.ctx);
  await releaseMarketplaceReserves(t.app.ctx);
}
const afterRelease = () => new Date(start.getTime() + 7 * DAY + 60_000);
const afterReserve = () => new Date(start.getTime() + 121 * DAY);

async function twoPayments() {
  clock.set(start);
  const sme = await marketplaceMerchant(t);
  const first = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
  const second = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
  return { sme, first, second, figures: await figuresOf(first) };
}

describe('a whole refund in marketplace mode', () => {
  onContractServer('basket-order');
  it('after the settlement takes the payment’s own share and reserve; the other payment is still released', async () => {
    const { sme, first, second, figures } = await twoPayments();
    const { share, reserve, fee, withholding } = figures;
    // Settled, not released yet: both shares wait in available.
    clock.set(afterRelease());
    await settleDuePayments(t.app.ctx);
    expect(await balancesOf(sme.merchantId)).toMatchObject({ available: 2 * share, reserve: 2 * reserve });
    const feesBefore = await feesBalance();

    const refunded = await refundOf(sme.cookie, first);
    expect(refunded.json().status).toBe('succeeded');
    expect((await refundRowsOf(first))[0]).toMatchObject({
      fromShare: share,
      fromReserve: reserve,
      fromPlatform: fee + withholding,
    });
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 0, available: share, reserve, owed: 0 });
    // Our fee is given back to the card with the rest, and the withholding is still owed (decision 015).
    expect(await feesBalance()).toBe(feesBefore - fee - withholding);

    await workersAt(afterRelease());
    expect(approvalsOf(server, first)).toHaveLength(0);
    expect(approvalsOf(server, second)).toHaveLength(1);
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 0, available: 0, reserve, owed: 0 });

    // The refunded payment's reserve has nothing left to approve; the other's is approved.
    await workersAt(afterReserve());
    expect(approvalsOf(server, `${first}_reserve`)).toHaveLength(0);
    expect(approvalsOf(server, `${second}_reserve`)).toHaveLength(1);
    expect(await reserveItemOf(first)).toMatchObject({ releasedAt: null, releaseStartedAt: null });
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 0, available: 0, reserve: 0, owed: 0 });
    await expectLedgerConsistent(db(), [sme.merchantId]);
  });

  it('before the settlement takes the share from pending, and the settlement moves only the other payment’s', async () => {
    const { sme, first, second, figures } = await twoPayments();
    expect((await refundOf(sme.cookie, first)).json().status).toBe('succeeded');
    expect(await balancesOf(sme.merchantId)).toEqual({
      pending: figures.share,
      available: 0,
      reserve: figures.reserve,
      owed: 0,
    });

    await workersAt(afterRelease());
    expect(approvalsOf(server, second)).toHaveLength(1);
    expect(await balancesOf(sme.merchantId)).toMatchObject({ pending: 0, available: 0, owed: 0 });
    await expectLedgerConsistent(db(), [sme.merchantId]);
  });

  it('refused by iyzico after the settlement gives the share back to available, and the release pays it', async () => {
    clock.set(start);
    const sme = await marketplaceMerchant(t);
    const paymentId = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    const { share, reserve } = await figuresOf(paymentId);
    // The answer is lost: the refund stays pending, its parts reserved (the share from pending).
    server.dropNextAnswer('/payment/cancel');
    expect((await refundOf(sme.cookie, paymentId)).json().status).toBe('pending');
    await workersAt(afterRelease());
    // A pending refund holds the release; the settlement moved nothing the refund had taken.
    expect(approvalsOf(server, paymentId)).toHaveLength(0);
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 0, available: 0, reserve: 0, owed: 0 });

    const [pending] = await refundRowsOf(paymentId);
    await recordRefundOutcome(t.app.ctx, pending?.id ?? '', {
      status: 'failed',
      failureCode: 'processing_error',
    });
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 0, available: share, reserve, owed: 0 });
    clock.advance(60_000);
    await releaseMarketplaceItems(t.app.ctx);
    expect(approvalsOf(server, paymentId)).toHaveLength(1);
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 0, available: 0, reserve, owed: 0 });
    await expectLedgerConsistent(db(), [sme.merchantId]);
  });
});

describe('the reserve of a partly refunded payment (A39: the refund spread in basket order)', () => {
  onContractServer('basket-order');
  it('is approved whole at its date when the refund came out of the share', async () => {
    clock.set(start);
    const sme = await marketplaceMerchant(t);
    const paymentId = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    const { share, reserve } = await figuresOf(paymentId);
    expect((await refundOf(sme.cookie, paymentId, 3_000)).json().status).toBe('succeeded');
    expect((await refundRowsOf(paymentId))[0]).toMatchObject({
      fromShare: 3_000,
      fromReserve: 0,
      fromPlatform: 0,
    });

    await workersAt(afterRelease());
    expect(
      await db().select().from(marketplaceItems).where(eq(marketplaceItems.paymentId, paymentId)),
    ).toEqual([expect.objectContaining({ releasedAmount: share - 3_000 })]);
    await workersAt(afterReserve());
    expect(await reserveUpdatesOf(paymentId)).toHaveLength(0);
    expect(approvalsOf(server, `${paymentId}_reserve`)).toHaveLength(1);
    expect(await reserveItemOf(paymentId)).toMatchObject({ releasedAmount: reserve, releaseStartedAt: null });
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 0, available: 0, reserve: 0, owed: 0 });
    await expectLedgerConsistent(db(), [sme.merchantId]);
  });

  it('is lowered at iyzico to what the refund left of it, then approved; the share has nothing left', async () => {
    clock.set(start);
    const sme = await marketplaceMerchant(t);
    const paymentId = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    const { share, reserve } = await figuresOf(paymentId);
    expect((await refundOf(sme.cookie, paymentId, share + 500)).json().status).toBe('succeeded');
    expect((await refundRowsOf(paymentId))[0]).toMatchObject({
      fromShare: share,
      fromReserve: 500,
      fromPlatform: 0,
    });
    expect(await balancesOf(sme.merchantId)).toEqual({
      pending: 0,
      available: 0,
      reserve: reserve - 500,
      owed: 0,
    });

    await workersAt(afterRelease());
    expect(approvalsOf(server, paymentId)).toHaveLength(0);
    await workersAt(afterReserve());
    const left = ((reserve - 500) / 100).toString();
    expect((await reserveUpdatesOf(paymentId)).map((call) => call.body.subMerchantPrice)).toEqual([left]);
    expect(approvalsOf(server, `${paymentId}_reserve`)).toHaveLength(1);
    expect(await reserveItemOf(paymentId)).toMatchObject({ releasedAmount: reserve - 500 });
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 0, available: 0, reserve: 0, owed: 0 });
    await expectLedgerConsistent(db(), [sme.merchantId]);
  });
});

describe('the reserve of a partly refunded payment (A39: every item lowered by all refunds)', () => {
  onContractServer('every-item');

  it('waits for an admin when iyzico refuses the lowering; nothing is approved or moved', async () => {
    clock.set(start);
    const sme = await marketplaceMerchant(t);
    const paymentId = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    const { share, reserve } = await figuresOf(paymentId);
    expect((await refundOf(sme.cookie, paymentId, share + 500)).json().status).toBe('succeeded');
    await workersAt(afterRelease());
    await workersAt(afterReserve());
    expect(await reserveUpdatesOf(paymentId)).toHaveLength(1);
    expect(approvalsOf(server, `${paymentId}_reserve`)).toHaveLength(0);
    expect(await reserveItemOf(paymentId)).toMatchObject({
      releasedAt: null,
      releaseStartedAt: null,
      providerAnswer: expect.stringContaining('subMerchantPrice'),
      reviewSince: expect.any(Date),
    });
    expect(await balancesOf(sme.merchantId)).toMatchObject({ reserve: reserve - 500 });
    await expectLedgerConsistent(db(), [sme.merchantId]);
  });
});
