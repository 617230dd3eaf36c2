import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, registerViaApi, uniqueEmail } from './fixtures.ts';
import { createLinkViaApi, submitKycViaApi, verifiedMerchantViaApi } from './merchants.ts';

/** What the accessibility sweep's screens show: every list with rows, every card filled. */
export interface SweepData {
  sme: { email: string; password: string };
  unverified: { email: string; password: string };
  merchantId: string;
  paymentId: string;
  disputedPaymentId: string;
  disputeId: string;
  payoutId: string;
  linkCode: string;
  receiptToken: string;
  webhookId: string;
}

async function pay(request: APIRequestContext, code: string, cardNumber: string) {
  const paid = await request.post(`/api/public/links/${code}/payments`, {
    headers: { 'idempotency-key': `sweep-${randomBytes(6).toString('hex')}` },
    data: {
      cardNumber,
      expiry: '12/30',
      cvc: '123',
      cardholderName: 'Jane Doe',
      email: 'jane.doe@example.com',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return (await paid.json()) as { paymentId: string; receiptToken: string };
}

async function post(request: APIRequestContext, url: string, data: object, status = 201) {
  const response = await request.post(url, {
    headers: { 'idempotency-key': `sweep-${randomBytes(6).toString('hex')}` },
    data,
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
  return response.json();
}

/**
 * A verified merchant with a link, a paid and partly refunded payment, a disputed payment, a
 * payout request, an API key, a webhook endpoint and a pending team invitation; and a merchant
 * whose KYC waits for review. Everything through the product's own API.
 */
export async function createSweepData(request: APIRequestContext, other: APIRequestContext, base: string) {
  const sme = await verifiedMerchantViaApi(request, base);
  const link = await createLinkViaApi(request, { productName: 'Kilim', amount: 4999, currency: 'USD' });
  const payment = await pay(request, link.code, '4242 4242 4242 4242');
  const disputed = await pay(request, link.code, '4000 0000 0000 0259');
  await post(request, `/api/merchant/payments/${payment.paymentId}/refunds`, {
    amount: 500,
    reason: 'requested_by_customer',
  });
  const session = (await (await request.get('/api/auth/session')).json()) as { merchant: { id: string } };
  const payout = (await post(request, '/api/merchant/payouts', { amount: 1000, currency: 'USD' })) as {
    id: string;
  };
  const webhook = (await post(request, '/api/merchant/webhooks', {
    url: 'http://127.0.0.1:9/hooks/kopru',
    events: ['payment.succeeded'],
  })) as { endpoint: { id: string } };
  await post(request, '/api/merchant/api-keys', { description: 'Shop backend' });
  await post(request, '/api/merchant/team/invitations', {
    email: uniqueEmail('accountant'),
    role: 'finance',
  });
  let disputeId = '';
  await expect(async () => {
    const disputes = (await (await request.get('/api/merchant/disputes')).json()) as {
      data: { id: string }[];
    };
    disputeId = disputes.data[0]?.id ?? '';
    expect(disputeId).not.toBe('');
  }).toPass({ timeout: 20_000 });

  const unverified = await registerViaApi(other);
  await submitKycViaApi(other);
  return {
    sme,
    unverified,
    merchantId: session.merchant.id,
    paymentId: payment.paymentId,
    disputedPaymentId: disputed.paymentId,
    disputeId,
    payoutId: payout.id,
    linkCode: link.code,
    receiptToken: payment.receiptToken,
    webhookId: webhook.endpoint.id,
  } satisfies SweepData;
}
