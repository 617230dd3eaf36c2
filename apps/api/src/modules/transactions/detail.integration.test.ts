import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createVerifiedMerchant } from '../../../test/factories.ts';
import { paidPayment, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('transaction detail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the timeline, payer, refunds and ledger entries of a payment to its merchant and admins only', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const other = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie, { email: 'jane@example.com', locale: 'en' });
    await refund(t.app, sme.cookie, paymentId, { amount: 1_000, reason: 'duplicate' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payments/${paymentId}/detail`,
      headers: { cookie: sme.cookie },
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.payer).toEqual({ name: 'Jane Doe', email: 'jane@example.com', locale: 'en' });
    expect(detail.timeline.map((e: { type: string }) => e.type)).toEqual([
      'created',
      'succeeded',
      'refund_created',
      'refund_succeeded',
    ]);
    expect(detail.refunds).toHaveLength(1);
    const lines = detail.ledger.map((l: { kind: string; account: string; amount: number }) => [
      l.kind,
      l.account,
      l.amount,
    ]);
    expect(lines).toEqual([
      ['payment', 'acquirer_clearing', -10_000],
      ['payment', 'fees', 320],
      ['payment', 'available', 9_680],
      ['refund_reserved', 'available', -1_000],
      ['refund_reserved', 'refunds_clearing', 1_000],
      ['refund', 'refunds_clearing', -1_000],
      ['refund', 'acquirer_clearing', 1_000],
    ]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payments/${paymentId}/detail`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const admin = await createAdmin(t.app, t.database.db);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/${paymentId}/detail`,
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.json()).toMatchObject({ merchantId: sme.merchantId, refunds: [{ amount: 1_000 }] });
  });
});
