import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, latestEmailTo, pay } from '../../../test/factories.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { availableOf, eventTypesOf, getPayment, paidPayment, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { platformBalances } from '../ledger/repository.ts';

describe('refunds in the dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refunds part of a payment: balance down by the amount, fee kept, payer e-mailed in its language', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie, { email: 'ayse@example.com', locale: 'tr' });
    const feesBefore = (await platformBalances(t.database.db)).find(
      (b) => b.type === 'fees' && b.currency === 'USD',
    )?.balance;
    expect(await availableOf(t.app, sme.cookie)).toBe(9_680);

    const response = await refund(t.app, sme.cookie, paymentId, {
      amount: 3_000,
      reason: 'requested_by_customer',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      paymentId,
      amount: 3_000,
      currency: 'USD',
      reason: 'requested_by_customer',
      status: 'succeeded',
      failureCode: null,
    });
    expect(await availableOf(t.app, sme.cookie)).toBe(6_680);
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({
      status: 'succeeded',
      amountRefunded: 3_000,
      refundStatus: 'partially_refunded',
      fee: 320,
    });
    const platform = await platformBalances(t.database.db);
    expect(platform.find((b) => b.type === 'fees' && b.currency === 'USD')?.balance).toBe(feesBefore);
    const email = await latestEmailTo(t.database.db, 'ayse@example.com', 'refundIssued');
    expect(email?.locale).toBe('tr');
    expect(email?.subject).toContain('iade etti');
    expect(email?.textBody).toContain('$30,00');
    expect((await eventTypesOf(t.database.db, sme.merchantId ?? '')).sort()).toEqual([
      'refund.created',
      'refund.succeeded',
    ]);
    await expectLedgerConsistent(t.database.db, [sme.merchantId ?? '']);
  });

  it('refuses a refund above the available balance with refund_exceeds_balance and leaves nothing behind', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie);
    // The whole 100.00 cannot come out of 96.80 available: the fee is not returned.
    const response = await refund(t.app, sme.cookie, paymentId, { reason: 'duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'refund_exceeds_balance',
      details: { currency: 'USD', available: 9_680 },
    });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(
      0,
    );
    expect(await eventTypesOf(t.database.db, sme.merchantId ?? '')).toEqual([]);
    expect(await availableOf(t.app, sme.cookie)).toBe(9_680);
  });

  it('allows any number of partial refunds up to the amount paid, then shows the payment refunded', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    await paidPayment(t.app, sme.cookie, { amount: 50_000 }); // more balance than the refunded payment
    const paymentId = await paidPayment(t.app, sme.cookie);
    for (const amount of [2_500, 2_500, 4_000]) {
      expect((await refund(t.app, sme.cookie, paymentId, { amount, reason: 'other' })).statusCode).toBe(201);
    }
    const over = await refund(t.app, sme.cookie, paymentId, { amount: 1_001, reason: 'other' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'refund_exceeds_payment',
      details: { remaining: 1_000 },
    });
    const rest = await refund(t.app, sme.cookie, paymentId, { reason: 'other' });
    expect(rest.json()).toMatchObject({ amount: 1_000, status: 'succeeded' });
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({
      amountRefunded: 10_000,
      refundStatus: 'refunded',
    });
    const again = await refund(t.app, sme.cookie, paymentId, { amount: 1, reason: 'other' });
    expect(again.json().error).toMatchObject({ code: 'refund_exceeds_payment', details: { remaining: 0 } });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/refunds?paymentId=${paymentId}`,
      headers: { cookie: sme.cookie },
    });
    expect(list.json().data.map((r: { amount: number }) => r.amount)).toEqual([1_000, 4_000, 2_500, 2_500]);
    await expectLedgerConsistent(t.database.db, [sme.merchantId ?? '']);
  });

  it('refuses to refund a failed payment', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie);
    const declined = (await pay(t.app, link.code, { cardNumber: '4000 0000 0000 0002' })).json();
    expect(declined.status).toBe('failed');
    const response = await refund(t.app, sme.cookie, declined.paymentId, { reason: 'other' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('payment_not_refundable');
  });

  it("answers 404 when a merchant refunds another merchant's payment", async () => {
    const a = await createVerifiedMerchant(t.app, t.database.db);
    const b = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, a.cookie);
    const response = await refund(t.app, b.cookie, paymentId, { amount: 100, reason: 'other' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    await refund(t.app, a.cookie, paymentId, { amount: 100, reason: 'other' });
    const listB = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/refunds',
      headers: { cookie: b.cookie },
    });
    expect(listB.json().data).toEqual([]);
  });

  it('replays the same Idempotency-Key and refuses it for another request', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie);
    const first = await refund(
      t.app,
      sme.cookie,
      paymentId,
      { amount: 1_000, reason: 'other' },
      'refund-key-1',
    );
    const second = await refund(
      t.app,
      sme.cookie,
      paymentId,
      { amount: 1_000, reason: 'other' },
      'refund-key-1',
    );
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
    const other = await refund(
      t.app,
      sme.cookie,
      paymentId,
      { amount: 2_000, reason: 'other' },
      'refund-key-1',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_error');
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({ amountRefunded: 1_000 });
  });

  it('validates the body and requires an Idempotency-Key', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie);
    for (const body of [
      { amount: 0, reason: 'other' },
      { amount: 10.5, reason: 'other' },
      { reason: 'because' },
    ]) {
      const response = await refund(t.app, sme.cookie, paymentId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/payments/${paymentId}/refunds`,
      headers: { cookie: sme.cookie },
      payload: { reason: 'other', amount: 100 },
    });
    expect(noKey.statusCode).toBe(400);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(
      0,
    );
  });

  it('lets an admin list and view refunds, and nobody else', async () => {
    const { createAdmin } = await import('../../../test/factories.ts');
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie);
    const created = (
      await refund(t.app, sme.cookie, paymentId, { amount: 700, reason: 'fraudulent' })
    ).json();
    const admin = await createAdmin(t.app, t.database.db);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/refunds?merchantId=${sme.merchantId}`,
      headers: { cookie: admin.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({
      id: created.id,
      merchantId: sme.merchantId,
      reason: 'fraudulent',
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/refunds/${created.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(one.json()).toMatchObject({ id: created.id, amount: 700, status: 'succeeded' });
    const bySme = await t.app.inject({
      method: 'GET',
      url: '/api/admin/refunds',
      headers: { cookie: sme.cookie },
    });
    expect(bySme.statusCode).toBe(403);
  });
});
