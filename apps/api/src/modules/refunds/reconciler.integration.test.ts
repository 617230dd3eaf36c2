import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createVerifiedMerchant } from '../../../test/factories.ts';
import { countingSandbox, testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { availableOf, getPayment, paidPayment, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { RECONCILE_MAX_ATTEMPTS } from '../../lib/reconcile-backoff.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { reconcileRefunds } from './reconciler.ts';

/** Refunds whose answer was lost are looked up at the acquirer, never sent again (sandbox). */
let t: TestApp;
const provider = countingSandbox();
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ provider: provider.build, clock });
});
afterAll(() => t.close());
beforeEach(() => {
  provider.hooks.beforeRefund = undefined;
  provider.hooks.afterRefund = undefined;
  provider.hooks.beforeRetrieveRefund = undefined;
});

const lost = async () => {
  throw new ProviderUnavailableError('timeout', 'no answer in 20000 ms');
};
const due = () => clock.advance(t.app.ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000 + 1_000);

async function pendingRefund(hook: 'beforeRefund' | 'afterRefund') {
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const paymentId = await paidPayment(t.app, sme.cookie);
  provider.hooks[hook] = lost;
  const response = await refund(t.app, sme.cookie, paymentId, { amount: 4_000, reason: 'other' });
  provider.hooks[hook] = undefined;
  expect(response.json()).toMatchObject({ status: 'pending' });
  return { sme, paymentId, refundId: response.json().id as string };
}

const refundOf = async (cookie: string, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/merchant/refunds?paymentId=${id}`, headers: { cookie } })
  ).json().data[0];

describe('the refund reconciler', () => {
  it('records a refund whose answer was lost once, and never refunds again', async () => {
    const { sme, paymentId } = await pendingRefund('afterRefund');
    const refunds = provider.calls.refund;
    await reconcileRefunds(t.app.ctx);
    expect((await refundOf(sme.cookie, paymentId)).status).toBe('pending');
    due();
    await reconcileRefunds(t.app.ctx);
    expect(await refundOf(sme.cookie, paymentId)).toMatchObject({ status: 'succeeded', amount: 4_000 });
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({ amountRefunded: 4_000 });
    expect(provider.calls.refund).toBe(refunds);
    await expectLedgerConsistent(t.database.db, [sme.merchantId ?? '']);
  });

  it('fails a refund that never reached the acquirer and gives its amount back', async () => {
    const { sme, paymentId } = await pendingRefund('beforeRefund');
    expect(await availableOf(t.app, sme.cookie)).toBe(5_680);
    due();
    await reconcileRefunds(t.app.ctx);
    expect(await refundOf(sme.cookie, paymentId)).toMatchObject({
      status: 'failed',
      failureCode: 'processing_error',
    });
    expect(await availableOf(t.app, sme.cookie)).toBe(9_680);
    await expectLedgerConsistent(t.database.db, [sme.merchantId ?? '']);
  });

  it('a lookup that settles nothing backs off, then waits for an admin, who asks again', async () => {
    const { sme, paymentId, refundId } = await pendingRefund('afterRefund');
    provider.hooks.beforeRetrieveRefund = async () => {
      throw new ProviderUnavailableError('report down', '1 Sistem hatası');
    };
    for (let attempt = 1; attempt <= RECONCILE_MAX_ATTEMPTS; attempt += 1) {
      clock.advance(6 * 3_600_000 + 1_000);
      await reconcileRefunds(t.app.ctx);
    }
    expect((await refundOf(sme.cookie, paymentId)).status).toBe('pending');
    const admin = await createAdmin(t.app, t.database.db);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation',
      headers: { cookie: admin.cookie },
    });
    expect(queue.json().refunds).toContainEqual(
      expect.objectContaining({
        id: refundId,
        paymentId,
        providerAnswer: '1 Sistem hatası',
        attempts: RECONCILE_MAX_ATTEMPTS,
      }),
    );
    const sme403 = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/refunds/${refundId}/retry`,
      headers: { cookie: sme.cookie },
    });
    expect(sme403.statusCode).toBe(403);

    provider.hooks.beforeRetrieveRefund = undefined;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/refunds/${refundId}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retry.statusCode).toBe(200);
    await reconcileRefunds(t.app.ctx);
    expect((await refundOf(sme.cookie, paymentId)).status).toBe('succeeded');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation',
      headers: { cookie: admin.cookie },
    });
    expect(after.json().refunds.map((r: { id: string }) => r.id)).not.toContain(refundId);
  });
});
