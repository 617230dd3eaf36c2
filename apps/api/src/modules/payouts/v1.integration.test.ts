import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createApiKey,
  createKycApprovedMerchant,
  fundMerchant,
} from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A KYC-approved merchant with 96.80 USD available and a secret key. */
async function fundedMerchantWithKey() {
  const sme = await createKycApprovedMerchant(t.app, t.database.db);
  await fundMerchant(t.app, sme.cookie, { amount: 10_000 });
  const { secret } = await createApiKey(t.app, sme.cookie);
  return { ...sme, secret };
}

const request = (secret: string, payload: Record<string, unknown>, key?: string) =>
  v1(t.app, secret, {
    method: 'POST',
    url: '/v1/payouts',
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

async function availableUsd(secret: string) {
  const balance = (await v1(t.app, secret, { method: 'GET', url: '/v1/balance' })).json();
  return balance.balances.find((b: { currency: string }) => b.currency === 'USD')?.available ?? 0;
}

describe('/v1/payouts', () => {
  it('requires an Idempotency-Key, reserves the money once and replays the answer', async () => {
    const m = await fundedMerchantWithKey();
    expect((await request(m.secret, { amount: 5_000, currency: 'USD' })).statusCode).toBe(400);
    const first = await request(m.secret, { amount: 5_000, currency: 'USD' }, 'payout-1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ amount: 5_000, currency: 'USD', status: 'requested' });
    const again = await request(m.secret, { amount: 5_000, currency: 'USD' }, 'payout-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await availableUsd(m.secret)).toBe(9_680 - 5_000);
  });

  it('refuses more than the available balance with 409 insufficient_balance', async () => {
    const m = await fundedMerchantWithKey();
    const response = await request(m.secret, { amount: 9_681, currency: 'USD' }, 'too-much');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'insufficient_balance',
      details: { currency: 'USD', available: 9_680 },
    });
  });

  it('lists, retrieves and cancels, and hides other merchants’ payouts', async () => {
    const a = await fundedMerchantWithKey();
    const b = await fundedMerchantWithKey();
    const payout = (await request(a.secret, { amount: 1_000, currency: 'USD' }, 'p')).json();
    const list = (await v1(t.app, a.secret, { method: 'GET', url: '/v1/payouts' })).json();
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([payout.id]);
    expect((await v1(t.app, b.secret, { method: 'GET', url: `/v1/payouts/${payout.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await v1(t.app, b.secret, { method: 'POST', url: `/v1/payouts/${payout.id}/cancel` })).statusCode,
    ).toBe(404);
    const cancelled = await v1(t.app, a.secret, { method: 'POST', url: `/v1/payouts/${payout.id}/cancel` });
    expect(cancelled.json().status).toBe('cancelled');
    expect(await availableUsd(a.secret)).toBe(9_680);
    const twice = await v1(t.app, a.secret, { method: 'POST', url: `/v1/payouts/${payout.id}/cancel` });
    expect(twice.statusCode).toBe(409);
  });

  it.each([
    ['a missing amount', { currency: 'USD' }, 'amount'],
    ['an amount below the minimum', { amount: 999, currency: 'USD' }, 'amount'],
    ['a decimal amount', { amount: 12.5, currency: 'USD' }, 'amount'],
    ['an amount given as text', { amount: '5000', currency: 'USD' }, 'amount'],
    ['an unsupported currency', { amount: 5_000, currency: 'TRY' }, 'currency'],
  ])('refuses %s with 400 and the field', async (_name, payload, field) => {
    const m = await fundedMerchantWithKey();
    const response = await request(m.secret, payload, `bad-${field}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.details.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await availableUsd(m.secret)).toBe(9_680);
  });

  it.each([
    '/v1/payouts?limit=0',
    '/v1/payouts?limit=101',
    '/v1/payments?status=refunded',
    '/v1/payments?currency=JPY',
    '/v1/payments?from=yesterday',
    '/v1/events?type=payment.refunded',
    '/v1/payment_links?active=maybe',
  ])('answers 400 to the list query %s', async (url) => {
    const m = await fundedMerchantWithKey();
    const response = await v1(t.app, m.secret, { method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('/v1/payouts/quotes', () => {
  it('quotes a conversion to lira that the payout then takes', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/admin/exchange-rates',
      headers: { cookie: admin.cookie },
      payload: { currency: 'USD', rate: '42.4415' },
    });
    expect(entered.statusCode).toBe(201);
    const m = await fundedMerchantWithKey();
    const quote = await v1(t.app, m.secret, {
      method: 'POST',
      url: '/v1/payouts/quotes',
      payload: { amount: 5_000, currency: 'USD' },
    });
    expect(quote.statusCode).toBe(201);
    expect(quote.json()).toMatchObject({ amount: 5_000, currency: 'USD', referenceRate: '42.441500' });
    const payout = await request(
      m.secret,
      { amount: 5_000, currency: 'USD', quoteId: quote.json().id },
      'converted-1',
    );
    expect(payout.statusCode).toBe(201);
    expect(payout.json()).toMatchObject({ payoutCurrency: 'TRY', payoutAmount: quote.json().tryAmount });
    const again = await request(
      m.secret,
      { amount: 5_000, currency: 'USD', quoteId: quote.json().id },
      'converted-2',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('quote_expired');
  });
});
