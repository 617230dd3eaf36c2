import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { postCallback, sandboxBankForms } from '../../../test/payment-helpers.ts';
import { paidPayment, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createEndpoint, type Receiver, startReceiver } from '../../../test/webhook-helpers.ts';
import { deliverDueWebhooks } from '../webhooks/delivery.ts';

describe('transaction detail', () => {
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '400' } });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const detailResponse = (cookie: string, paymentId: string, door: 'merchant' | 'admin' = 'merchant') =>
    t.app.inject({ method: 'GET', url: `/api/${door}/payments/${paymentId}/detail`, headers: { cookie } });
  const detailOf = async (cookie: string, paymentId: string) => {
    const response = await detailResponse(cookie, paymentId);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Another merchant asking for the payment gets 404; the detail an admin gets. */
  async function detailForOthers(paymentId: string) {
    const other = await createVerifiedMerchant(t.app, t.database.db);
    expect((await detailResponse(other.cookie, paymentId)).statusCode).toBe(404);
    const admin = await createAdmin(t.app, t.database.db);
    const asAdmin = await detailResponse(admin.cookie, paymentId, 'admin');
    expect(asAdmin.statusCode).toBe(200);
    return asAdmin.json();
  }
  const typesOf = (detail: { timeline: { type: string }[] }) => detail.timeline.map((entry) => entry.type);

  /** Pays with a 3-D Secure card and answers the sandbox bank page with `result`. */
  async function challengedPayment(cookie: string, cardNumber: string, result: 'complete' | 'fail') {
    const link = await createLink(t.app, cookie, { amount: 2_500, currency: 'GBP' });
    const body = (await pay(t.app, link.code, { cardNumber })).json();
    expect(body.status).toBe('requires_action');
    const { forms } = await sandboxBankForms(t.app, body.action.url);
    const form = forms.find((each) => each.result === result);
    if (!form) throw new Error(`no ${result} form`);
    expect((await postCallback(t.app, form)).statusCode).toBe(303);
    return body.paymentId as string;
  }

  it('shows the timeline, payer, refunds and ledger entries of a payment to its merchant and admins only', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie, { email: 'jane@example.com', locale: 'en' });
    await refund(t.app, sme.cookie, paymentId, { amount: 1_000, reason: 'duplicate' });
    const detail = await detailOf(sme.cookie, paymentId);
    expect(detail.payer).toEqual({ name: 'Jane Doe', email: 'jane@example.com', locale: 'en' });
    expect(detail.timeline.map((e: { type: string }) => e.type)).toEqual([
      'created',
      'succeeded',
      'refund_created',
      'refund_succeeded',
    ]);
    expect(detail.refunds).toHaveLength(1);
    expect(detail.webhookDeliveries).toEqual([]);
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
    expect(await detailForOthers(paymentId)).toMatchObject({
      merchantId: sme.merchantId,
      refunds: [{ amount: 1_000 }],
    });
  });

  it('shows the 3-D Secure challenge and how it ended on the timeline', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const passed = await challengedPayment(sme.cookie, '4000 0027 6000 3184', 'complete');
    expect(typesOf(await detailOf(sme.cookie, passed))).toEqual([
      'created',
      'three_ds_challenge',
      'three_ds_passed',
      'succeeded',
    ]);
    const failed = await challengedPayment(sme.cookie, '4000 0027 6000 3184', 'fail');
    expect(typesOf(await detailOf(sme.cookie, failed))).toEqual([
      'created',
      'three_ds_challenge',
      'three_ds_failed',
      'failed',
    ]);
    // The bank lets the payer through, then the acquirer declines the card.
    const declined = await challengedPayment(sme.cookie, '4000 0084 0000 1629', 'complete');
    expect(typesOf(await detailOf(sme.cookie, declined))).toEqual([
      'created',
      'three_ds_challenge',
      'three_ds_passed',
      'failed',
    ]);
    const plain = await paidPayment(t.app, sme.cookie);
    expect(typesOf(await detailOf(sme.cookie, plain))).toEqual(['created', 'succeeded']);
  });

  it("lists the webhook deliveries of the payment and its refunds with their last answer, to the payment's merchant and admins", async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, sme.cookie, {
      url: receiver.url,
      events: ['payment.succeeded', 'refund.created', 'refund.succeeded'],
    });
    const paymentId = await paidPayment(t.app, sme.cookie);
    const unrelated = await paidPayment(t.app, sme.cookie);
    await refund(t.app, sme.cookie, paymentId, { amount: 500, reason: 'duplicate' });
    receiver.respond((_request, response) => {
      response.writeHead(202).end('ok');
    });
    while ((await deliverDueWebhooks(t.app.ctx, { random: () => 0.5 })) > 0);

    const detail = await detailOf(sme.cookie, paymentId);
    const deliveries = detail.webhookDeliveries as { eventType: string }[];
    expect(deliveries.map((d) => d.eventType).sort()).toEqual([
      'payment.succeeded',
      'refund.created',
      'refund.succeeded',
    ]);
    for (const delivery of deliveries)
      expect(delivery).toMatchObject({
        endpointId: endpoint.id,
        endpointUrl: receiver.url,
        status: 'succeeded',
        attempts: 1,
        lastStatusCode: 202,
        lastAttemptAt: expect.any(String),
      });
    expect((await detailOf(sme.cookie, unrelated)).webhookDeliveries).toHaveLength(1);
    expect((await detailForOthers(paymentId)).webhookDeliveries).toHaveLength(3);
  });
});
