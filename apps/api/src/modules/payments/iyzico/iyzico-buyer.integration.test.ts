import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createLink, createVerifiedMerchant, pay } from '../../../../test/factories.ts';
import { chargeInput, contractAddress } from '../../../../test/iyzico-contract/adapter.ts';
import { contractSuccessCard } from '../../../../test/iyzico-contract/cards.ts';
import {
  iyzicoCheckout,
  iyzicoTestApp,
  payerBillingAddress,
} from '../../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import { v1 } from '../../../../test/merchant-api.ts';
import { testClock } from '../../../../test/payment-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { payments } from '../../../db/schema/payments.ts';
import { createIyzicoClient } from './client.ts';
import { threeDsInitializeRequest } from './request.ts';

/** The buyer and basket iyzico requires (issue 35, part 4): what the payer gives reaches Init 3DS. */
let server: ContractServer;
let t: TestApp;
let checkout: ReturnType<typeof iyzicoCheckout>;

beforeAll(async () => {
  server = await startContractServer();
  t = await iyzicoTestApp(server, testClock());
  checkout = iyzicoCheckout(t, server);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const initializeOf = (paymentId: string) =>
  server.calls.findLast(
    (c) => c.path === '/payment/3dsecure/initialize' && c.body.conversationId === paymentId,
  )?.body;

describe('buyer data sent to iyzico', () => {
  it('the checkout asks every payer for a billing address with iyzico, whatever the link collects', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { currency: 'EUR', collect: ['name'] });
    const page = await t.app.inject({ method: 'GET', url: `/api/public/links/${link.code}` });
    expect(page.json().collect).toEqual(['name', 'billingAddress']);
  });

  it("sends the payer's country, city and address as buyer and billing address, in the payer's language", async () => {
    const { paymentId, body } = await checkout.startPayment(undefined, 4_990, undefined, {
      pay: { locale: 'tr', payer: { billingAddress: { ...payerBillingAddress, line2: 'Hinterhaus' } } },
    });
    expect(body.status).toBe('requires_action');
    const sent = initializeOf(paymentId);
    expect(sent).toMatchObject({
      locale: 'tr',
      buyer: {
        city: 'Berlin',
        country: 'Germany',
        registrationAddress: 'Torstraße 12, Hinterhaus, 10119',
        zipCode: '10119',
      },
      billingAddress: {
        contactName: 'Jane Doe',
        city: 'Berlin',
        country: 'Germany',
        address: 'Torstraße 12, Hinterhaus, 10119',
        zipCode: '10119',
      },
      basketItems: [{ itemType: 'VIRTUAL' }],
    });
    expect(sent?.shippingAddress).toBeUndefined();
    expect(JSON.stringify(sent)).not.toContain('Not collected');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.payerDetails?.billingAddress).toEqual({
      line1: 'Torstraße 12',
      line2: 'Hinterhaus',
      city: 'Berlin',
      postalCode: '10119',
      region: null,
      country: 'DE',
    });
  });

  it('an English payer gets locale en', async () => {
    const { paymentId } = await checkout.startPayment(undefined, 4_990, undefined, { pay: { locale: 'en' } });
    expect(initializeOf(paymentId)?.locale).toBe('en');
  });

  it('refuses a payment without the billing address or its country; iyzico is never asked', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { currency: 'EUR' });
    const before = server.calls.length;
    const none = await pay(t.app, link.code, { email: 'payer@example.com' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details.issues).toEqual([
      { path: 'payer.billingAddress', message: 'validation.required' },
    ]);
    const { country: _country, ...noCountry } = payerBillingAddress;
    const withoutCountry = await pay(t.app, link.code, {
      email: 'payer@example.com',
      payer: { billingAddress: noCountry },
    });
    expect(withoutCountry.statusCode).toBe(400);
    expect(JSON.stringify(withoutCountry.json().error.details)).toContain('checkout.errors.country');
    const noCity = await pay(t.app, link.code, {
      email: 'payer@example.com',
      payer: { billingAddress: { ...payerBillingAddress, city: ' ' } },
    });
    expect(noCity.statusCode).toBe(400);
    expect(server.calls.length).toBe(before);
    const rows = await t.database.db.select().from(payments).where(eq(payments.linkId, link.id));
    expect(rows).toHaveLength(0);
  });

  it('a link of physical goods asks for a shipping address and sends a PHYSICAL item with it', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { currency: 'EUR', physicalGoods: true });
    expect((link as { physicalGoods?: boolean }).physicalGoods).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/links/${link.code}` });
    expect(page.json().collect).toEqual(['billingAddress', 'shippingAddress']);

    const before = server.calls.length;
    const noShipping = await pay(t.app, link.code, {
      email: 'payer@example.com',
      payer: { billingAddress: payerBillingAddress },
    });
    expect(noShipping.statusCode).toBe(400);
    expect(noShipping.json().error.details.issues).toEqual([
      { path: 'payer.shippingAddress', message: 'validation.required' },
    ]);
    expect(server.calls.length).toBe(before);

    const shippingAddress = { line1: 'Rue de Rivoli 1', city: 'Paris', postalCode: '75001', country: 'FR' };
    const response = await pay(t.app, link.code, {
      cardNumber: contractSuccessCard,
      email: 'payer@example.com',
      payer: { billingAddress: payerBillingAddress, shippingAddress },
    });
    expect(response.json().status).toBe('requires_action');
    const sent = initializeOf(response.json().paymentId);
    expect(sent).toMatchObject({
      basketItems: [{ itemType: 'PHYSICAL', price: sent?.price }],
      shippingAddress: {
        contactName: 'Jane Doe',
        city: 'Paris',
        country: 'France',
        address: 'Rue de Rivoli 1, 75001',
        zipCode: '75001',
      },
      billingAddress: { city: 'Berlin', country: 'Germany' },
    });
  });

  it('/v1 creates and edits a link of physical goods; a value that is not true or false is refused', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const { secret } = await createApiKey(t.app, sme.cookie);
    const created = await v1(t.app, secret, {
      method: 'POST',
      url: '/v1/payment_links',
      payload: { productName: 'Kilim', amount: 12_000, currency: 'EUR', physicalGoods: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().physicalGoods).toBe(true);
    const plain = await v1(t.app, secret, {
      method: 'POST',
      url: '/v1/payment_links',
      payload: { productName: 'Lesson', amount: 12_000 },
    });
    expect(plain.json().physicalGoods).toBe(false);
    const off = await v1(t.app, secret, {
      method: 'PATCH',
      url: `/v1/payment_links/${created.json().id}`,
      payload: { physicalGoods: false },
    });
    expect(off.json().physicalGoods).toBe(false);
    const bad = await v1(t.app, secret, {
      method: 'PATCH',
      url: `/v1/payment_links/${created.json().id}`,
      payload: { physicalGoods: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toContainEqual({
      path: 'physicalGoods',
      message: 'links.errors.physicalGoods',
    });
  });

  it('the contract server, like Init 3DS, refuses a PHYSICAL item without a shipping address (row R8)', async () => {
    const call = createIyzicoClient({
      apiKey: server.apiKey,
      secretKey: server.secretKey,
      baseUrl: server.url,
      timeoutMs: 5_000,
    });
    const input = {
      ...chargeInput(),
      physicalGoods: true,
      payer: { ...chargeInput().payer, shippingAddress: contractAddress },
    };
    const body = threeDsInitializeRequest(input);
    const { shippingAddress: _left, ...withoutShipping } = body;
    expect(await call('threedsInitialize', 'create', withoutShipping)).toMatchObject({
      status: 'failure',
      errorCode: '11',
    });
    expect(await call('threedsInitialize', 'create', body)).toMatchObject({ status: 'success' });
    expect(() =>
      threeDsInitializeRequest({ ...input, payer: { ...input.payer, shippingAddress: null } }),
    ).toThrow();
  });
});
