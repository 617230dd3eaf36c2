import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, registerMerchant } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { events } from '../../db/schema/events.ts';
import { merchants } from '../../db/schema/merchants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_ORIGIN: 'https://pay.example.com' } });
});
afterAll(async () => {
  await t.close();
});

function create(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/merchant/payment-links', headers: { cookie }, payload });
}

describe('payment links', () => {
  it('creates an active link with a 6-character code and the checkout URL', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const response = await create(sme.cookie, {
      productName: 'Copper coffee pot',
      amount: 4_999,
      currency: 'EUR',
    });
    expect(response.statusCode).toBe(201);
    const link = response.json();
    expect(link).toMatchObject({
      productName: 'Copper coffee pot',
      amount: 4_999,
      currency: 'EUR',
      active: true,
      clickCount: 0,
      successfulPayments: 0,
      description: null,
    });
    expect(link.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(link.url).toBe(`https://pay.example.com/pay/${link.code}`);
    const [event] = await t.database.db.select().from(events).where(eq(events.type, 'payment_link.created'));
    expect(event?.merchantId).toBe(sme.merchantId);
  });

  it('defaults the currency to USD', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const response = await create(sme.cookie, { productName: 'Tea glasses', amount: 1_500 });
    expect(response.json().currency).toBe('USD');
  });

  it.each([
    ['productName', { productName: '  ' }, 'validation.required'],
    ['amount', { amount: 99 }, 'links.errors.amountRange'],
    ['amount', { amount: 100_000_001 }, 'links.errors.amountRange'],
    ['amount', { amount: 10.5 }, 'links.errors.amount'],
    ['currency', { currency: 'TRY' }, 'links.errors.currency'],
    ['description', { description: 'x'.repeat(501) }, 'validation.tooLong'],
  ])('refuses a bad %s', async (path, overrides, message) => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const response = await create(sme.cookie, {
      productName: 'Rug',
      amount: 1_000,
      currency: 'USD',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toContainEqual({ path, message });
  });

  it('answers 403 kyc_required to an unverified merchant on every link route', async () => {
    const sme = await registerMerchant(t.app);
    const requests = [
      { method: 'GET' as const, url: '/api/merchant/payment-links' },
      {
        method: 'POST' as const,
        url: '/api/merchant/payment-links',
        payload: { productName: 'x', amount: 1000 },
      },
      { method: 'GET' as const, url: '/api/merchant/payment-links/plink_x' },
      { method: 'PATCH' as const, url: '/api/merchant/payment-links/plink_x', payload: { active: false } },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: { cookie: sme.cookie } });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json().error.code).toBe('kyc_required');
    }
  });

  it('checks who is asking before what is asked: 401 and 403 come before body validation', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/payment-links',
      payload: { amount: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const sme = await registerMerchant(t.app);
    const unverified = await create(sme.cookie, { amount: 'x' });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.code).toBe('kyc_required');
  });

  it('hides one merchant’s links from another', async () => {
    const a = await createVerifiedMerchant(t.app, t.database.db);
    const b = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, a.cookie);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payment-links/${link.id}`,
      headers: { cookie: b.cookie },
    });
    expect(get.statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/merchant/payment-links/${link.id}`,
      headers: { cookie: b.cookie },
      payload: { active: false },
    });
    expect(patch.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payment-links',
      headers: { cookie: b.cookie },
    });
    expect(list.json().data).toEqual([]);
  });

  it('deactivates and reactivates a link; the checkout follows', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/merchant/payment-links/${link.id}`,
      headers: { cookie: sme.cookie },
      payload: { active: false },
    });
    expect(off.json().active).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/links/${link.code}` })).statusCode).toBe(
      404,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/merchant/payment-links/${link.id}`,
      headers: { cookie: sme.cookie },
      payload: { active: true },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/links/${link.code}` })).statusCode).toBe(
      200,
    );
  });

  it('lists links newest first with a stable cursor', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const created = [];
    for (let i = 0; i < 5; i++)
      created.push(await createLink(t.app, sme.cookie, { productName: `Item ${i}` }));
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payment-links?limit=2',
      headers: { cookie: sme.cookie },
    });
    expect(first.json().data.map((l: { productName: string }) => l.productName)).toEqual([
      'Item 4',
      'Item 3',
    ]);
    expect(first.json().has_more).toBe(true);
    await createLink(t.app, sme.cookie, { productName: 'Item 5' });
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payment-links?limit=2&starting_after=${first.json().data[1].id}`,
      headers: { cookie: sme.cookie },
    });
    expect(second.json().data.map((l: { productName: string }) => l.productName)).toEqual([
      'Item 2',
      'Item 1',
    ]);
  });

  it('shows the checkout the merchant’s real name and counts each visit', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db, { companyName: 'Mardin Sabun Evi' });
    const link = await createLink(t.app, sme.cookie);
    const visit = await t.app.inject({ method: 'GET', url: `/api/public/links/${link.code.toLowerCase()}` });
    expect(visit.json()).toMatchObject({
      merchantName: 'Mardin Sabun Evi',
      productName: 'Hand-woven kilim',
      amount: 10_000,
      sandbox: true,
    });
    await t.app.inject({ method: 'GET', url: `/api/public/links/${link.code}` });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/payment-links/${link.id}`,
      headers: { cookie: sme.cookie },
    });
    expect(after.json().clickCount).toBe(2);
  });

  it('shows not found for unknown codes and for links of suspended merchants', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public/links/ZZZZZZ' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/links/not-a-code' })).statusCode).toBe(404);
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie);
    await t.database.db
      .update(merchants)
      .set({ suspendedAt: new Date() })
      .where(eq(merchants.id, sme.merchantId ?? ''));
    expect((await t.app.inject({ method: 'GET', url: `/api/public/links/${link.code}` })).statusCode).toBe(
      404,
    );
  });
});
