import { randomBytes } from 'node:crypto';
import { computeFee } from '@kopru/domain/fees';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKycApprovedMerchant, createLink } from '../../../test/factories.ts';
import { iyzicoCheckout, payerBillingAddress } from '../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../test/iyzico-contract/server.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { payments } from '../../db/schema/payments.ts';
import { subMerchants } from '../../db/schema/sub-merchants.ts';
import { reconcilePayments } from '../payments/reconciler.ts';
import { syncSubMerchants } from './sync.ts';

/**
 * Marketplace payments (decision 011) on a marketplace account of the contract server: every
 * basket item names the merchant's sub-merchant and its share, the amount less the platform's fee.
 */
const clock = testClock(new Date('2026-11-02T09:00:00Z'));
let server: ContractServer;
let t: TestApp;
let checkout: ReturnType<typeof iyzicoCheckout>;

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
      // The rolling reserve's own item has its tests (reserve-release.integration.test.ts).
      RESERVE_PERCENT: '0',
      PAYMENT_RECONCILE_AFTER_SECONDS: '60',
    },
  });
  checkout = iyzicoCheckout(t, server);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

async function registeredMerchant() {
  const sme = await createKycApprovedMerchant(t.app, t.database.db, {}, { taxOffice: 'Kadıköy' });
  await syncSubMerchants(t.app.ctx);
  const [row] = await t.database.db
    .select()
    .from(subMerchants)
    .where(eq(subMerchants.merchantId, sme.merchantId));
  if (!row?.subMerchantKey) throw new Error('sub-merchant not registered');
  return { sme, key: row.subMerchantKey };
}

const INITIALIZE = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const CROSS_BORDER_CARD = '5400010000000004';

/** The payer starts paying: our checkout hands the card step to iyzico's Checkout Form page. */
async function startPayment(cookie: string, amount: number, currency: 'EUR' | 'USD' | 'GBP' = 'EUR') {
  const link = await createLink(t.app, cookie, { amount, currency });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/links/${link.code}/payments`,
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
    payload: {
      cardholderName: 'Jane Doe',
      email: 'jane@example.com',
      payer: { billingAddress: payerBillingAddress },
    },
  });
  const body = response.json();
  const sent = server.calls.findLast(
    (c) => c.path === INITIALIZE && c.body.conversationId === body.paymentId,
  )?.body;
  const token = new URL(String(body.action?.url ?? 'http://x')).searchParams.get('token') ?? '';
  return { response, sent, token, paymentId: body.paymentId as string };
}

/** The payer pays on iyzico's page, which posts the token back to us. */
async function payOnPage(token: string) {
  const page = server.payOnCheckoutForm(token, CROSS_BORDER_CARD);
  if (page.kind !== 'callback') throw new Error(`page answered ${page.kind}`);
  return checkout.postBankCallback(page.callbackUrl, page.fields);
}

const itemOf = async (paymentId: string) =>
  (await t.database.db.select().from(marketplaceItems).where(eq(marketplaceItems.paymentId, paymentId)))[0];
const paymentOf = async (paymentId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0];

describe('marketplace payments', () => {
  it('splits the item between the sub-merchant and the commission, summing to the price', async () => {
    const { sme, key } = await registeredMerchant();
    const started = await startPayment(sme.cookie, 10_000);
    // 100.00 EUR: the fee is 3.20 (2.9% + 0.30), the sub-merchant's share 96.80.
    expect(started.sent).toMatchObject({ price: '100.0', paidPrice: '100.0' });
    expect(started.sent?.basketItems).toEqual([
      expect.objectContaining({
        id: started.paymentId,
        price: '100.0',
        subMerchantKey: key,
        subMerchantPrice: '96.8',
      }),
    ]);
    expect((await payOnPage(started.token)).statusCode).toBe(303);

    const payment = await paymentOf(started.paymentId);
    const item = await itemOf(started.paymentId);
    expect(payment).toMatchObject({ status: 'succeeded', amount: 10_000, fee: 320, net: 9_680 });
    expect(item).toMatchObject({
      merchantId: sme.merchantId,
      subMerchantKey: key,
      price: 10_000,
      subMerchantPrice: 9_680,
      currency: 'EUR',
    });
    expect((item?.subMerchantPrice ?? 0) + (payment?.fee ?? 0)).toBe(payment?.amount);
    expect(item?.paymentTransactionId).toMatch(/^\d+$/);
    expect(item?.chargedAt).not.toBeNull();
  });

  it.each([
    [499, 'EUR'],
    [1_000_000_00, 'USD'],
    [1_555, 'GBP'],
  ] as const)('the share and the fee add up to %i %s', async (amount, currency) => {
    const { sme } = await registeredMerchant();
    const started = await startPayment(sme.cookie, amount, currency);
    expect(started.response.statusCode).toBe(200);
    const [basketItem] = (started.sent?.basketItems ?? []) as { price: string; subMerchantPrice: string }[];
    const item = await itemOf(started.paymentId);
    expect(Math.round(Number(basketItem?.subMerchantPrice) * 100)).toBe(item?.subMerchantPrice);
    expect(Math.round(Number(basketItem?.price) * 100)).toBe(amount);
    expect((item?.subMerchantPrice ?? 0) + computeFee(amount).fee).toBe(amount);
  });

  it('a lost answer about the page: the reconciler records the charge with its item id', async () => {
    const { sme } = await registeredMerchant();
    const started = await startPayment(sme.cookie, 2_500);
    server.dropNextAnswer('/payment/iyzipos/checkoutform/auth/ecom/detail');
    await payOnPage(started.token);
    expect((await itemOf(started.paymentId))?.paymentTransactionId).toBeNull();
    clock.advance(40 * 60_000);
    await reconcilePayments(t.app.ctx);
    expect((await paymentOf(started.paymentId))?.status).toBe('succeeded');
    expect((await itemOf(started.paymentId))?.paymentTransactionId).toMatch(/^\d+$/);
  });

  it('a merchant iyzico has not registered cannot be paid: nothing is charged or recorded', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db, {}, { taxOffice: 'Kadıköy' });
    const before = server.calls.length;
    const started = await startPayment(sme.cookie, 4_990);
    expect(started.response.statusCode).toBe(409);
    expect(started.response.json().error.code).toBe('merchant_not_ready');
    expect(server.calls.slice(before).some((c) => c.path.startsWith('/payment'))).toBe(false);
    const rows = await t.database.db.select().from(payments).where(eq(payments.merchantId, sme.merchantId));
    expect(rows).toHaveLength(0);
  });

  it('a merchant iyzico refused cannot be paid either, and the payer is not told to try again later', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db, {}, { taxOffice: 'Kadıköy' });
    server.refuseNextSubMerchant('2005', 'IBAN hesap sahibi ile uyuşmuyor');
    // Only this merchant's registration: another test's may be due too.
    await syncSubMerchants(t.app.ctx, 1, undefined, sme.merchantId);
    const started = await startPayment(sme.cookie, 4_990);
    expect(started.response.statusCode).toBe(409);
    expect(started.response.json().error.code).toBe('merchant_cannot_take_payments');
    const rows = await t.database.db.select().from(payments).where(eq(payments.merchantId, sme.merchantId));
    expect(rows).toHaveLength(0);
  });
});
