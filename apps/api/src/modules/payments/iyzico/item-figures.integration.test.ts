import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink } from '../../../../test/factories.ts';
import {
  iyzicoCheckout,
  iyzicoTestApp,
  payerBillingAddress,
} from '../../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import { marketplaceMerchant } from '../../../../test/marketplace-helpers.ts';
import { testClock } from '../../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { acquirerItemFigures } from '../../../db/schema/acquirer-item-figures.ts';
import { reconcilePayments } from '../reconciler.ts';
import { recordOutcome } from '../record-outcome.ts';

/**
 * iyzico's figures of each item (contract row M10, assumption A33) stored from every kind of
 * payment answer: the Checkout Form's result after the callback, the reconciler's retrieve by the
 * page's token, and /payment/detail by paymentId; one row per item, a later answer overwriting.
 */
const clock = testClock(new Date('2026-12-07T10:00:00Z'));
const SIX_HOURS = 6 * 3_600_000;
/** The contract server charges at its own time: blockageResolvedDate is 8 days after it (A33). */
const resolvedDay = () => new Date(Date.now() + 3 * 3_600_000 + 8 * 86_400_000).toISOString().slice(0, 10);

const figuresOf = (t: TestApp, paymentId: string) =>
  t.database.db
    .select()
    .from(acquirerItemFigures)
    .where(eq(acquirerItemFigures.paymentId, paymentId))
    .orderBy(acquirerItemFigures.itemId);

/** A marketplace payment of 100.00 EUR started on iyzico's page; answers the page's token. */
async function startOnPage(t: TestApp, cookie: string) {
  const link = await createLink(t.app, cookie, { amount: 10_000, currency: 'EUR' });
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
  const body = started.json();
  return {
    paymentId: body.paymentId as string,
    token: new URL(String(body.action?.url)).searchParams.get('token') ?? '',
  };
}

describe('marketplace: the payment item and the reserve item (Checkout Form)', () => {
  let server: ContractServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startContractServer({ marketplace: true });
    t = await createTestApp({
      clock,
      env: {
        PAYMENT_PROVIDER: 'iyzico',
        IYZICO_API_KEY: server.apiKey,
        IYZICO_SECRET_KEY: server.secretKey,
        IYZICO_BASE_URL: server.url,
        IYZICO_TIMEOUT_MS: '1000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it("stores iyzico's figures of both items from the result read after the callback", async () => {
    const sme = await marketplaceMerchant(t);
    const { paymentId, token } = await startOnPage(t, sme.cookie);
    const page = server.payOnCheckoutForm(token, '5400010000000004');
    if (page.kind !== 'callback') throw new Error(page.kind);
    const callback = await iyzicoCheckout(t, server).postBankCallback(page.callbackUrl, page.fields);
    expect(callback.statusCode).toBe(303);
    const rows = await figuresOf(t, paymentId);
    // 100.00 EUR: our fee 3.20, the net 96.80 less the 10 % reserve: the item 90.32 with 87.12 the
    // sub-merchant's, the reserve item 9.68. iyzico (3.49 % + 0.25): 3.152168 and 0.25 on the
    // item, 0.337832 on the reserve; the sub-merchant paid in TRY at 48.5.
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      itemId: paymentId,
      merchantId: sme.merchantId,
      currency: 'EUR',
      commissionRateAmount: '315.216800',
      commissionFee: '25.000000',
      merchantPayoutAmount: '-20.216800',
      subMerchantPayoutAmount: '8712.000000',
      blockageRate: '0.00000000',
      blockageRateAmountMerchant: '0.000000',
      blockageRateAmountSubMerchant: '0.000000',
      blockageResolvedDate: resolvedDay(),
      blockageResolvedText: `${resolvedDay()} 00:00:00`,
      convertedCurrency: 'TRY',
      convertedRate: '48.50000000',
      convertedSubMerchantPayoutAmount: '422532.000000',
      convertedPaidPrice: '438052.000000',
    });
    expect(rows[1]).toMatchObject({
      itemId: `${paymentId}_reserve`,
      commissionRateAmount: '33.783200',
      commissionFee: '0.000000',
      merchantPayoutAmount: '-33.783200',
      subMerchantPayoutAmount: '968.000000',
    });
    expect(new Set(rows.map((row) => row.paymentTransactionId)).size).toBe(2);
    // The merchant's transaction: when we release each part, when iyzico pays, its rate and amount.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payments/${paymentId}/detail`,
      headers: { cookie: sme.cookie },
    });
    expect(detail.statusCode).toBe(200);
    const { availableAt } = detail.json().payment;
    expect(detail.json().acquirerPayout).toEqual([
      {
        item: 'payment',
        releaseAt: availableAt,
        releasedAt: null,
        blockageResolvedDate: resolvedDay(),
        amount: '8712',
        currency: 'EUR',
        converted: { currency: 'TRY', rate: '48.5', amount: '422532' },
      },
      {
        item: 'reserve',
        releaseAt: new Date(clock.now().getTime() + 120 * 86_400_000).toISOString(),
        releasedAt: null,
        blockageResolvedDate: resolvedDay(),
        amount: '968',
        currency: 'EUR',
        converted: { currency: 'TRY', rate: '48.5', amount: '46948' },
      },
    ]);
  });

  it('stores them from the reconciler reading the page by its token when the payer never came back', async () => {
    const sme = await marketplaceMerchant(t);
    const { paymentId, token } = await startOnPage(t, sme.cookie);
    expect(server.payOnCheckoutForm(token, '5400010000000004').kind).toBe('callback');
    expect(await figuresOf(t, paymentId)).toHaveLength(0);
    clock.advance(SIX_HOURS);
    await reconcilePayments(t.app.ctx);
    const rows = await figuresOf(t, paymentId);
    expect(rows.map((row) => row.itemId)).toEqual([paymentId, `${paymentId}_reserve`]);
    expect(rows[0]).toMatchObject({ commissionRateAmount: '315.216800', convertedCurrency: 'TRY' });
  });

  it('keeps one row per item and takes the figures of a later answer', async () => {
    const sme = await marketplaceMerchant(t);
    const { paymentId, token } = await startOnPage(t, sme.cookie);
    const page = server.payOnCheckoutForm(token, '5400010000000004');
    if (page.kind !== 'callback') throw new Error(page.kind);
    await iyzicoCheckout(t, server).postBankCallback(page.callbackUrl, page.fields);
    const [first] = await figuresOf(t, paymentId);
    if (!first) throw new Error('no figures');
    const figures = {
      commissionRateAmount: '300',
      commissionFee: '25',
      merchantPayoutAmount: '-5',
      subMerchantPayoutAmount: '8712',
      blockageRate: '2.5',
      blockageRateAmountMerchant: '0',
      blockageRateAmountSubMerchant: '217.8',
      blockageResolvedDate: '2027-01-04',
      blockageResolvedText: '2027-01-04 00:00:00',
      converted: null,
    };
    const later = {
      status: 'succeeded' as const,
      providerPaymentId: first.paymentTransactionId,
      items: [{ itemId: paymentId, paymentTransactionId: first.paymentTransactionId, figures }],
    };
    const payment = await recordOutcome(t.app.ctx, paymentId, later);
    await recordOutcome(t.app.ctx, paymentId, later);
    expect(payment.status).toBe('succeeded');
    const rows = await figuresOf(t, paymentId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      commissionRateAmount: '300.000000',
      blockageRate: '2.50000000',
      blockageRateAmountSubMerchant: '217.800000',
      blockageResolvedDate: '2027-01-04',
      convertedCurrency: null,
      convertedRate: null,
    });
  });
});

describe('platform mode: /payment/detail by paymentId (A33: blockageResolvedDate as ISO with a zone)', () => {
  let server: ContractServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startContractServer({ figures: { resolvedDateFormat: 'iso' } });
    t = await iyzicoTestApp(server, clock);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('stores the figures from the reconciler after the auth answer was lost', async () => {
    const checkout = iyzicoCheckout(t, server);
    const { paymentId, iyzicoPaymentId, callbackUrl } = await checkout.startPayment();
    server.dropNextAnswer('/payment/v2/3dsecure/auth');
    await checkout.postBankCallback(callbackUrl, server.bankCallback(iyzicoPaymentId));
    expect(await figuresOf(t, paymentId)).toHaveLength(0);
    clock.advance(SIX_HOURS);
    await reconcilePayments(t.app.ctx);
    expect(
      server.calls.some((c) => c.path === '/payment/detail' && c.body.paymentId === iyzicoPaymentId),
    ).toBe(true);
    const rows = await figuresOf(t, paymentId);
    // 49.90 EUR on the operator's account: 3.49 % is 1.74151, the fee 0.25, no sub-merchant.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      itemId: paymentId,
      commissionRateAmount: '174.151000',
      commissionFee: '25.000000',
      merchantPayoutAmount: '4790.849000',
      subMerchantPayoutAmount: '0.000000',
      blockageResolvedDate: resolvedDay(),
      convertedCurrency: 'TRY',
    });
    expect(rows[0]?.blockageResolvedText).toMatch(/T21:00:00Z$/);
  });
});
