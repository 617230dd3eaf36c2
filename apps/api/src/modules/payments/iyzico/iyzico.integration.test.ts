import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iyzicoCheckout, iyzicoTestApp } from '../../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import { testClock } from '../../../../test/payment-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { events } from '../../../db/schema/events.ts';
import { reconcilePayments } from '../reconciler.ts';

/** The whole checkout on iyzico: the app, the adapter and the iyzipay client, our contract server as iyzico. */
let server: ContractServer;
let t: TestApp;
let checkout: ReturnType<typeof iyzicoCheckout>;
const clock = testClock();

beforeAll(async () => {
  server = await startContractServer();
  t = await iyzicoTestApp(server, clock);
  checkout = iyzicoCheckout(t, server);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const startPayment = (card?: string) => checkout.startPayment(card);
const postBankCallback = (url: string, fields: Record<string, string>) =>
  checkout.postBankCallback(url, fields);
const paymentRow = (id: string) => checkout.paymentRow(id);
const ledgerOf = (id: string) => checkout.ledgerOf(id);

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
      server.calls.some((c) => c.path === '/payment/v2/3dsecure/auth' && c.body.conversationId === paymentId),
    ).toBe(false);
  });

  it('timeout: iyzico charged but its answer was lost; the reconciler retrieves the one charge', async () => {
    const { paymentId, iyzicoPaymentId, callbackUrl } = await startPayment();
    server.dropNextAnswer('/payment/v2/3dsecure/auth');
    expect((await postBankCallback(callbackUrl, server.bankCallback(iyzicoPaymentId))).statusCode).toBe(303);
    expect((await paymentRow(paymentId))?.status).toBe('requires_action');
    expect(server.charges.get(paymentId)).toBe(1);

    expect((await paymentRow(paymentId))?.providerAnswer).toBe('no answer in 1000 ms');
    // Asked soon, not when the challenge's time is up.
    clock.advance(t.app.ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000 + 1_000);
    await reconcilePayments(t.app.ctx);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      providerPaymentId: iyzicoPaymentId,
    });
    expect(await ledgerOf(paymentId)).toHaveLength(1);
    expect(server.charges.get(paymentId)).toBe(1);
    expect(
      server.calls.filter(
        (c) => c.path === '/payment/v2/3dsecure/auth' && c.body.conversationId === paymentId,
      ),
    ).toHaveLength(1);
  });
});
