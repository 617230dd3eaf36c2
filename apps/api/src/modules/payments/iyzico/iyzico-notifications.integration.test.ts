import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant } from '../../../../test/factories.ts';
import { contractSuccessCard } from '../../../../test/iyzico-contract/cards.ts';
import { iyzicoCheckout, payerBillingAddress } from '../../../../test/iyzico-contract/checkout.ts';
import type { ContractNotification } from '../../../../test/iyzico-contract/notifications.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import { testClock } from '../../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { events } from '../../../db/schema/events.ts';
import { reconcilePayments } from '../reconciler.ts';
import { createIyzicoProvider } from './iyzico-provider.ts';

/**
 * iyzico's notifications (row N1 of docs/acquirers.md) through the whole app, with the Checkout
 * Form (the product's card entry): a genuine one hands the payment it names to the reconciler,
 * which asks iyzico; a missing or wrong signature answers 401 and changes nothing.
 */
const RETRIEVE = '/payment/iyzipos/checkoutform/auth/ecom/detail';
const NOTIFICATIONS = '/api/public/iyzico/notifications';

let server: ContractServer;
let t: TestApp;
let checkout: ReturnType<typeof iyzicoCheckout>;
const logs: string[] = [];
const clock = testClock();

beforeAll(async () => {
  server = await startContractServer();
  t = await createTestApp({
    clock,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => logs.push(line) },
    provider: () =>
      createIyzicoProvider({
        apiKey: server.apiKey,
        secretKey: server.secretKey,
        baseUrl: server.url,
        timeoutMs: 1_000,
        cardEntry: 'checkout_form',
      }),
  });
  checkout = iyzicoCheckout(t, server);
});

afterAll(async () => {
  await t.close();
  await server.close();
});

/** A payer who paid on iyzico's page; unless `cameBack`, the browser never brought the token to us. */
async function paidOnPage(options: { cameBack?: boolean; fraudStatus?: 0 } = {}) {
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const link = await createLink(t.app, sme.cookie, { amount: 4_990, currency: 'EUR' });
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/public/links/${link.code}/payments`,
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
    payload: {
      cardholderName: 'Jane Doe',
      email: 'jane@example.com',
      payer: { billingAddress: payerBillingAddress },
    },
  });
  const paymentId = started.json().paymentId as string;
  const token = new URL(String(started.json().action?.url)).searchParams.get('token') ?? '';
  const page = server.payOnCheckoutForm(token, contractSuccessCard);
  if (page.kind !== 'callback') throw new Error(`the page refused the card: ${JSON.stringify(page)}`);
  const iyzicoPaymentId = String(server.notificationOf({ token }).payload.iyziPaymentId);
  if (options.fraudStatus === 0) server.setFraudStatus(iyzicoPaymentId, 0);
  if (options.cameBack) {
    const back = await checkout.postBankCallback(page.callbackUrl, page.fields);
    expect(back.statusCode).toBe(303);
  }
  return { paymentId, token, iyzicoPaymentId };
}

function deliver(
  notification: ContractNotification,
  payload: Record<string, unknown> = notification.payload,
) {
  return t.app.inject({ method: 'POST', url: NOTIFICATIONS, headers: notification.headers, payload });
}

const retrievals = () => server.calls.filter((call) => call.path === RETRIEVE).length;

async function eventsOf(paymentId: string) {
  const rows = await t.database.db.select().from(events);
  return rows.filter((row) => JSON.stringify(row.data).includes(paymentId));
}

describe("iyzico's notifications (X-IYZ-SIGNATURE-V3)", () => {
  it('a genuine one hands the payment it names to the reconciler, which asks iyzico', async () => {
    const { paymentId, token } = await paidOnPage();
    const before = await checkout.paymentRow(paymentId);
    expect(before?.status).toBe('requires_action');
    // Not due yet: without the notification the reconciler would not ask before the page expires.
    expect(await reconcilePayments(t.app.ctx)).toBe(0);

    const response = await deliver(server.notificationOf({ token }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    // The notification's SUCCESS is not taken: only the reconciler's answer from iyzico is.
    expect((await checkout.paymentRow(paymentId))?.status).toBe('requires_action');

    const asked = retrievals();
    await reconcilePayments(t.app.ctx);
    expect(retrievals()).toBe(asked + 1);
    expect(await checkout.paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      cardLast4: contractSuccessCard.slice(-4),
    });
    expect(await checkout.ledgerOf(paymentId)).toHaveLength(1);
    const received = logs.filter((line) => line.includes('"event":"acquirer_notification"'));
    expect(received.some((line) => line.includes(paymentId))).toBe(true);
  });

  it('a missing, wrong or changed signature answers 401, is logged without secrets and changes nothing', async () => {
    const { paymentId, token } = await paidOnPage();
    const other = await paidOnPage();
    const before = await checkout.paymentRow(paymentId);
    const genuine = server.notificationOf({ token });
    const attempts = [
      server.notificationOf({ token }, { signature: 'missing' }),
      server.notificationOf({ token }, { signature: 'wrong_key' }),
      // A genuine signature over a body changed to name another payment of ours.
      { ...genuine, payload: { ...genuine.payload, paymentConversationId: other.paymentId } },
    ];
    const refusedBefore = logs.filter((line) => line.includes('acquirer_notification_refused')).length;
    for (const attempt of attempts) {
      const response = await deliver(attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
    expect(await checkout.paymentRow(paymentId)).toEqual(before);
    const asked = retrievals();
    expect(await reconcilePayments(t.app.ctx)).toBe(0);
    expect(retrievals()).toBe(asked);

    const refused = logs.filter((line) => line.includes('acquirer_notification_refused'));
    expect(refused).toHaveLength(refusedBefore + 3);
    expect(refused.at(-3)).toContain('no X-IYZ-SIGNATURE-V3 header');
    expect(refused.at(-1)).toContain('does not match');
    const signature = genuine.headers['X-Iyz-Signature-V3'] ?? '';
    expect(signature).not.toBe('');
    expect(logs.join('\n')).not.toContain(signature);
    expect(logs.join('\n')).not.toContain(server.secretKey);
  });

  it("settles a payment under iyzico's fraud review (fraudStatus 0) when the review's notification comes, once", async () => {
    const { paymentId, token, iyzicoPaymentId } = await paidOnPage({ cameBack: true, fraudStatus: 0 });
    // The callback's answer settled nothing: the payment waits for the reconciler.
    expect(await checkout.paymentRow(paymentId)).toMatchObject({
      status: 'requires_action',
      providerAnswer: 'fraudStatus 0 (under fraud review)',
    });
    expect(await reconcilePayments(t.app.ctx)).toBe(0);

    // Still under review: the notification's status says SUCCESS, iyzico's record is asked and
    // settles nothing yet.
    expect((await deliver(server.notificationOf({ token }))).statusCode).toBe(200);
    await reconcilePayments(t.app.ctx);
    expect(await checkout.paymentRow(paymentId)).toMatchObject({
      status: 'requires_action',
      reconcileAttempts: 1,
    });

    server.setFraudStatus(iyzicoPaymentId, 1);
    const reviewed = server.notificationOf({ token });
    expect((await deliver(reviewed)).statusCode).toBe(200);
    await reconcilePayments(t.app.ctx);
    const settled = await checkout.paymentRow(paymentId);
    expect(settled?.status).toBe('succeeded');
    const ledger = await checkout.ledgerOf(paymentId);
    const published = await eventsOf(paymentId);
    expect(ledger).toHaveLength(1);

    // iyzico sends it again (say, our answer was lost): nothing changes a second time.
    const asked = retrievals();
    for (let again = 0; again < 2; again++) expect((await deliver(reviewed)).statusCode).toBe(200);
    expect(await reconcilePayments(t.app.ctx)).toBe(0);
    expect(retrievals()).toBe(asked);
    expect(await checkout.paymentRow(paymentId)).toEqual(settled);
    expect(await checkout.ledgerOf(paymentId)).toEqual(ledger);
    expect(await eventsOf(paymentId)).toEqual(published);
  });

  it("ends a refused review as iyzico's record says, whatever the notification's status", async () => {
    const { paymentId, token, iyzicoPaymentId } = await paidOnPage({ cameBack: true, fraudStatus: 0 });
    const notification = server.notificationOf({ token });
    expect(notification.payload.status).toBe('SUCCESS');
    server.setFraudStatus(iyzicoPaymentId, -1);
    expect((await deliver(notification)).statusCode).toBe(200);
    await reconcilePayments(t.app.ctx);
    expect(await checkout.paymentRow(paymentId)).toMatchObject({
      status: 'failed',
      declineCode: 'fraud_suspected',
    });
    expect(await checkout.ledgerOf(paymentId)).toHaveLength(0);
  });

  it('leaves a payment already settled alone, and refuses a malformed or oversized body', async () => {
    const { paymentId, token } = await paidOnPage({ cameBack: true });
    const settled = await checkout.paymentRow(paymentId);
    expect(settled?.status).toBe('succeeded');
    const notification = server.notificationOf({ token });
    const asked = retrievals();
    expect((await deliver(notification)).statusCode).toBe(200);
    expect(await reconcilePayments(t.app.ctx)).toBe(0);
    expect(retrievals()).toBe(asked);
    expect(await checkout.paymentRow(paymentId)).toEqual(settled);

    const { iyziEventType: _, ...noType } = notification.payload;
    expect((await deliver(notification, noType)).statusCode).toBe(400);
    const huge = { ...notification.payload, padding: 'x'.repeat(10_000) };
    expect((await deliver(notification, huge)).statusCode).toBe(413);
  });

  // Last: it moves the clock on, making every waiting payment of this file due.
  it('A35 the other way: a review ended without a notification we can read is settled by the reconciler on its own', async () => {
    const { paymentId, token, iyzicoPaymentId } = await paidOnPage({ cameBack: true, fraudStatus: 0 });
    server.setFraudStatus(iyzicoPaymentId, 1);
    // A body in a format we do not read (iyzico's fraud notification service is not documented).
    const unreadable = server.notificationOf({ token });
    const { paymentConversationId: _, ...body } = unreadable.payload;
    expect((await deliver(unreadable, body)).statusCode).toBe(400);
    await reconcilePayments(t.app.ctx);
    expect((await checkout.paymentRow(paymentId))?.status).toBe('requires_action');
    clock.advance(10 * 60_000);
    await reconcilePayments(t.app.ctx);
    expect((await checkout.paymentRow(paymentId))?.status).toBe('succeeded');
  });
});

describe('the notification route on another acquirer', () => {
  it('is rate-limited per address, and answers 404 when the acquirer sends no notifications', async () => {
    const sandbox = await createTestApp({ env: { ACQUIRER_NOTIFICATION_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const post = () =>
        sandbox.app.inject({
          method: 'POST',
          url: NOTIFICATIONS,
          payload: { iyziEventType: 'CHECKOUT_FORM_AUTH', paymentConversationId: 'pay_x', status: 'SUCCESS' },
        });
      expect((await post()).statusCode).toBe(404);
      expect((await post()).statusCode).toBe(404);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await sandbox.close();
    }
  });
});
