import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createVerifiedMerchant, registerMerchant } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { events } from '../../db/schema/events.ts';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.ts';
import { paymentLinks } from '../../db/schema/payment-links.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_ORIGIN: 'https://pay.example.com' } });
});
afterAll(async () => {
  await t.close();
});

const kilim = { productName: 'Hand-woven kilim', amount: 4_999, currency: 'EUR', description: 'Wool' };

/** A verified merchant with a secret key. */
async function merchantWithKey() {
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const { secret } = await createApiKey(t.app, sme.cookie);
  return { ...sme, secret };
}

function createLink(secret: string, payload: Record<string, unknown>, headers?: Record<string, string>) {
  return v1(t.app, secret, {
    method: 'POST',
    url: '/v1/payment_links',
    payload,
    ...(headers ? { headers } : {}),
  });
}

describe('/v1/payment_links', () => {
  it('creates a link the dashboard shows, with its event', async () => {
    const m = await merchantWithKey();
    const response = await createLink(m.secret, kilim);
    expect(response.statusCode).toBe(201);
    const link = response.json();
    expect(link).toMatchObject({ ...kilim, active: true, clickCount: 0, successfulPayments: 0 });
    expect(link.url).toBe(`https://pay.example.com/pay/${link.code}`);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payment-links',
      headers: { cookie: m.cookie },
    });
    expect(dashboard.json().data).toEqual([link]);
    const [event] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.merchantId, m.merchantId ?? ''), eq(events.type, 'payment_link.created')));
    expect(event?.data).toEqual(link);
  });

  it('retrieves, lists and updates links', async () => {
    const m = await merchantWithKey();
    const link = (await createLink(m.secret, { productName: 'Tea set', amount: 2_500 })).json();
    expect(link.currency).toBe('USD');
    expect((await v1(t.app, m.secret, { url: `/v1/payment_links/${link.id}` })).json()).toEqual(link);
    const updated = await v1(t.app, m.secret, {
      method: 'PATCH',
      url: `/v1/payment_links/${link.id}`,
      payload: { active: false, description: 'Six glasses' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ active: false, description: 'Six glasses' });
    const inactive = await v1(t.app, m.secret, { url: '/v1/payment_links?active=false' });
    expect(inactive.json().data.map((l: { id: string }) => l.id)).toEqual([link.id]);
    const active = await v1(t.app, m.secret, { url: '/v1/payment_links?active=true' });
    expect(active.json().data).toEqual([]);
  });

  it.each([
    ['productName', { productName: '' }, 'validation.required'],
    ['productName', { productName: 'x'.repeat(121) }, 'validation.tooLong'],
    ['amount', { amount: '49.99' }, 'links.errors.amount'],
    ['amount', { amount: 49.5 }, 'links.errors.amount'],
    ['amount', { amount: 99 }, 'links.errors.amountRange'],
    ['currency', { currency: 'TRY' }, 'links.errors.currency'],
    ['description', { description: 'x'.repeat(501) }, 'validation.tooLong'],
  ])('refuses a create with a bad %s', async (path, overrides, message) => {
    const m = await merchantWithKey();
    const response = await createLink(m.secret, { ...kilim, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed' });
    expect(response.json().error.details.issues).toContainEqual({ path, message });
  });

  it.each([
    ['an empty update', {}, '', 'validation.nothingToUpdate'],
    ['a long description', { description: 'x'.repeat(501) }, 'description', 'validation.tooLong'],
    ['a non-boolean active', { active: 'no' }, 'active', 'Invalid input: expected boolean, received string'],
  ])('refuses %s', async (_name, payload, path, message) => {
    const m = await merchantWithKey();
    const link = (await createLink(m.secret, kilim)).json();
    const response = await v1(t.app, m.secret, {
      method: 'PATCH',
      url: `/v1/payment_links/${link.id}`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toContainEqual({ path, message });
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?active=yes', 'active'],
    [`?starting_after=${'x'.repeat(65)}`, 'starting_after'],
  ])('refuses the list query %s', async (query, path) => {
    const m = await merchantWithKey();
    const response = await v1(t.app, m.secret, { url: `/v1/payment_links${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 404 for an unknown id or cursor, and 400 for an over-long id', async () => {
    const m = await merchantWithKey();
    expect((await v1(t.app, m.secret, { url: '/v1/payment_links/plink_nope' })).statusCode).toBe(404);
    const cursor = await v1(t.app, m.secret, { url: '/v1/payment_links?starting_after=plink_nope' });
    expect(cursor.statusCode).toBe(404);
    expect(cursor.json().error.details).toEqual({ param: 'starting_after' });
    expect((await v1(t.app, m.secret, { url: `/v1/payment_links/${'x'.repeat(65)}` })).statusCode).toBe(400);
  });

  it("never shows or changes another merchant's link (404)", async () => {
    const a = await merchantWithKey();
    const b = await merchantWithKey();
    const link = (await createLink(b.secret, kilim)).json();
    expect((await v1(t.app, a.secret, { url: `/v1/payment_links/${link.id}` })).statusCode).toBe(404);
    const patch = await v1(t.app, a.secret, {
      method: 'PATCH',
      url: `/v1/payment_links/${link.id}`,
      payload: { active: false },
    });
    expect(patch.statusCode).toBe(404);
    expect((await v1(t.app, a.secret, { url: '/v1/payment_links' })).json().data).toEqual([]);
    const cursor = await v1(t.app, a.secret, { url: `/v1/payment_links?starting_after=${link.id}` });
    expect(cursor.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row?.active).toBe(true);
  });

  it('answers 403 kyc_required to an unverified merchant on every link endpoint', async () => {
    const sme = await registerMerchant(t.app);
    const { secret } = await createApiKey(t.app, sme.cookie);
    const responses = await Promise.all([
      createLink(secret, kilim),
      v1(t.app, secret, { url: '/v1/payment_links' }),
      v1(t.app, secret, { url: '/v1/payment_links/plink_x' }),
      v1(t.app, secret, { method: 'PATCH', url: '/v1/payment_links/plink_x', payload: { active: false } }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('kyc_required');
    }
  });

  it('pages newest first, stable while links are added', async () => {
    const m = await merchantWithKey();
    const names = ['one', 'two', 'three', 'four', 'five'];
    for (const productName of names) await createLink(m.secret, { productName, amount: 1_000 });
    const page = async (query: string) =>
      (await v1(t.app, m.secret, { url: `/v1/payment_links${query}` })).json();
    const first = await page('?limit=2');
    expect(first.data.map((l: { productName: string }) => l.productName)).toEqual(['five', 'four']);
    await createLink(m.secret, { productName: 'six', amount: 1_000 });
    await createLink(m.secret, { productName: 'seven', amount: 1_000 });
    const second = await page(`?limit=2&starting_after=${first.data[1].id}`);
    expect(second.data.map((l: { productName: string }) => l.productName)).toEqual(['three', 'two']);
    expect(second.has_more).toBe(true);
    const third = await page(`?limit=2&starting_after=${second.data[1].id}`);
    expect(third).toMatchObject({ has_more: false, data: [{ productName: 'one' }] });
    const fresh = await page('?limit=2');
    expect(fresh.data.map((l: { productName: string }) => l.productName)).toEqual(['seven', 'six']);
  });
});

describe('Idempotency-Key on POST /v1/payment_links', () => {
  it('replays the first answer for the same key and body, creating one link', async () => {
    const m = await merchantWithKey();
    const headers = { 'idempotency-key': 'order-1001' };
    const first = await createLink(m.secret, kilim, headers);
    const again = await createLink(m.secret, kilim, headers);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.merchantId, m.merchantId ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and scopes keys per merchant', async () => {
    const m = await merchantWithKey();
    const other = await merchantWithKey();
    const headers = { 'idempotency-key': 'order-1002' };
    await createLink(m.secret, kilim, headers);
    const changed = await createLink(m.secret, { ...kilim, amount: 5_000 }, headers);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('idempotency_error');
    const elsewhere = await createLink(other.secret, kilim, headers);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const m = await merchantWithKey();
    const headers = { 'idempotency-key': 'order-1003' };
    await createLink(m.secret, kilim, headers);
    // Put the claim back in the state a request in flight leaves it in.
    await t.database.db
      .update(idempotencyKeys)
      .set({ status: 'in_progress', createdAt: new Date() })
      .where(
        and(eq(idempotencyKeys.scope, `merchant:${m.merchantId}`), eq(idempotencyKeys.key, 'order-1003')),
      );
    const response = await createLink(m.secret, kilim, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('idempotency_key_in_use');
  });

  it('refuses a malformed key and does not replay failed validation', async () => {
    const m = await merchantWithKey();
    const bad = await createLink(m.secret, kilim, { 'idempotency-key': 'has spaces' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toEqual([
      { path: 'Idempotency-Key', message: 'validation.invalid' },
    ]);
    const tooLong = await createLink(m.secret, kilim, { 'idempotency-key': 'k'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    const invalid = await createLink(m.secret, { ...kilim, amount: 1 }, { 'idempotency-key': 'order-1004' });
    expect(invalid.statusCode).toBe(400);
    const valid = await createLink(m.secret, kilim, { 'idempotency-key': 'order-1004' });
    expect(valid.statusCode).toBe(201);
  });
});
