import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../../test/factories.ts';
import { contractSuccessCard } from '../../../../test/iyzico-contract/cards.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import { testClock } from '../../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { events } from '../../../db/schema/events.ts';
import { ledgerTransactions } from '../../../db/schema/ledger-transactions.ts';
import { payments } from '../../../db/schema/payments.ts';
import { reconcilePayments } from '../reconciler.ts';
import { createIyzicoProvider } from './iyzico-provider.ts';

/** The whole checkout on iyzico: the app, the adapter and the iyzipay client, our contract server as iyzico. */
let server: ContractServer;
let t: TestApp;
const clock = testClock();

beforeAll(async () => {
  server = await startContractServer();
  t = await createTestApp({
    clock,
    provider: () =>
      createIyzicoProvider({
        apiKey: server.apiKey,
        secretKey: server.secretKey,
        baseUrl: server.url,
        timeoutMs: 1_000,
      }),
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

async function startPayment(cardNumber = contractSuccessCard) {
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const link = await createLink(t.app, sme.cookie, { amount: 4_990, currency: 'EUR' });
  const response = await pay(t.app, link.code, { cardNumber, email: 'payer@example.com' });
  const body = response.json();
  const iyzicoPaymentId = /contract-bank\/(\d+)/.exec(body.action?.html ?? '')?.[1] ?? '';
  const sent = server.calls.findLast((c) => c.path === '/payment/3dsecure/initialize')?.body;
  return {
    link,
    body,
    paymentId: body.paymentId as string,
    iyzicoPaymentId,
    callbackUrl: String(sent?.callbackUrl),
  };
}

/** The bank's page posts the signed result to our callbackUrl from the payer's browser. */
function postBankCallback(callbackUrl: string, fields: Record<string, string>) {
  const url = new URL(callbackUrl);
  return t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://sandbox-api.iyzipay.com',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function paymentRow(id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

async function ledgerOf(id: string) {
  return t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.referenceId, id));
}

describe('checkout on iyzico (contract server)', () => {
  it('shows the bank form, takes the signed callback, records one success with its ledger and event', async () => {
    const { link, body, paymentId, iyzicoPaymentId, callbackUrl } = await startPayment();
    expect(body).toMatchObject({ status: 'requires_action', action: { type: 'html' } });
    expect(iyzicoPaymentId).not.toBe('');
    const callback = await postBankCallback(callbackUrl, server.bankCallback(iyzicoPaymentId));
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`http://localhost:3000/pay/${link.code}?payment=${paymentId}`);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      providerPaymentId: iyzicoPaymentId,
    });
    expect(await ledgerOf(paymentId)).toHaveLength(1);
    const rows = await t.database.db.select().from(events);
    const types = rows.filter((e) => (e.data as { id?: string }).id === paymentId).map((e) => e.type);
    expect(types.sort()).toEqual(['payment.requires_action', 'payment.succeeded']);
    expect(server.charges.get(paymentId)).toBe(1);
  });

  it('records a bank decline with its decline code and no ledger entry', async () => {
    const { paymentId, iyzicoPaymentId, callbackUrl } = await startPayment('4111111111111129');
    expect((await postBankCallback(callbackUrl, server.bankCallback(iyzicoPaymentId))).statusCode).toBe(303);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'failed',
      declineCode: 'insufficient_funds',
    });
    expect(await ledgerOf(paymentId)).toHaveLength(0);
  });

  it('refuses a forged callback: the payment is not paid and iyzico is never asked to charge', async () => {
    const { paymentId, iyzicoPaymentId, callbackUrl } = await startPayment();
    const genuine = server.bankCallback(iyzicoPaymentId, 'fail');
    const forged = { ...genuine, status: 'success', mdStatus: '1' };
    const response = await postBankCallback(callbackUrl, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payment_callback_rejected');
    expect((await paymentRow(paymentId))?.status).not.toBe('succeeded');
    expect(
      server.calls.some((c) => c.path === '/payment/3dsecure/auth' && c.body.conversationId === paymentId),
    ).toBe(false);
  });

  it('timeout: iyzico charged but its answer was lost; the reconciler retrieves the one charge', async () => {
    const { paymentId, iyzicoPaymentId, callbackUrl } = await startPayment();
    server.dropNextAnswer('/payment/3dsecure/auth');
    expect((await postBankCallback(callbackUrl, server.bankCallback(iyzicoPaymentId))).statusCode).toBe(303);
    expect((await paymentRow(paymentId))?.status).toBe('requires_action');
    expect(server.charges.get(paymentId)).toBe(1);

    clock.advance(t.app.ctx.env.THREE_DS_TIMEOUT_SECONDS * 1000 + 1_000);
    await reconcilePayments(t.app.ctx);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      providerPaymentId: iyzicoPaymentId,
    });
    expect(await ledgerOf(paymentId)).toHaveLength(1);
    expect(server.charges.get(paymentId)).toBe(1);
    expect(
      server.calls.filter((c) => c.path === '/payment/3dsecure/auth' && c.body.conversationId === paymentId),
    ).toHaveLength(1);
  });
});
