import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iyzicoCheckout, iyzicoTestApp } from '../../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import { testClock } from '../../../../test/payment-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { payments } from '../../../db/schema/payments.ts';

/**
 * iyzico's cancel and refund take an `ip` (docs/acquirers.md row F6): the payer's, kept on the
 * payment when it starts; a payment from before it was kept sends the IP of the member who asked
 * (A32). The contract server refuses either call without one.
 */
let server: ContractServer;
let t: TestApp;
let checkout: ReturnType<typeof iyzicoCheckout>;
const clock = testClock();
const MEMBER_IP = '192.0.2.50';

beforeAll(async () => {
  server = await startContractServer();
  t = await iyzicoTestApp(server, clock);
  checkout = iyzicoCheckout(t, server);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

function refundFrom(cookie: string, paymentId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/merchant/payments/${paymentId}/refunds`,
    headers: { cookie, 'idempotency-key': randomBytes(8).toString('hex') },
    payload: { reason: 'requested_by_customer' },
    remoteAddress: MEMBER_IP,
  });
}

const lastBody = (path: string, refundId: string) =>
  server.calls.findLast((c) => c.path === path && c.body.conversationId === refundId)?.body;

describe("the payer's IP on iyzico's cancel and refund", () => {
  it('is kept when the payment starts and sent with the cancel on its day and the refund after', async () => {
    const first = await checkout.paidPayment(3_000, undefined, '203.0.113.7');
    // The fee is not returned: the balance must cover the whole amount (docs/refunds.md).
    await checkout.paidPayment(1_000, first.sme, '203.0.113.99');
    expect(
      server.calls.find(
        (c) => c.path === '/payment/3dsecure/initialize' && c.body.conversationId === first.paymentId,
      )?.body.buyer,
    ).toMatchObject({ ip: '203.0.113.7' });
    expect(await checkout.paymentRow(first.paymentId)).toMatchObject({ payerIp: '203.0.113.7' });

    const cancelled = await refundFrom(first.sme.cookie, first.paymentId);
    expect(cancelled.json()).toMatchObject({ status: 'succeeded', amount: 3_000 });
    expect(await checkout.refundRow(cancelled.json().id)).toMatchObject({ method: 'cancel' });
    expect(lastBody('/payment/cancel', cancelled.json().id)).toMatchObject({ ip: '203.0.113.7' });

    const second = await checkout.paidPayment(3_000, first.sme, '198.51.100.23');
    await checkout.paidPayment(1_000, first.sme);
    clock.advance(24 * 3_600_000 + 1_000);
    const refunded = await refundFrom(first.sme.cookie, second.paymentId);
    expect(refunded.json()).toMatchObject({ status: 'succeeded', amount: 3_000 });
    expect(await checkout.refundRow(refunded.json().id)).toMatchObject({ method: 'refund' });
    expect(lastBody('/v2/payment/refund', refunded.json().id)).toMatchObject({ ip: '198.51.100.23' });
  });

  it("a payment made before the payer's IP was kept is refunded with the IP of the member who asked", async () => {
    const older = await checkout.paidPayment(3_000, undefined, '203.0.113.8');
    await checkout.paidPayment(1_000, older.sme);
    await t.database.db.update(payments).set({ payerIp: null }).where(eq(payments.id, older.paymentId));
    clock.advance(24 * 3_600_000 + 1_000);
    const refunded = await refundFrom(older.sme.cookie, older.paymentId);
    expect(refunded.json()).toMatchObject({ status: 'succeeded', amount: 3_000 });
    expect(lastBody('/v2/payment/refund', refunded.json().id)).toMatchObject({ ip: MEMBER_IP });
  });
});
