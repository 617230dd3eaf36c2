import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createLink, createVerifiedMerchant, testCard } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { payments } from '../../db/schema/payments.ts';

const clock = testClock(new Date('2026-11-26T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { CHECKOUT_ORIGIN: 'https://pay.example.com' } });
});
afterAll(async () => {
  await t.close();
});

const address = { line1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE' };

function pay(code: string, order: Record<string, unknown> = {}, card: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/links/${code}/payments`,
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
    payload: { ...testCard, ...card, ...order },
  });
}

function create(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/merchant/payment-links',
    headers: { cookie },
    payload: { productName: 'Kilim', amount: 10_000, ...payload },
  });
}

function patch(cookie: string, id: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/merchant/payment-links/${id}`,
    headers: { cookie },
    payload,
  });
}

function list(cookie: string, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/merchant/payment-links?${query}`, headers: { cookie } });
}

const publicLink = (code: string) => t.app.inject({ method: 'GET', url: `/api/public/links/${code}` });

describe('payment link options', () => {
  it('creates a link with every option and shows them to the merchant and the payer', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const response = await create(sme.cookie, {
      amount: 2_500,
      customAmount: { minimum: 1_000, maximum: 50_000 },
      maxQuantity: 5,
      expiresAt: '2026-12-31T21:00:00Z',
      maxPayments: 10,
      collect: ['taxId', 'name', 'billingAddress'],
      redirectUrl: 'https://shop.example.com/thanks?order=7',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      customAmount: { minimum: 1_000, maximum: 50_000 },
      maxQuantity: 5,
      expiresAt: '2026-12-31T21:00:00.000Z',
      maxPayments: 10,
      collect: ['name', 'billingAddress', 'taxId'],
      successMessage: null,
      redirectUrl: 'https://shop.example.com/thanks?order=7',
      status: 'active',
    });
    const shown = (await publicLink(response.json().code)).json();
    expect(shown).toMatchObject({
      amount: 2_500,
      customAmount: { minimum: 1_000, maximum: 50_000 },
      maxQuantity: 5,
      collect: ['name', 'billingAddress', 'taxId'],
    });
    expect(shown).not.toHaveProperty('redirectUrl');
  });

  it('keeps a plain link as before: fixed amount, quantity 1, nothing collected', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie);
    const response = await pay(link.code, { amount: 1, quantity: 1 });
    expect(response.json()).toMatchObject({
      status: 'succeeded',
      amount: 10_000,
      quantity: 1,
      redirectUrl: null,
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.linkId, link.id));
    expect(row).toMatchObject({ amount: 10_000, quantity: 1, payerDetails: null });
  });

  it.each([
    ['customAmount.maximum', { customAmount: { minimum: 5_000, maximum: 1_000 } }, 'links.errors.rangeOrder'],
    ['amount', { customAmount: { minimum: 20_000, maximum: 30_000 } }, 'links.errors.suggestedOutside'],
    ['customAmount.minimum', { customAmount: { minimum: 50, maximum: 1_000 } }, 'links.errors.amountRange'],
    ['maxQuantity', { maxQuantity: 0 }, 'links.errors.maxQuantity'],
    ['maxQuantity', { maxQuantity: 101 }, 'links.errors.maxQuantity'],
    ['maxPayments', { maxPayments: 0 }, 'links.errors.maxPayments'],
    ['expiresAt', { expiresAt: 'tomorrow' }, 'links.errors.expiresAt'],
    ['expiresAt', { expiresAt: '2026-11-26T09:00:00Z' }, 'links.errors.expiresPast'],
    ['redirectUrl', { redirectUrl: 'http://shop.example.com/thanks' }, 'links.errors.redirectUrl'],
    ['redirectUrl', { redirectUrl: 'javascript:alert(1)' }, 'links.errors.redirectUrl'],
    ['redirectUrl', { redirectUrl: 'https://user:pw@shop.example.com/' }, 'links.errors.redirectUrl'],
    [
      'successMessage',
      { successMessage: 'Thanks!', redirectUrl: 'https://shop.example.com/' },
      'links.errors.messageWithRedirect',
    ],
  ])('refuses a bad %s', async (path, overrides, message) => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const response = await create(sme.cookie, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toContainEqual({ path, message });
  });

  it('refuses a field to collect it does not know', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    expect((await create(sme.cookie, { collect: ['passport'] })).statusCode).toBe(400);
  });

  it('edits options, removes them with null, and checks the link as a whole', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 2_000 });
    const edited = await patch(sme.cookie, link.id, {
      productName: 'Kilim, red',
      customAmount: { minimum: 1_000, maximum: 5_000 },
      maxQuantity: 3,
      successMessage: 'We ship within 2 days.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      productName: 'Kilim, red',
      customAmount: { minimum: 1_000, maximum: 5_000 },
      maxQuantity: 3,
      successMessage: 'We ship within 2 days.',
    });
    const outside = await patch(sme.cookie, link.id, { amount: 9_000 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.details.issues).toContainEqual({
      path: 'amount',
      message: 'links.errors.suggestedOutside',
    });
    const redirectToo = await patch(sme.cookie, link.id, { redirectUrl: 'https://shop.example.com/' });
    expect(redirectToo.json().error.details.issues).toContainEqual({
      path: 'successMessage',
      message: 'links.errors.messageWithRedirect',
    });
    const cleared = await patch(sme.cookie, link.id, {
      customAmount: null,
      maxQuantity: 1,
      successMessage: null,
      redirectUrl: 'https://shop.example.com/',
    });
    expect(cleared.json()).toMatchObject({
      amount: 2_000,
      customAmount: null,
      maxQuantity: 1,
      successMessage: null,
      redirectUrl: 'https://shop.example.com/',
    });
  });

  it('filters the list by status and searches it', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const active = await createLink(t.app, sme.cookie, { productName: 'Çay bardağı' });
    const inactive = await createLink(t.app, sme.cookie, { productName: 'Copper pot' });
    await patch(sme.cookie, inactive.id, { active: false });
    const soldOut = await createLink(t.app, sme.cookie, { productName: 'Last rug', maxPayments: 1 });
    expect((await pay(soldOut.code)).json().status).toBe('succeeded');
    const expiring = await createLink(t.app, sme.cookie, {
      productName: 'Early bird ticket',
      expiresAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    clock.advance(120_000);
    const ids = async (query: string) =>
      (await list(sme.cookie, query)).json().data.map((link: { id: string }) => link.id);
    expect(await ids('status=active')).toEqual([active.id]);
    expect(await ids('status=inactive')).toEqual([inactive.id]);
    expect(await ids('status=sold_out')).toEqual([soldOut.id]);
    expect(await ids('status=expired')).toEqual([expiring.id]);
    expect(await ids('q=cay')).toEqual([active.id]);
    expect(await ids(`q=${soldOut.code.toLowerCase()}`)).toEqual([soldOut.id]);
    expect(await ids('q=rug&status=active')).toEqual([]);
    const all = (await list(sme.cookie, '')).json().data;
    expect(all.map((link: { status: string }) => link.status)).toEqual([
      'expired',
      'sold_out',
      'inactive',
      'active',
    ]);
  });
});

describe('the checkout of a link with options', () => {
  it('charges the amount the payer chose times the quantity, computed on the server', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, {
      amount: 2_000,
      customAmount: { minimum: 1_000, maximum: 5_000 },
      maxQuantity: 3,
    });
    const response = await pay(link.code, { amount: 4_250, quantity: 2, total: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'succeeded', amount: 8_500, quantity: 2 });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.linkId, link.id));
    expect(row).toMatchObject({ amount: 8_500, quantity: 2, fee: 277, net: 8_223 });
  });

  it.each([
    ['amount', { amount: 999, quantity: 1 }, 'checkout.errors.amountRange'],
    ['amount', { amount: 5_001, quantity: 1 }, 'checkout.errors.amountRange'],
    ['amount', { quantity: 1 }, 'validation.required'],
    ['quantity', { amount: 2_000, quantity: 4 }, 'checkout.errors.quantity'],
    ['quantity', { amount: 2_000, quantity: 0 }, 'checkout.errors.quantity'],
  ])('refuses a payment with a bad %s and charges nothing', async (path, order, message) => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, {
      amount: 2_000,
      customAmount: { minimum: 1_000, maximum: 5_000 },
      maxQuantity: 3,
    });
    const response = await pay(link.code, order);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toContainEqual({ path, message });
    expect(await t.database.db.select().from(payments).where(eq(payments.linkId, link.id))).toEqual([]);
  });

  it('refuses a quantity above 1 on a link whose quantity is fixed, and a total above the maximum charge', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const fixed = await createLink(t.app, sme.cookie);
    expect((await pay(fixed.code, { quantity: 2 })).json().error.details.issues).toContainEqual({
      path: 'quantity',
      message: 'checkout.errors.quantity',
    });
    const big = await createLink(t.app, sme.cookie, { amount: 60_000_000, maxQuantity: 2 });
    expect((await pay(big.code, { quantity: 2 })).json().error.details.issues).toContainEqual({
      path: 'quantity',
      message: 'checkout.errors.totalRange',
    });
  });

  it('requires the fields the link collects and stores what the payer gave', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, {
      collect: ['name', 'phone', 'billingAddress', 'shippingAddress', 'company', 'taxId'],
    });
    const missing = await pay(link.code, { payer: { name: 'Anna Schmidt', phone: '12' } });
    expect(missing.statusCode).toBe(400);
    const issues = missing.json().error.details.issues;
    expect(issues).toContainEqual({ path: 'payer.phone', message: 'checkout.errors.phone' });
    const paths = (await pay(link.code, { payer: { name: 'Anna' } })).json().error.details.issues;
    expect(paths.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'payer.billingAddress',
      'payer.phone',
      'payer.shippingAddress',
    ]);
    const badCountry = await pay(link.code, { payer: { billingAddress: { ...address, country: 'XX' } } });
    expect(badCountry.json().error.details.issues).toContainEqual({
      path: 'payer.billingAddress.country',
      message: 'checkout.errors.country',
    });
    const response = await pay(link.code, {
      payer: {
        name: ' Anna Schmidt ',
        phone: '+49 30 1234567',
        billingAddress: address,
        shippingAddress: { ...address, line2: 'Hinterhaus' },
        company: 'Schmidt GmbH',
        taxId: 'DE123456789',
      },
    });
    expect(response.json().status).toBe('succeeded');
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/merchant/payments/${response.json().paymentId}`,
        headers: { cookie: sme.cookie },
      })
    ).json();
    const stored = detail.payment?.payerDetails ?? detail.payerDetails;
    expect(stored).toEqual({
      name: 'Anna Schmidt',
      phone: '+49 30 1234567',
      company: 'Schmidt GmbH',
      taxId: 'DE123456789',
      billingAddress: { ...address, line2: null, region: null },
      shippingAddress: { ...address, line2: 'Hinterhaus', region: null },
    });
  });

  it('keeps only the fields the link collects, and lets the payer skip company and tax id', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { collect: ['name', 'company', 'taxId'] });
    const response = await pay(link.code, { payer: { name: 'Li Wei', phone: '+86 10 1234 5678' } });
    expect(response.json().status).toBe('succeeded');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.linkId, link.id));
    expect(row?.payerDetails).toEqual({
      name: 'Li Wei',
      phone: null,
      company: null,
      taxId: null,
      billingAddress: null,
      shippingAddress: null,
    });
  });

  it('shows not found once the link expired', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, {
      expiresAt: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect((await publicLink(link.code)).statusCode).toBe(200);
    clock.advance(3_600_000);
    expect((await publicLink(link.code)).statusCode).toBe(404);
    const response = await pay(link.code);
    expect(response.statusCode).toBe(404);
    expect(await t.database.db.select().from(payments).where(eq(payments.linkId, link.id))).toEqual([]);
  });

  it('shows not found once the maximum of successful payments is reached; a decline keeps its place free', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { maxPayments: 2 });
    expect((await pay(link.code, {}, { cardNumber: '4000 0000 0000 0002' })).json().status).toBe('failed');
    expect((await pay(link.code)).json().status).toBe('succeeded');
    expect((await publicLink(link.code)).statusCode).toBe(200);
    expect((await pay(link.code)).json().status).toBe('succeeded');
    expect((await publicLink(link.code)).statusCode).toBe(404);
    expect((await pay(link.code)).statusCode).toBe(404);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payment-links/${link.id}`,
      headers: { cookie: sme.cookie },
    });
    expect(shown.json()).toMatchObject({ status: 'sold_out', successfulPayments: 2, maxPayments: 2 });
  });

  it('sends the payer to the merchant’s https address with the payment id, or shows its message', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const redirecting = await createLink(t.app, sme.cookie, {
      redirectUrl: 'https://shop.example.com/done?o=7',
    });
    const paid = (await pay(redirecting.code)).json();
    expect(paid.redirectUrl).toBe(`https://shop.example.com/done?o=7&payment_id=${paid.paymentId}`);
    const polled = await t.app.inject({ method: 'GET', url: `/api/public/payments/${paid.paymentId}` });
    expect(polled.json().redirectUrl).toBe(paid.redirectUrl);
    const declined = (await pay(redirecting.code, {}, { cardNumber: '4000 0000 0000 0002' })).json();
    expect(declined.redirectUrl).toBeNull();
    const thanking = await createLink(t.app, sme.cookie, { successMessage: 'Thank you, we ship tomorrow.' });
    expect((await pay(thanking.code)).json()).toMatchObject({
      successMessage: 'Thank you, we ship tomorrow.',
      redirectUrl: null,
    });
  });
});

describe('/v1/payment_links with options', () => {
  it('creates, filters and edits links with options through a secret key', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const { secret } = await createApiKey(t.app, sme.cookie);
    const created = await v1(t.app, secret, {
      method: 'POST',
      url: '/v1/payment_links',
      payload: {
        productName: 'Donation',
        amount: 1_000,
        customAmount: { minimum: 500, maximum: 100_000 },
        collect: ['name'],
      },
    });
    expect(created.statusCode).toBe(201);
    const bad = await v1(t.app, secret, {
      method: 'POST',
      url: '/v1/payment_links',
      payload: { productName: 'x', amount: 1_000, redirectUrl: 'http://shop.example.com' },
    });
    expect(bad.json().error.details.issues).toContainEqual({
      path: 'redirectUrl',
      message: 'links.errors.redirectUrl',
    });
    const { id } = created.json();
    const edited = await v1(t.app, secret, {
      method: 'PATCH',
      url: `/v1/payment_links/${id}`,
      payload: { maxPayments: 1 },
    });
    expect(edited.json()).toMatchObject({ maxPayments: 1, status: 'active' });
    const listed = await v1(t.app, secret, { url: '/v1/payment_links?status=active&q=donat' });
    expect(listed.json().data.map((link: { id: string }) => link.id)).toEqual([id]);
  });
});

describe('export fields of a link', () => {
  it('stores the GTİP code as its 12 digits and the country of origin, TR by default', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const plain = await create(sme.cookie, {});
    expect(plain.json()).toMatchObject({ gtipCode: null, originCountry: 'TR' });
    const response = await create(sme.cookie, { gtipCode: '5701.10.90.00.19', originCountry: 'de' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ gtipCode: '570110900019', originCountry: 'DE' });
    const removed = await patch(sme.cookie, response.json().id, { gtipCode: null, originCountry: 'TR' });
    expect(removed.json()).toMatchObject({ gtipCode: null, originCountry: 'TR' });
  });

  it('refuses a GTİP code without 12 digits and an unknown country, on the portal and /v1', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const bad = await create(sme.cookie, { gtipCode: '5701.10', originCountry: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toEqual(
      expect.arrayContaining([
        { path: 'gtipCode', message: 'links.errors.gtip' },
        { path: 'originCountry', message: 'links.errors.originCountry' },
      ]),
    );
    const { secret } = await createApiKey(t.app, sme.cookie);
    const created = await v1(t.app, secret, {
      method: 'POST',
      url: '/v1/payment_links',
      payload: { productName: 'Kilim', amount: 1_000, gtipCode: '570110900019' },
    });
    expect(created.json()).toMatchObject({ gtipCode: '570110900019', originCountry: 'TR' });
    const refused = await v1(t.app, secret, {
      method: 'PATCH',
      url: `/v1/payment_links/${created.json().id}`,
      payload: { gtipCode: '57011090001A' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
