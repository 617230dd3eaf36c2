import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../../test/factories.ts';
import {
  iyzicoCheckout,
  iyzicoTestApp,
  payerBillingAddress,
} from '../../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../../test/iyzico-contract/server.ts';
import { testClock } from '../../../../test/payment-helpers.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { payments } from '../../../db/schema/payments.ts';

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
});
