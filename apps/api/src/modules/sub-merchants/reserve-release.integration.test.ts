import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createLink } from '../../../test/factories.ts';
import { iyzicoCheckout, payerBillingAddress } from '../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../test/iyzico-contract/server.ts';
import { approvalsOf, marketplaceMerchant, paidOnIyzicoPage } from '../../../test/marketplace-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { marketplaceReserveItems } from '../../db/schema/marketplace-reserve-items.ts';
import { payments } from '../../db/schema/payments.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { settleDuePayments } from '../payments/settlement.ts';
import { releaseMarketplaceItems } from './release.ts';
import { releaseMarketplaceReserves } from './reserve-release.ts';

/**
 * Marketplace mode with the defaults of a real acquirer (decision 013): the share released to
 * iyzico 7 days after the payment, the 10 % reserve, its own basket item, approved after 120 days.
 */
const DAY = 86_400_000;
const INITIALIZE = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const start = new Date('2026-12-07T10:00:00Z');
const clock = testClock(start);

async function marketplaceApp(sameSubMerchantTwice: 'accepted' | 'refused') {
  const server = await startContractServer({
    marketplace: true,
    assumptions: { sameSubMerchantTwice },
    now: clock.now,
  });
  const t = await createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: server.apiKey,
      IYZICO_SECRET_KEY: server.secretKey,
      IYZICO_BASE_URL: server.url,
      IYZICO_TIMEOUT_MS: '1000',
    },
  });
  return { server, t, checkout: iyzicoCheckout(t, server) };
}

describe('the rolling reserve as its own basket item (A30: two items of one sub-merchant taken)', () => {
  let server: ContractServer;
  let t: TestApp;
  let checkout: ReturnType<typeof iyzicoCheckout>;
  beforeAll(async () => {
    ({ server, t, checkout } = await marketplaceApp('accepted'));
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const balancesOf = async (merchantId: string) => {
    const rows = await merchantBalances(t.database.db, merchantId);
    const of = (type: string) =>
      rows.find((row) => row.currency === 'EUR' && row.type === type)?.balance ?? 0;
    return { pending: of('pending'), available: of('available'), reserve: of('reserve') };
  };
  const reserveItemOf = async (paymentId: string) =>
    (
      await t.database.db
        .select()
        .from(marketplaceReserveItems)
        .where(eq(marketplaceReserveItems.paymentId, paymentId))
    )[0];
  const reserveApprovals = (paymentId: string) => approvalsOf(server, `${paymentId}_reserve`);
  async function workersAt(at: Date) {
    clock.set(at);
    await settleDuePayments(t.app.ctx);
    await releaseMarketplaceItems(t.app.ctx);
    await releaseMarketplaceReserves(t.app.ctx);
  }

  it('sends the reserve as a second item of the sub-merchant and approves it when its window ends', async () => {
    clock.set(start);
    const sme = await marketplaceMerchant(t);
    const paymentId = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    const sent = server.calls.findLast(
      (c) => c.path === INITIALIZE && c.body.conversationId === paymentId,
    )?.body;
    const [share, reserve] = (sent?.basketItems ?? []) as Record<string, unknown>[];
    // 100.00 EUR: fee 3.20, net 96.80; the reserve 9.68 in its own item, wholly the sub-merchant's.
    expect(sent?.basketItems).toHaveLength(2);
    expect(share).toMatchObject({ id: paymentId, price: '90.32', subMerchantPrice: '87.12' });
    expect(reserve).toMatchObject({
      id: `${paymentId}_reserve`,
      price: '9.68',
      subMerchantPrice: '9.68',
      subMerchantKey: share?.subMerchantKey,
    });
    const item = await reserveItemOf(paymentId);
    expect(item).toMatchObject({ price: 968, currency: 'EUR', releasedAt: null });
    expect(item?.paymentTransactionId).toMatch(/^\d+$/);
    expect(item?.releaseAfter?.toISOString()).toBe(new Date(start.getTime() + 120 * DAY).toISOString());
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 8_712, available: 0, reserve: 968 });
    // The merchant sees both releases, what is held, and when iyzico pays each part at its rate
    // (the contract server's blockage ends 8 days after the charge; EUR/TRY 48.5, paid in lira).
    const held = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/releases',
      headers: { cookie: sme.cookie },
    });
    expect(held.json()).toMatchObject({
      held: [{ currency: 'EUR', share: 8_712, reserve: 968, total: 9_680 }],
      payments: [
        {
          paymentId,
          shareReleaseOn: new Date(start.getTime() + 7 * DAY).toISOString(),
          shareReleased: false,
          reserveReleaseOn: new Date(start.getTime() + 120 * DAY).toISOString(),
          acquirer: {
            share: { paysFrom: '2026-12-15', converted: { currency: 'TRY', rate: '48.5', amount: '422532' } },
            reserve: {
              paysFrom: '2026-12-15',
              converted: { currency: 'TRY', rate: '48.5', amount: '46948' },
            },
          },
        },
      ],
    });

    // After the delay: only the share's item is approved; the reserve stays with iyzico.
    await workersAt(new Date(start.getTime() + 7 * DAY + 60_000));
    expect(approvalsOf(server, paymentId)).toHaveLength(1);
    expect(reserveApprovals(paymentId)).toHaveLength(0);
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 0, available: 0, reserve: 968 });
    const releases = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/releases',
      headers: { cookie: sme.cookie },
    });
    expect(releases.json().payments).toEqual([
      expect.objectContaining({ share: 8_712, shareReleased: true, reserve: 968, reserveReleased: false }),
    ]);

    await workersAt(new Date(start.getTime() + 120 * DAY - 60_000));
    expect(reserveApprovals(paymentId)).toHaveLength(0);
    await workersAt(new Date(start.getTime() + 120 * DAY));
    expect(reserveApprovals(paymentId)).toHaveLength(1);
    expect(reserveApprovals(paymentId)[0]?.body.paymentTransactionId).toBe(item?.paymentTransactionId);
    expect((await reserveItemOf(paymentId))?.releasedAt).not.toBeNull();
    expect(await balancesOf(sme.merchantId)).toEqual({ pending: 0, available: 0, reserve: 0 });
    const [release] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.referenceId, paymentId),
          eq(ledgerTransactions.kind, 'marketplace_reserve_release'),
        ),
      );
    const lines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, release?.id ?? ''));
    expect(lines.map((line) => line.amount).sort((a, b) => a - b)).toEqual([-968, 968]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.reserveReleasedAt).not.toBeNull();

    // Once only.
    await workersAt(new Date(start.getTime() + 121 * DAY));
    expect(reserveApprovals(paymentId)).toHaveLength(1);
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });

  it('keeps the reserve while the payment’s own item is not released (held by a dispute or a refund)', async () => {
    clock.set(start);
    const sme = await marketplaceMerchant(t);
    const paymentId = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    // A held share (its item never approved) holds the reserve with it.
    await t.database.db
      .update(marketplaceItems)
      .set({ releaseAfter: null })
      .where(eq(marketplaceItems.paymentId, paymentId));
    await workersAt(new Date(start.getTime() + 121 * DAY));
    expect(reserveApprovals(paymentId)).toHaveLength(0);
    expect((await balancesOf(sme.merchantId)).reserve).toBe(968);
  });

  it('A31: a refused approval of the reserve waits for an admin with iyzico answer; the ledger keeps the reserve', async () => {
    clock.set(start);
    const sme = await marketplaceMerchant(t);
    const paymentId = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    await workersAt(new Date(start.getTime() + 7 * DAY + 60_000));
    server.refuseNextApproval('2003', 'Ödeme kırılımı onaylanamaz');
    await workersAt(new Date(start.getTime() + 120 * DAY));
    expect(reserveApprovals(paymentId)).toHaveLength(1);
    const item = await reserveItemOf(paymentId);
    expect(item).toMatchObject({ releasedAt: null, providerAnswer: expect.stringContaining('2003') });
    expect(item?.reviewSince).not.toBeNull();
    expect((await balancesOf(sme.merchantId)).reserve).toBe(968);
    // Not asked again on its own.
    await workersAt(new Date(start.getTime() + 130 * DAY));
    expect(reserveApprovals(paymentId)).toHaveLength(1);
    // The admin's Reconciliation page lists it as the reserve's item; Ask again approves it.
    const admin = await createAdmin(t.app, t.database.db);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation',
      headers: { cookie: admin.cookie },
    });
    expect(queue.json().releases).toEqual([
      expect.objectContaining({ itemId: `${paymentId}_reserve`, item: 'reserve', paymentId, amount: 968 }),
    ]);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/releases/${paymentId}_reserve/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retried.statusCode).toBe(200);
    await releaseMarketplaceReserves(t.app.ctx);
    expect(reserveApprovals(paymentId)).toHaveLength(2);
    expect((await balancesOf(sme.merchantId)).reserve).toBe(0);
  });

  it('keeps a reserve item back while a dispute has taken the reserve it mirrors', async () => {
    clock.set(start);
    const sme = await marketplaceMerchant(t);
    const paymentId = await paidOnIyzicoPage(t, server, checkout, sme.cookie);
    await workersAt(new Date(start.getTime() + 7 * DAY + 60_000));
    // What a dispute's hold of another payment does to the reserve (ledger/reserve.ts): it is spent.
    const { postLedgerTransaction } = await import('../ledger/repository.ts');
    await t.database.db.transaction((tx) =>
      postLedgerTransaction(tx, {
        kind: 'dispute_hold',
        referenceId: `dp_${randomBytes(6).toString('hex')}`,
        lines: [
          { merchantId: sme.merchantId, type: 'reserve', currency: 'EUR', amount: -968 },
          { merchantId: null, type: 'disputes_clearing', currency: 'EUR', amount: 968 },
        ],
      }),
    );
    await workersAt(new Date(start.getTime() + 121 * DAY));
    expect(reserveApprovals(paymentId)).toHaveLength(0);
    expect((await reserveItemOf(paymentId))?.releasedAt).toBeNull();
  });
});

describe('A30 refused: a basket with two items of one sub-merchant', () => {
  let server: ContractServer;
  let t: TestApp;
  beforeAll(async () => {
    ({ server, t } = await marketplaceApp('refused'));
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('declines the payment before anything is charged, and charges normally without a reserve', async () => {
    clock.set(start);
    const sme = await marketplaceMerchant(t);
    const pay = async () => {
      const link = await createLink(t.app, sme.cookie, { amount: 10_000, currency: 'EUR' });
      return t.app.inject({
        method: 'POST',
        url: `/api/public/links/${link.code}/payments`,
        headers: { 'idempotency-key': randomBytes(8).toString('hex') },
        payload: {
          cardholderName: 'Jane Doe',
          email: 'jane@example.com',
          payer: { billingAddress: payerBillingAddress },
        },
      });
    };
    const refused = (await pay()).json();
    expect(refused.status).toBe('failed');
    expect(server.charges).toHaveLength(0);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, refused.paymentId));
    expect(payment).toMatchObject({ status: 'failed' });
    expect((await merchantBalances(t.database.db, sme.merchantId)).filter((b) => b.balance !== 0)).toEqual(
      [],
    );

    // What docs/acquirers.md tells the operator to do then: no reserve item (here for this merchant).
    const admin = await createAdmin(t.app, t.database.db);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/merchants/${sme.merchantId}/release-terms`,
      headers: { cookie: admin.cookie },
      payload: {
        terms: { releaseDelayDays: 7, reserveBasisPoints: 0, reserveDays: 120 },
        reason: 'iyzico refuses a reserve item on this account (A30)',
      },
    });
    expect(set.statusCode).toBe(200);
    const started = (await pay()).json();
    expect(started.status).toBe('requires_action');
  });
});
