import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../../test/factories.ts';
import { iyzicoCheckout, iyzicoTestApp } from '../../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import { testClock } from '../../../../test/payment-helpers.ts';
import { refund } from '../../../../test/refund-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { RECONCILE_MAX_ATTEMPTS } from '../../../lib/reconcile-backoff.ts';
import { reconcileRefunds } from '../../refunds/reconciler.ts';
import { reconcilePayments } from '../reconciler.ts';

/** Reconciliation against the contract server: answers that settle nothing never fail a charge. */
let server: ContractServer;
let t: TestApp;
let checkout: ReturnType<typeof iyzicoCheckout>;
const clock = testClock();
const SIX_HOURS = 6 * 3_600_000;

beforeAll(async () => {
  server = await startContractServer();
  t = await iyzicoTestApp(server, clock);
  checkout = iyzicoCheckout(t, server);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const later = (ms: number) => clock.advance(ms + 1_000);
const authPath = '/payment/v2/3dsecure/auth';

describe('payments on iyzico whose outcome an answer does not settle', () => {
  it('5087 on retrieve never fails a charged payment: asked again with back-off, then the admin queue', async () => {
    const { paymentId, iyzicoPaymentId, callbackUrl } = await checkout.startPayment();
    server.dropNextAnswer(authPath);
    await checkout.postBankCallback(callbackUrl, server.bankCallback(iyzicoPaymentId));
    expect(server.charges.get(paymentId)).toBe(1);
    server.answerNoRecordFor(iyzicoPaymentId);
    for (let attempt = 1; attempt <= RECONCILE_MAX_ATTEMPTS; attempt += 1) {
      later(SIX_HOURS);
      await reconcilePayments(t.app.ctx);
      expect(await checkout.paymentRow(paymentId)).toMatchObject({
        status: 'requires_action',
        reconcileAttempts: attempt,
        providerAnswer: '5087 Üye işyerine ait ödeme kaydı bulunamadı',
      });
    }
    const queued = await checkout.paymentRow(paymentId);
    expect(queued?.reviewSince).not.toBeNull();
    expect(queued?.reconcileAfter).toBeNull();
    later(SIX_HOURS);
    await reconcilePayments(t.app.ctx);
    expect((await checkout.paymentRow(paymentId))?.reconcileAttempts).toBe(RECONCILE_MAX_ATTEMPTS);

    const admin = await createAdmin(t.app, t.database.db);
    // The overview says the account answers with the keys, and that one payment waits.
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: admin.cookie } })
    ).json();
    expect(overview.acquirer).toMatchObject({
      provider: 'iyzico',
      status: 'ok',
      answer: 'BIN 554960: Garanti Bankası',
    });
    expect(overview.reconciliationWaiting).toBe(1);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation',
      headers: { cookie: admin.cookie },
    });
    expect(queue.json().payments).toContainEqual(
      expect.objectContaining({
        id: paymentId,
        providerPaymentId: iyzicoPaymentId,
        providerAnswer: '5087 Üye işyerine ait ödeme kaydı bulunamadı',
        attempts: RECONCILE_MAX_ATTEMPTS,
        provider: 'iyzico',
      }),
    );

    // iyzico finds it again; the admin asks again.
    server.answerNoRecordFor(iyzicoPaymentId, false);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/payments/${paymentId}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retry.statusCode).toBe(200);
    await reconcilePayments(t.app.ctx);
    expect(await checkout.paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      providerPaymentId: iyzicoPaymentId,
    });
    expect(await checkout.ledgerOf(paymentId)).toHaveLength(1);
    expect(server.charges.get(paymentId)).toBe(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/payments/${paymentId}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([true, false])(
    'a system-error answer of auth (10219) is reconciled, not final (charged: %s)',
    async (charged) => {
      const { paymentId, iyzicoPaymentId, callbackUrl } = await checkout.startPayment();
      server.failNextAuth(
        iyzicoPaymentId,
        {
          errorCode: '10219',
          errorGroup: 'REQUEST_TIMEOUT',
          errorMessage: 'Bankaya gönderilen istek zaman aşımına uğradı',
        },
        charged,
      );
      expect(
        (await checkout.postBankCallback(callbackUrl, server.bankCallback(iyzicoPaymentId))).statusCode,
      ).toBe(303);
      expect(await checkout.paymentRow(paymentId)).toMatchObject({
        status: 'requires_action',
        providerAnswer: '10219 Bankaya gönderilen istek zaman aşımına uğradı',
      });
      later(t.app.ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000);
      await reconcilePayments(t.app.ctx);
      expect(await checkout.paymentRow(paymentId)).toMatchObject(
        charged ? { status: 'succeeded' } : { status: 'failed', declineCode: 'processing_error' },
      );
      expect(await checkout.ledgerOf(paymentId)).toHaveLength(charged ? 1 : 0);
    },
  );
});

describe('refunds on iyzico', () => {
  it('a refund whose answer was lost is found in the report, recorded once, never sent again', async () => {
    const { sme, paymentId } = await checkout.paidPayment(10_000);
    server.dropNextAnswer('/v2/payment/refund');
    const response = await refund(t.app, sme.cookie, paymentId, {
      amount: 2_500,
      reason: 'requested_by_customer',
    });
    expect(response.statusCode).toBe(201);
    const refundId = response.json().id as string;
    expect(await checkout.refundRow(refundId)).toMatchObject({ status: 'pending', method: 'refund' });
    later(t.app.ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000);
    await reconcileRefunds(t.app.ctx);
    expect(await checkout.refundRow(refundId)).toMatchObject({ status: 'succeeded' });
    expect(await checkout.ledgerOf(refundId)).toHaveLength(2);
    expect(
      server.calls.filter((c) => c.path === '/v2/payment/refund' && c.body.conversationId === refundId),
    ).toHaveLength(1);
  });

  it('the whole payment on the day it was charged is cancelled; the next day it is refunded', async () => {
    const first = await checkout.paidPayment(3_000);
    // The fee is not returned: the balance must cover the whole amount (docs/refunds.md).
    await checkout.paidPayment(1_000, first.sme);
    const cancelled = await refund(t.app, first.sme.cookie, first.paymentId, {
      reason: 'requested_by_customer',
    });
    expect(cancelled.json()).toMatchObject({ status: 'succeeded', amount: 3_000 });
    expect(await checkout.refundRow(cancelled.json().id)).toMatchObject({ method: 'cancel' });
    expect(server.calls.findLast((c) => c.path === '/payment/cancel')?.body).toMatchObject({
      conversationId: cancelled.json().id,
    });

    const second = await checkout.paidPayment(3_000, first.sme);
    await checkout.paidPayment(1_000, first.sme);
    later(24 * 3_600_000);
    const refunded = await refund(t.app, second.sme.cookie, second.paymentId, {
      reason: 'requested_by_customer',
    });
    expect(refunded.json()).toMatchObject({ status: 'succeeded', amount: 3_000 });
    expect(await checkout.refundRow(refunded.json().id)).toMatchObject({ method: 'refund' });
    expect(server.calls.findLast((c) => c.path === '/v2/payment/refund')?.body).toMatchObject({
      conversationId: refunded.json().id,
    });
  });
});
