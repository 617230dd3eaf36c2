import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/factories.ts';
import { iyzicoCheckout } from '../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../test/iyzico-contract/server.ts';
import { approvalsOf, marketplaceMerchant, paidOnIyzicoPage } from '../../../test/marketplace-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createEndpoint, type Receiver, startReceiver } from '../../../test/webhook-helpers.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { events } from '../../db/schema/events.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { settleDuePayments } from '../payments/settlement.ts';
import { deliverDueWebhooks } from '../webhooks/delivery.ts';
import { recordRelease, releaseMarketplaceItems } from './release.ts';

/**
 * Marketplace mode (decision 011): the platform releases each item to iyzico (approval) only
 * when its rules allow: the settlement delay passed, no dispute open, never refunded. The ledger
 * mirrors the release; the platform pays nobody out.
 */
const DAY = 86_400_000;
const clock = testClock(new Date('2026-11-02T09:00:00Z'));
let server: ContractServer;
let t: TestApp;
let checkout: ReturnType<typeof iyzicoCheckout>;
let receiver: Receiver;

beforeAll(async () => {
  server = await startContractServer({ marketplace: true });
  t = await createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: server.apiKey,
      IYZICO_SECRET_KEY: server.secretKey,
      IYZICO_BASE_URL: server.url,
      IYZICO_TIMEOUT_MS: '1000',
      // The rolling reserve's own item has its tests (reserve-release.integration.test.ts).
      RESERVE_PERCENT: '0',
      SETTLEMENT_DELAY_DAYS: '7',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  });
  checkout = iyzicoCheckout(t, server);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
  await server.close();
});

/** A registered merchant and one 100.00 EUR payment paid on iyzico's page. */
async function paidPayment() {
  const sme = await marketplaceMerchant(t);
  return { sme, paymentId: await paidOnIyzicoPage(t, server, checkout, sme.cookie) };
}

const itemOf = async (paymentId: string) =>
  (await t.database.db.select().from(marketplaceItems).where(eq(marketplaceItems.paymentId, paymentId)))[0];
const approvals = (paymentId: string) => approvalsOf(server, paymentId);
const available = async (merchantId: string) =>
  (await merchantBalances(t.database.db, merchantId)).find(
    (b) => b.currency === 'EUR' && b.type === 'available',
  )?.balance ?? 0;
async function workersAt(at: Date) {
  clock.set(at);
  await settleDuePayments(t.app.ctx);
  await releaseMarketplaceItems(t.app.ctx);
}

describe('releasing items to iyzico', () => {
  it('approves an item only after the settlement delay; the ledger moves the share out of the balance', async () => {
    const start = clock.now();
    const { sme, paymentId } = await paidPayment();
    const item = await itemOf(paymentId);
    expect(item?.releaseAfter?.getTime()).toBe(start.getTime() + 7 * DAY);

    await workersAt(new Date(start.getTime() + 7 * DAY - 60_000));
    expect(approvals(paymentId)).toHaveLength(0);
    expect((await itemOf(paymentId))?.releasedAt).toBeNull();

    await workersAt(new Date(start.getTime() + 7 * DAY + 60_000));
    expect(approvals(paymentId)).toHaveLength(1);
    expect(approvals(paymentId)[0]?.body.paymentTransactionId).toBe(item?.paymentTransactionId);
    expect((await itemOf(paymentId))?.releasedAt).not.toBeNull();
    // 96.80 credited on settlement, then handed to iyzico: nothing left for the platform to pay out.
    expect(await available(sme.merchantId)).toBe(0);
    const [release] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.referenceId, paymentId),
          eq(ledgerTransactions.kind, 'marketplace_release'),
        ),
      );
    const lines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, release?.id ?? ''));
    expect(lines.map((line) => line.amount).sort((a, b) => a - b)).toEqual([-9_680, 9_680]);

    // Once only.
    await workersAt(new Date(start.getTime() + 8 * DAY));
    expect(approvals(paymentId)).toHaveLength(1);
  });

  it('never approves while a dispute is open, and does once it is won', async () => {
    const start = clock.now();
    const { sme, paymentId } = await paidPayment();
    await t.database.db.insert(disputes).values({
      id: `dp_${randomBytes(6).toString('hex')}`,
      merchantId: sme.merchantId,
      paymentId,
      providerDisputeId: `iyz-${randomBytes(6).toString('hex')}`,
      amount: 10_000,
      fee: 0,
      currency: 'EUR',
      reason: 'fraudulent',
      status: 'needs_response',
      evidenceDueBy: new Date(start.getTime() + 30 * DAY),
    });
    await workersAt(new Date(start.getTime() + 10 * DAY));
    expect(approvals(paymentId)).toHaveLength(0);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payouts/marketplace',
      headers: { cookie: sme.cookie },
    });
    expect(page.json().releases).toEqual([
      expect.objectContaining({ paymentId, status: 'held', amount: 9_680 }),
    ]);

    await t.database.db.update(disputes).set({ status: 'won' }).where(eq(disputes.paymentId, paymentId));
    await workersAt(new Date(start.getTime() + 11 * DAY));
    expect(approvals(paymentId)).toHaveLength(1);
  });

  it('releases only what a refund left of the share (a whole refund: release-partial-refund.integration.test.ts)', async () => {
    const start = clock.now();
    const { sme, paymentId } = await paidPayment();
    // Refunded once settled (a refund needs the available balance), before the release worker's turn.
    clock.set(new Date(start.getTime() + 7 * DAY + 60_000));
    await settleDuePayments(t.app.ctx);
    const refunded = await refund(t.app, sme.cookie, paymentId, {
      amount: 9_000,
      reason: 'requested_by_customer',
    });
    expect(refunded.statusCode).toBeLessThan(300);
    await workersAt(new Date(start.getTime() + 10 * DAY));
    // 96.80 less 90.00: iyzico is told 6.80 before the approval.
    expect(
      server.calls.filter((c) => c.path === '/payment/item').map((c) => c.body.subMerchantPrice),
    ).toEqual(['6.8']);
    expect(approvals(paymentId)).toHaveLength(1);
    expect(await itemOf(paymentId)).toMatchObject({ releasedAt: expect.any(Date), releasedAmount: 680 });
  });

  it('refuses a refund once the share is released (refund_after_release), leaving everything as it was', async () => {
    const start = clock.now();
    const { sme, paymentId } = await paidPayment();
    const admin = await createAdmin(t.app, t.database.db);
    await workersAt(new Date(start.getTime() + 7 * DAY + 60_000));
    const released = (await itemOf(paymentId))?.releasedAt;
    expect(released).not.toBeNull();
    const refundCalls = () =>
      server.calls.filter((c) => c.path.includes('/refund') || c.path.includes('/cancel'));
    const before = refundCalls().length;

    const refused = await refund(t.app, sme.cookie, paymentId, {
      amount: 1_000,
      reason: 'requested_by_customer',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('refund_after_release');
    expect(refundCalls()).toHaveLength(before);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toEqual([]);
    expect(await available(sme.merchantId)).toBe(0);

    // Both consoles' transaction pages learn why no refund is offered.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payments/${paymentId}/detail`,
      headers: { cookie: sme.cookie },
    });
    expect(mine.json().releasedToAcquirerAt).toBe(released?.toISOString());
    const support = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/${paymentId}/detail`,
      headers: { cookie: admin.cookie },
    });
    expect(support.json().releasedToAcquirerAt).toBe(released?.toISOString());
  });

  it('a lost approval answer is asked again (approving twice is harmless, A28) and recorded once', async () => {
    const start = clock.now();
    const { paymentId } = await paidPayment();
    server.dropNextAnswer('/payment/iyzipos/item/approve');
    await workersAt(new Date(start.getTime() + 7 * DAY + 60_000));
    expect(await itemOf(paymentId)).toMatchObject({ releasedAt: null, releaseAttempts: 1 });
    await workersAt(new Date(start.getTime() + 7 * DAY + 5 * 60_000));
    expect(approvals(paymentId)).toHaveLength(2);
    expect((await itemOf(paymentId))?.releasedAt).not.toBeNull();
    const releases = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.referenceId, paymentId),
          eq(ledgerTransactions.kind, 'marketplace_release'),
        ),
      );
    expect(releases).toHaveLength(1);
  });

  it('a refused approval waits in the Reconciliation page with iyzico’s answer; Ask again releases it', async () => {
    const start = clock.now();
    const { paymentId } = await paidPayment();
    const admin = await createAdmin(t.app, t.database.db);
    server.refuseNextApproval('2003', 'Ödeme kırılımı bulunamadı');
    await workersAt(new Date(start.getTime() + 7 * DAY + 60_000));
    expect(await itemOf(paymentId)).toMatchObject({ releasedAt: null, releaseAfter: null });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation',
      headers: { cookie: admin.cookie },
    });
    expect(queue.json().releases).toEqual([
      expect.objectContaining({ paymentId, amount: 9_680, providerAnswer: '2003 Ödeme kırılımı bulunamadı' }),
    ]);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/releases/${paymentId}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retried.statusCode).toBe(200);
    await workersAt(new Date(start.getTime() + 7 * DAY + 2 * 60_000));
    expect((await itemOf(paymentId))?.releasedAt).not.toBeNull();
  });

  it('the platform pays nobody out: a payout request is refused; the page shows what iyzico pays and where', async () => {
    const { sme, paymentId } = await paidPayment();
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/payouts',
      headers: { cookie: sme.cookie, 'idempotency-key': randomBytes(8).toString('hex') },
      payload: { amount: 5_000, currency: 'EUR' },
    });
    expect(requested.statusCode).toBe(409);
    expect(requested.json().error.code).toBe('payouts_by_acquirer');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payouts/marketplace',
      headers: { cookie: sme.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      mode: 'marketplace',
      ibanMasked: expect.stringContaining('26'),
      settlementDelayDays: 7,
      releases: [{ paymentId, status: 'waiting', amount: 9_680, currency: 'EUR', releasedAt: null }],
    });
  });

  it('tells the merchant once: one payment.released event, in the release’s transaction, sent to its webhook', async () => {
    const start = clock.now();
    const { sme, paymentId } = await paidPayment();
    const { endpoint, secret } = await createEndpoint(t.app, sme.cookie, {
      url: receiver.url,
      events: ['payment.released'],
    });
    const releasedAt = new Date(start.getTime() + 7 * DAY + 60_000);
    await workersAt(releasedAt);
    // A second recorder (a lost answer asked again, another worker) finds it released: no event.
    expect(await recordRelease(t.app.ctx, paymentId, new Date(releasedAt.getTime() + 60_000))).toBe(false);

    const released = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.merchantId, sme.merchantId), eq(events.type, 'payment.released')));
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payments/${paymentId}/detail`,
      headers: { cookie: sme.cookie },
    });
    const payouts = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payouts/marketplace',
      headers: { cookie: sme.cookie },
    });
    const data = {
      id: paymentId,
      transactionId: page.json().payment.transactionId,
      amount: 9_680,
      currency: 'EUR',
      releasedAt: releasedAt.toISOString(),
      settlementCurrency: 'TRY',
      ibanMasked: payouts.json().ibanMasked,
    };
    expect(data.ibanMasked).toEqual(expect.stringContaining('26'));
    expect(released.map((event) => [event.data, event.createdAt])).toEqual([[data, releasedAt]]);
    // The merchant's transaction page: the ledger line of the release and the event's delivery.
    expect(
      page.json().ledger.filter((line: { kind: string }) => line.kind === 'marketplace_release'),
    ).toHaveLength(2);
    expect(page.json().webhookDeliveries).toEqual([
      expect.objectContaining({ eventType: 'payment.released', endpointId: endpoint.id }),
    ]);

    await deliverDueWebhooks(t.app.ctx, { random: () => 0.5 });
    const sent = receiver.received.filter((hook) => hook.payload.type === 'payment.released');
    expect(sent.map((hook) => hook.payload.data)).toEqual([data]);
    expect(receiver.verifies(sent[0] as (typeof sent)[number], secret)).toBe(true);
  });
});
