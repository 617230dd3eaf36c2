import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../../test/factories.ts';
import { contractSuccessCard, crossBorderCards } from '../../../../test/iyzico-contract/cards.ts';
import {
  iyzicoCheckout,
  iyzicoTestApp,
  payerBillingAddress,
} from '../../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import { testClock } from '../../../../test/payment-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { payments } from '../../../db/schema/payments.ts';
import { reconcilePayments } from '../reconciler.ts';

/**
 * The checkout on iyzico with the card typed on iyzico's Checkout Form page (the default): our
 * API never receives a card number or CVC; the payer is sent to paymentPageUrl, iyzico posts the
 * token back, we read the result by the token. The contract server plays iyzico and its page.
 */
const INITIALIZE = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const RETRIEVE = '/payment/iyzipos/checkoutform/auth/ecom/detail';

function setUp(assumptions: Parameters<typeof startContractServer>[0] = {}) {
  const env = {} as { server: ContractServer; t: TestApp; checkout: ReturnType<typeof iyzicoCheckout> };
  const clock = testClock();
  beforeAll(async () => {
    env.server = await startContractServer(assumptions);
    env.t = await iyzicoTestApp(env.server, clock, 'checkout_form');
    env.checkout = iyzicoCheckout(env.t, env.server);
  });
  afterAll(async () => {
    await env.t.close();
    await env.server.close();
  });
  return { env, clock };
}

async function startOnPage(env: { server: ContractServer; t: TestApp }, locale: 'en' | 'tr' = 'en') {
  const { t, server } = env;
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const link = await createLink(t.app, sme.cookie, { amount: 4_990, currency: 'EUR' });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/links/${link.code}/payments`,
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
    payload: {
      cardholderName: 'Jane Doe',
      email: 'jane.doe@example.com',
      locale,
      payer: { billingAddress: payerBillingAddress },
    },
  });
  const body = response.json();
  const sent = server.calls.findLast(
    (c) => c.path === INITIALIZE && c.body.conversationId === body.paymentId,
  )?.body;
  const token = new URL(String(body.action?.url ?? 'http://x')).searchParams.get('token') ?? '';
  return { link, response, body, sent, token, paymentId: body.paymentId as string };
}

async function paymentRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

describe('card entry on iyzico Checkout Form page', () => {
  const { env, clock } = setUp();

  it("sends the payer to iyzico's page without any card, takes the token back and records the card iyzico reports", async () => {
    const { t, server, checkout } = env;
    const { link, response, body, sent, token, paymentId } = await startOnPage(env, 'tr');
    const opened = await t.app.inject({ method: 'GET', url: `/api/public/links/${link.code}` });
    expect(opened.json().cardEntry).toBe('acquirer_page');
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'requires_action', action: { type: 'redirect' } });
    expect(body.action.url).toBe(`${server.url}/contract-cpp?token=${token}&lang=tr`);
    // The request: the basket, the buyer, the payer's language, our callback; no card at all.
    expect(sent).toMatchObject({
      locale: 'tr',
      conversationId: paymentId,
      basketId: paymentId,
      price: '49.9',
      paidPrice: '49.9',
      currency: 'EUR',
      enabledInstallments: [1],
    });
    expect(sent).not.toHaveProperty('paymentCard');
    expect(String(sent?.callbackUrl)).toContain(`/api/public/payments/${paymentId}/3ds-callback?state=`);
    // The 3-D Secure step of our checkout is a redirect to iyzico's page.
    const step = await t.app.inject({ method: 'GET', url: `/api/public/payments/${paymentId}/3ds` });
    expect(step.statusCode).toBe(302);
    expect(step.headers.location).toBe(body.action.url);
    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'requires_action',
      providerToken: token,
      cardLast4: '',
      cardBrand: 'unknown',
    });

    const page = server.payOnCheckoutForm(token, crossBorderCards[0]);
    if (page.kind !== 'callback') throw new Error(`page answered ${page.kind}`);
    expect(page.callbackUrl).toBe(sent?.callbackUrl);
    const back = await checkout.postBankCallback(page.callbackUrl, page.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://localhost:3000/pay/${link.code}?payment=${paymentId}`);
    const row = await paymentRow(t, paymentId);
    expect(row).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '0007' });
    expect(row?.providerPaymentId).toMatch(/^\d+$/);
    expect(await checkout.ledgerOf(paymentId)).toHaveLength(1);
    expect(server.charges.get(paymentId)).toBe(1);
    // No card number anywhere in what we stored.
    expect(JSON.stringify(row)).not.toContain(crossBorderCards[0]);
  });

  it('refuses card fields when iyzico takes the card: nothing is stored and iyzico is not asked', async () => {
    const { t, server } = env;
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 1_000, currency: 'EUR' });
    const before = server.calls.length;
    const response = await pay(t.app, link.code, { cardNumber: contractSuccessCard });
    expect(response.statusCode).toBe(400);
    const issues = response.json().error.details.issues as { path: string; message: string }[];
    expect(issues.map((i) => i.path).sort()).toEqual(['cardNumber', 'cvc', 'expiry']);
    expect(issues.every((i) => i.message === 'checkout.errors.cardOnAcquirerPage')).toBe(true);
    expect(server.calls.length).toBe(before);
    const rows = await t.database.db.select().from(payments).where(eq(payments.linkId, link.id));
    expect(rows).toHaveLength(0);
  });

  it("refuses a callback carrying another payment's token", async () => {
    const { t, server, checkout } = env;
    const first = await startOnPage(env);
    const second = await startOnPage(env);
    const page = server.payOnCheckoutForm(second.token, contractSuccessCard);
    if (page.kind !== 'callback') throw new Error('no callback');
    const url = String(first.sent?.callbackUrl);
    const response = await checkout.postBankCallback(url, page.fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payment_callback_rejected');
    expect((await paymentRow(t, first.paymentId))?.status).toBe('requires_action');
  });

  it('a payer who paid but never came back: the reconciler reads the result by the token', async () => {
    const { t, server, checkout } = env;
    const { paymentId, token } = await startOnPage(env);
    expect(server.payOnCheckoutForm(token, crossBorderCards[1]).kind).toBe('callback');
    clock.advance(t.app.ctx.env.THREE_DS_TIMEOUT_SECONDS * 1000 + 1_000);
    await reconcilePayments(t.app.ctx);
    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'succeeded',
      cardBrand: 'mastercard',
      cardLast4: '0004',
    });
    expect(await checkout.ledgerOf(paymentId)).toHaveLength(1);
  });

  it("a page not paid is never given up while iyzico's page may still take the payment", async () => {
    const { t, server } = env;
    const { paymentId, token } = await startOnPage(env);
    // Past our own 3-D Secure time (20 min) but within the page's 30: still waiting.
    clock.advance(t.app.ctx.env.THREE_DS_TIMEOUT_SECONDS * 1000 + 1_000);
    await reconcilePayments(t.app.ctx);
    expect((await paymentRow(t, paymentId))?.status).toBe('requires_action');
    expect(server.calls.some((c) => c.path === RETRIEVE && c.body.token === token)).toBe(true);
    // The payer pays in the page's last minutes: the charge is recorded, never failed.
    clock.advance(8 * 60_000);
    expect(server.payOnCheckoutForm(token, contractSuccessCard).kind).toBe('callback');
    clock.advance(30 * 60_000);
    await reconcilePayments(t.app.ctx);
    expect((await paymentRow(t, paymentId))?.status).toBe('succeeded');
  });

  it('a page never paid ends as abandoned once it takes no more payments', async () => {
    const { t } = env;
    const { paymentId } = await startOnPage(env);
    clock.advance((30 + 5) * 60_000 + 1_000);
    await reconcilePayments(t.app.ctx);
    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'failed',
      declineCode: 'authentication_abandoned',
    });
  });

  it('an answer whose signature does not hold records nothing: the reconciler asks again', async () => {
    const { t, server, checkout } = env;
    const { paymentId, token } = await startOnPage(env);
    const page = server.payOnCheckoutForm(token, contractSuccessCard);
    if (page.kind !== 'callback') throw new Error('no callback');
    server.tamperNextAnswer(RETRIEVE);
    expect((await checkout.postBankCallback(page.callbackUrl, page.fields)).statusCode).toBe(303);
    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'requires_action',
      providerAnswer: 'answer refused: signature mismatch',
    });
    clock.advance(t.app.ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000 + 1_000);
    await reconcilePayments(t.app.ctx);
    expect((await paymentRow(t, paymentId))?.status).toBe('succeeded');
    expect(server.charges.get(paymentId)).toBe(1);
  });

  it('a refused card is shown on the page (A25 retry): nothing is posted to us', async () => {
    const { t, server } = env;
    const { paymentId, token } = await startOnPage(env);
    const page = server.payOnCheckoutForm(token, '4111111111111129');
    expect(page.kind).toBe('refused');
    expect((await paymentRow(t, paymentId))?.status).toBe('requires_action');
  });
});

describe('card entry on iyzico Checkout Form page, a refused card posted back (A25 callback)', () => {
  const { env } = setUp({ assumptions: { refusedCardOnPage: 'callback' } });

  it('records the decline iyzico reports, with no ledger entry', async () => {
    const { t, server, checkout } = env;
    const { paymentId, token } = await startOnPage(env);
    const page = server.payOnCheckoutForm(token, '4111111111111129');
    if (page.kind !== 'callback') throw new Error('no callback');
    expect((await checkout.postBankCallback(page.callbackUrl, page.fields)).statusCode).toBe(303);
    expect(await paymentRow(t, paymentId)).toMatchObject({
      status: 'failed',
      declineCode: 'insufficient_funds',
      cardLast4: '1129',
    });
    expect(await checkout.ledgerOf(paymentId)).toHaveLength(0);
  });
});
