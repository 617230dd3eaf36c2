import { referencePattern } from '@kopru/domain/references';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createVerifiedMerchant, pay, registerMerchant } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Link {
  id: string;
  code: string;
}

/** A verified merchant with a key, a USD and a EUR link, two good payments and a declined one. */
async function merchantWithPayments() {
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const { secret } = await createApiKey(t.app, sme.cookie);
  const create = async (payload: Record<string, unknown>): Promise<Link> =>
    (await v1(t.app, secret, { method: 'POST', url: '/v1/payment_links', payload })).json();
  const usd = await create({ productName: 'Kilim', amount: 10_000, currency: 'USD' });
  const eur = await create({ productName: 'Lamp', amount: 5_000, currency: 'EUR' });
  expect((await pay(t.app, usd.code)).json().status).toBe('succeeded');
  expect((await pay(t.app, eur.code)).json().status).toBe('succeeded');
  expect((await pay(t.app, usd.code, { cardNumber: '4000 0000 0000 0002' })).json().status).toBe('failed');
  return { ...sme, secret, usd, eur };
}

async function list(secret: string, query = '') {
  const response = await v1(t.app, secret, { url: `/v1/payments${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { id: string; status: string; currency: string; linkId: string }[] };
}

describe('/v1/payments and /v1/balance', () => {
  it('lists and filters payments by status, currency, link and day', async () => {
    const m = await merchantWithPayments();
    expect((await list(m.secret)).data).toHaveLength(3);
    expect((await list(m.secret, '?status=failed')).data.map((p) => p.status)).toEqual(['failed']);
    expect((await list(m.secret, '?currency=EUR')).data.map((p) => p.linkId)).toEqual([m.eur.id]);
    expect((await list(m.secret, `?linkId=${m.usd.id}`)).data).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(m.secret, `?from=${today}&to=${today}`)).data).toHaveLength(3);
    expect((await list(m.secret, '?to=2020-01-01')).data).toHaveLength(0);
  });

  it('retrieves one payment with its fee and net', async () => {
    const m = await merchantWithPayments();
    const [payment] = (await list(m.secret, '?status=succeeded&currency=USD')).data;
    const response = await v1(t.app, m.secret, { url: `/v1/payments/${payment?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 10_000,
      fee: 320,
      net: 9_680,
      status: 'succeeded',
      cardLast4: '4242',
      transactionId: expect.stringMatching(referencePattern('TX')),
    });
  });

  it('shows the balance per currency from the ledger', async () => {
    const m = await merchantWithPayments();
    const response = await v1(t.app, m.secret, { url: '/v1/balance' });
    expect(response.statusCode).toBe(200);
    expect(response.json().balances).toEqual([
      { currency: 'EUR', available: 4_825, pending: 0, payoutReserved: 0, owed: 0, nextAvailableAt: null },
      { currency: 'USD', available: 9_680, pending: 0, payoutReserved: 0, owed: 0, nextAvailableAt: null },
    ]);
  });

  it.each([
    ['?status=paid', 'status'],
    ['?currency=TRY', 'currency'],
    ['?from=01-02-2026', 'from'],
    ['?to=2026-13-01', 'to'],
    ['?limit=0', 'limit'],
    [`?linkId=${'x'.repeat(65)}`, 'linkId'],
  ])('refuses the list query %s', async (query, path) => {
    const sme = await registerMerchant(t.app);
    const { secret } = await createApiKey(t.app, sme.cookie);
    const response = await v1(t.app, secret, { url: `/v1/payments${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 400 to an over-long id and 404 to an unknown one', async () => {
    const sme = await registerMerchant(t.app);
    const { secret } = await createApiKey(t.app, sme.cookie);
    expect((await v1(t.app, secret, { url: `/v1/payments/${'x'.repeat(65)}` })).statusCode).toBe(400);
    expect((await v1(t.app, secret, { url: '/v1/payments/pay_unknown' })).statusCode).toBe(404);
  });

  it("never shows another merchant's payments or balance", async () => {
    const owner = await merchantWithPayments();
    const sme = await registerMerchant(t.app);
    const { secret } = await createApiKey(t.app, sme.cookie);
    const [payment] = (await list(owner.secret)).data;
    expect((await v1(t.app, secret, { url: `/v1/payments/${payment?.id}` })).statusCode).toBe(404);
    expect((await v1(t.app, secret, { url: `/v1/payments?starting_after=${payment?.id}` })).statusCode).toBe(
      404,
    );
    expect((await list(secret)).data).toEqual([]);
    expect((await list(secret, `?linkId=${owner.usd.id}`)).data).toEqual([]);
    expect((await v1(t.app, secret, { url: '/v1/balance' })).json()).toEqual({ balances: [] });
  });

  it('is open to unverified merchants, like the dashboard', async () => {
    const sme = await registerMerchant(t.app);
    const { secret } = await createApiKey(t.app, sme.cookie);
    expect((await v1(t.app, secret, { url: '/v1/payments' })).statusCode).toBe(200);
    expect((await v1(t.app, secret, { url: '/v1/balance' })).statusCode).toBe(200);
  });

  it('pages payments newest first, stable while payments come in', async () => {
    const m = await merchantWithPayments();
    const first = await v1(t.app, m.secret, { url: '/v1/payments?limit=2' });
    const firstPage = first.json();
    expect(firstPage.has_more).toBe(true);
    await pay(t.app, m.eur.code);
    const second = await list(m.secret, `?limit=2&starting_after=${firstPage.data[1].id}`);
    expect(second.data).toHaveLength(1);
    const all = [...firstPage.data, ...second.data].map((p: { id: string }) => p.id);
    expect(new Set(all).size).toBe(3);
    expect((await list(m.secret)).data).toHaveLength(4);
  });
});
