import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decide,
  disputeLedgerOf,
  disputesOf,
  evidenceForm,
  paidWithDisputeCard,
  runDisputesWorker,
  submitEvidence,
} from '../../../test/dispute-helpers.ts';
import {
  createAdmin,
  createApiKey,
  createVerifiedMerchant,
  fundMerchant,
  type SignedIn,
} from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { getPayment, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { events } from '../../db/schema/events.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';
import { recordRefundOutcome } from '../refunds/record-outcome.ts';
import { addRefundedAmount } from '../refunds/repository.ts';

const MINUTE = 60_000;

/** The sandbox acquirer, its refunds left unanswered while `unreachable` is set. */
let unreachable = false;

describe('a lost dispute charges the payment back: refunds count it', () => {
  let t: TestApp;
  let admin: SignedIn;
  const clock = testClock(new Date('2026-11-02T09:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      provider: (deps) => {
        const sandbox = createSandboxProvider(deps.env, deps);
        return {
          ...sandbox,
          async refund(input) {
            if (unreachable) throw new ProviderUnavailableError('timeout');
            return sandbox.refund(input);
          },
        };
      },
    });
    admin = await createAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A funded merchant and a $100.00 dispute-card payment; `before` runs before the dispute opens. */
  async function disputedPayment(before?: (sme: SignedIn, paymentId: string) => Promise<void>) {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    await fundMerchant(t.app, sme.cookie, { amount: 50_000 });
    const paymentId = await paidWithDisputeCard(t.app, sme.cookie);
    await before?.(sme, paymentId);
    clock.advance(MINUTE + 1_000);
    await runDisputesWorker(t.app);
    const dispute = (await disputesOf(t.app, sme.cookie)).find((d) => d.paymentId === paymentId);
    if (!dispute) throw new Error('no dispute opened');
    return { sme, merchantId: sme.merchantId ?? '', paymentId, dispute };
  }

  function v1Refund(secret: string, body: Record<string, unknown>) {
    return v1(t.app, secret, {
      method: 'POST',
      url: '/v1/refunds',
      headers: { 'idempotency-key': randomBytes(8).toString('hex') },
      payload: body,
    });
  }

  async function refundRows(paymentId: string) {
    return t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  }

  it('refuses any refund after the dispute is lost, on the dashboard and on /v1, and moves no money', async () => {
    const { sme, merchantId, paymentId, dispute } = await disputedPayment();
    const { secret } = await createApiKey(t.app, sme.cookie);
    expect((await decide(t.app, admin.cookie, dispute.id, 'lost')).statusCode).toBe(200);
    const payment = await getPayment(t.app, sme.cookie, paymentId);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountRefunded: 0,
      chargedBackAmount: 10_000,
      refundStatus: 'none',
    });
    expect((await v1(t.app, secret, { url: `/v1/payments/${paymentId}` })).json()).toMatchObject({
      chargedBackAmount: 10_000,
    });
    const ledger = await disputeLedgerOf(t.database.db, merchantId);

    const full = await refund(t.app, sme.cookie, paymentId, { reason: 'requested_by_customer' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({
      code: 'payment_charged_back',
      details: { currency: 'USD', chargedBack: 10_000 },
    });
    const some = await refund(t.app, sme.cookie, paymentId, { amount: 100, reason: 'other' });
    expect(some.json().error.code).toBe('payment_charged_back');
    const viaKey = await v1Refund(secret, { paymentId, reason: 'other' });
    expect(viaKey.statusCode).toBe(409);
    expect(viaKey.json().error.code).toBe('payment_charged_back');

    expect(await refundRows(paymentId)).toEqual([]);
    expect(await disputeLedgerOf(t.database.db, merchantId)).toEqual(ledger);
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });

  it('tells /v1, webhooks and the transaction detail the same charged-back amount', async () => {
    const { sme, merchantId, paymentId, dispute } = await disputedPayment(async (sme, paymentId) => {
      expect(
        (await refund(t.app, sme.cookie, paymentId, { amount: 2_500, reason: 'other' })).statusCode,
      ).toBe(201);
    });
    expect(dispute.amount).toBe(7_500);
    expect((await decide(t.app, admin.cookie, dispute.id, 'lost')).statusCode).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payments/${paymentId}/detail`,
      headers: { cookie: sme.cookie },
    });
    expect(detail.json().payment).toMatchObject({ amountRefunded: 2_500, chargedBackAmount: 7_500 });
    const adminDetail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/${paymentId}/detail`,
      headers: { cookie: admin.cookie },
    });
    expect(adminDetail.json().payment).toMatchObject({ chargedBackAmount: 7_500 });
    const lost = (await t.database.db.select().from(events).where(eq(events.merchantId, merchantId))).find(
      (event) => event.type === 'dispute.lost',
    );
    expect(lost?.data).toMatchObject({ paymentId, amount: 7_500 });
    // Refunded 25.00 and charged back 75.00: nothing is left.
    const more = await refund(t.app, sme.cookie, paymentId, { amount: 1, reason: 'other' });
    expect(more.json().error.code).toBe('payment_charged_back');
  });

  it('refunds only what a refund that failed after the dispute opened left, never the charged-back part', async () => {
    let pendingId = '';
    const { sme, merchantId, paymentId, dispute } = await disputedPayment(async (sme, paymentId) => {
      unreachable = true;
      const pending = await refund(t.app, sme.cookie, paymentId, { amount: 3_000, reason: 'other' });
      unreachable = false;
      expect(pending.json().status).toBe('pending');
      pendingId = pending.json().id;
    });
    // The dispute took what the pending refund did not reserve.
    expect(dispute.amount).toBe(7_000);
    expect((await decide(t.app, admin.cookie, dispute.id, 'lost')).statusCode).toBe(200);
    await recordRefundOutcome(t.app.ctx, pendingId, { status: 'failed', failureCode: 'processing_error' });
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({
      amountRefunded: 0,
      chargedBackAmount: 7_000,
    });
    const { secret } = await createApiKey(t.app, sme.cookie);
    const over = await v1Refund(secret, { paymentId, amount: 3_001, reason: 'other' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'refund_exceeds_payment',
      details: { remaining: 3_000 },
    });
    const rest = await refund(t.app, sme.cookie, paymentId, { reason: 'other' });
    expect(rest.json()).toMatchObject({ status: 'succeeded', amount: 3_000 });
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({
      amountRefunded: 3_000,
      chargedBackAmount: 7_000,
    });
    const after = await refund(t.app, sme.cookie, paymentId, { amount: 1, reason: 'other' });
    expect(after.json().error.code).toBe('payment_charged_back');
    await expectLedgerConsistent(t.database.db, [merchantId]);
  });

  it('a refund pending when the dispute opened may still succeed: refunds and chargeback make the amount', async () => {
    let pendingId = '';
    const { sme, paymentId, dispute } = await disputedPayment(async (sme, paymentId) => {
      unreachable = true;
      pendingId = (await refund(t.app, sme.cookie, paymentId, { amount: 4_000, reason: 'other' })).json().id;
      unreachable = false;
    });
    expect((await decide(t.app, admin.cookie, dispute.id, 'lost')).statusCode).toBe(200);
    const recorded = await recordRefundOutcome(t.app.ctx, pendingId, {
      status: 'succeeded',
      providerRefundId: 'rf_late',
    });
    expect(recorded.refund.status).toBe('succeeded');
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({
      amountRefunded: 4_000,
      chargedBackAmount: 6_000,
      refundStatus: 'partially_refunded',
    });
    expect((await refund(t.app, sme.cookie, paymentId, { reason: 'other' })).json().error.code).toBe(
      'payment_charged_back',
    );
  });

  it('a won dispute charges nothing back: the payment can be refunded in full', async () => {
    const { sme, paymentId, dispute } = await disputedPayment();
    expect((await submitEvidence(t.app, sme.cookie, dispute.id, evidenceForm('Proof.', []))).statusCode).toBe(
      200,
    );
    expect((await decide(t.app, admin.cookie, dispute.id, 'won')).statusCode).toBe(200);
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({ chargedBackAmount: 0 });
    const full = await refund(t.app, sme.cookie, paymentId, { reason: 'other' });
    expect(full.json()).toMatchObject({ status: 'succeeded', amount: 10_000 });
  });

  it('the database refuses refunds and chargebacks above the amount whatever the code does', async () => {
    const { sme, paymentId, dispute } = await disputedPayment();
    expect((await decide(t.app, admin.cookie, dispute.id, 'lost')).statusCode).toBe(200);
    await expect(addRefundedAmount(t.database.db, paymentId, 1)).rejects.toThrow();
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({ amountRefunded: 0 });
  });
});
