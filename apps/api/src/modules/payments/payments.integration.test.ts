import { referencePattern } from '@kopru/domain/references';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { events } from '../../db/schema/events.ts';
import { payments } from '../../db/schema/payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function verifiedWithLink(overrides: Record<string, unknown> = {}) {
  const sme = await createVerifiedMerchant(t.app, t.database.db);
  const link = await createLink(t.app, sme.cookie, overrides);
  return { sme, link };
}

async function overviewOf(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/merchant/overview', headers: { cookie } })).json();
}

describe('the overview', () => {
  it('sums this month and the chart of the last 30 days from the same days, per currency', async () => {
    const { sme, link } = await verifiedWithLink({ amount: 10_000, currency: 'EUR' });
    const now = new Date();
    const day = 86_400_000;
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const since = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * day;
    const moments = [now.getTime(), monthStart + 60_000, monthStart - 60_000, since - day, since + 60_000];
    for (const at of moments) {
      const { transactionId } = (await pay(t.app, link.code)).json();
      await t.database.db
        .update(payments)
        .set({ createdAt: new Date(at) })
        .where(eq(payments.reference, transactionId));
    }
    const overview = await overviewOf(sme.cookie);
    const inMonth = moments.filter((at) => at >= monthStart).length;
    expect(overview.monthlyRevenue).toEqual([{ currency: 'EUR', amount: inMonth * 10_000 }]);
    const chart = overview.revenue30d as { date: string; amount: number }[];
    expect(chart.reduce((sum, row) => sum + row.amount, 0)).toBe(
      moments.filter((at) => at >= since).length * 10_000,
    );
    expect(chart.map((row) => row.date)).toEqual([...chart.map((row) => row.date)].sort());
    expect(overview.completedTransactions).toBe(moments.length);
  });
});

describe('paying a link', () => {
  it('records a successful payment with fee, net, balance, counters and one event', async () => {
    const { sme, link } = await verifiedWithLink({ amount: 10_000, currency: 'USD' });
    const response = await pay(t.app, link.code);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'succeeded',
      amount: 10_000,
      currency: 'USD',
      productName: 'Hand-woven kilim',
      declineCode: null,
    });
    expect(body.transactionId).toMatch(referencePattern('TX'));

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/merchant/payments', headers: { cookie: sme.cookie } })
    ).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      transactionId: body.transactionId,
      fee: 320,
      net: 9_680,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
      settled: true,
    });
    const overview = await overviewOf(sme.cookie);
    expect(overview.balances).toEqual([
      { currency: 'USD', available: 9_680, pending: 0, payoutReserved: 0, owed: 0, nextAvailableAt: null },
    ]);
    expect(overview.completedTransactions).toBe(1);
    expect(overview.monthlyRevenue).toEqual([{ currency: 'USD', amount: 10_000 }]);
    expect(overview.revenue30d).toEqual([
      { date: new Date().toISOString().slice(0, 10), currency: 'USD', amount: 10_000 },
    ]);

    const linkAfter = (
      await t.app.inject({
        method: 'GET',
        url: `/api/merchant/payment-links/${link.id}`,
        headers: { cookie: sme.cookie },
      })
    ).json();
    expect(linkAfter.successfulPayments).toBe(1);
    const emitted = await t.database.db
      .select()
      .from(events)
      .where(eq(events.merchantId, sme.merchantId ?? ''));
    expect(emitted.filter((e) => e.type === 'payment.succeeded')).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
    ['4000 0000 0000 0127', 'incorrect_cvc'],
  ])('declines the test card %s with %s and keeps the failed attempt', async (cardNumber, declineCode) => {
    const { sme, link } = await verifiedWithLink();
    const response = await pay(t.app, link.code, { cardNumber });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'failed', declineCode });
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/merchant/payments?status=failed',
        headers: { cookie: sme.cookie },
      })
    ).json();
    expect(list.data[0]).toMatchObject({ status: 'failed', declineCode, fee: 0, net: 0 });
    expect((await overviewOf(sme.cookie)).balances).toEqual([]);
  });

  it('accepts any other Luhn-valid number', async () => {
    const { link } = await verifiedWithLink();
    expect((await pay(t.app, link.code, { cardNumber: '5555 5555 5555 4444' })).json().status).toBe(
      'succeeded',
    );
  });

  it.each([
    ['cardNumber', { cardNumber: '4242 4242 4242 4241' }, 'checkout.errors.cardNumber'],
    ['expiry', { expiry: '01/21' }, 'checkout.errors.expiry'],
    ['cvc', { cvc: '12' }, 'checkout.errors.cvc'],
    ['cardholderName', { cardholderName: ' ' }, 'validation.required'],
  ])('refuses a bad %s before charging', async (path, card, message) => {
    const { sme, link } = await verifiedWithLink();
    const response = await pay(t.app, link.code, card);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toContainEqual({ path, message });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/merchant/payments', headers: { cookie: sme.cookie } })
    ).json();
    expect(list.data).toEqual([]);
  });

  it('requires an Idempotency-Key', async () => {
    const { link } = await verifiedWithLink();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/links/${link.code}/payments`,
      payload: {
        cardNumber: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
        cardholderName: 'A',
        email: 'a@example.com',
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('replays the stored response for the same key and body, without charging twice', async () => {
    const { sme, link } = await verifiedWithLink();
    const first = await pay(t.app, link.code, {}, 'attempt-1');
    const again = await pay(t.app, link.code, {}, 'attempt-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantId, sme.merchantId ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body (422)', async () => {
    const { link } = await verifiedWithLink();
    await pay(t.app, link.code, {}, 'attempt-2');
    const other = await pay(t.app, link.code, { cardholderName: 'Someone Else' }, 'attempt-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_error');
  });

  it('lets a key be used again after a request that failed', async () => {
    const { sme, link } = await verifiedWithLink();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/merchant/payment-links/${link.id}`,
      headers: { cookie: sme.cookie },
      payload: { active: false },
    });
    expect((await pay(t.app, link.code, {}, 'attempt-3')).statusCode).toBe(404);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/merchant/payment-links/${link.id}`,
      headers: { cookie: sme.cookie },
      payload: { active: true },
    });
    expect((await pay(t.app, link.code, {}, 'attempt-3')).json().status).toBe('succeeded');
  });

  it('cannot pay an inactive or unknown link', async () => {
    expect((await pay(t.app, 'ZZZZZZ')).statusCode).toBe(404);
  });
});

describe('transactions', () => {
  it('never shows one merchant’s payments to another', async () => {
    const a = await verifiedWithLink();
    const b = await createVerifiedMerchant(t.app, t.database.db);
    await pay(t.app, a.link.code);
    const paymentId = (
      await t.app.inject({ method: 'GET', url: '/api/merchant/payments', headers: { cookie: a.sme.cookie } })
    ).json().data[0].id;
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/merchant/payments', headers: { cookie: b.cookie } })
      ).json().data,
    ).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/merchant/payments/${paymentId}`,
          headers: { cookie: b.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('filters by status, currency and date, and exports CSV', async () => {
    const { sme, link } = await verifiedWithLink({
      currency: 'GBP',
      amount: 4_999,
      productName: '=HYPERLINK("x")',
    });
    await pay(t.app, link.code);
    await pay(t.app, link.code, { cardNumber: '4000000000000002' });
    const query = async (qs: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/merchant/payments?${qs}`,
          headers: { cookie: sme.cookie },
        })
      ).json().data.length;
    expect(await query('status=succeeded')).toBe(1);
    expect(await query('status=failed')).toBe(1);
    expect(await query('currency=GBP')).toBe(2);
    expect(await query('currency=EUR')).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(await query(`from=${today}&to=${today}`)).toBe(2);
    expect(await query('from=2020-01-01&to=2020-01-31')).toBe(0);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payments/export?status=succeeded&format=rfc4180',
      headers: { cookie: sme.cookie },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'transaction_id,created_at,description,status,currency,amount,fee,net,card_brand,card_last4,decline_code,withholding_tax,client_reference,metadata',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",succeeded,GBP,49.99,1.75,48.24,visa,4242,,0.00`);

    const turkish = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payments/export?status=succeeded',
      headers: { cookie: `${sme.cookie}; kopru.lang=tr`, 'accept-language': 'en-US' },
    });
    expect(turkish.body.startsWith('\uFEFFİşlem numarası;Tarih (Türkiye saati);Açıklama;Durum;')).toBe(true);
    const row = turkish.body.trim().split('\r\n')[1] ?? '';
    expect(row).toContain(`;"'=HYPERLINK(""x"")";Tamamlandı;GBP;49,99;1,75;48,24;visa;4242;`);
    expect(row).toMatch(/^TX-[A-HJKMNP-Z2-9]{10};\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2};/);
  });

  it('lets admins list every merchant’s transactions and find one by its TX id', async () => {
    const { link } = await verifiedWithLink();
    const paid = (await pay(t.app, link.code)).json();
    const adminUser = await createAdmin(t.app, t.database.db);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: { cookie: adminUser.cookie },
    });
    expect(all.statusCode).toBe(200);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments?q=${paid.transactionId}`,
      headers: { cookie: adminUser.cookie },
    });
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({
      transactionId: paid.transactionId,
      type: 'payment',
      merchantName: 'Kapadokya Halı A.Ş.',
    });
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: { cookie: sme.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('gives admins the platform figures and each merchant’s balances and links', async () => {
    const { sme, link } = await verifiedWithLink({ amount: 2_000, currency: 'GBP' });
    await pay(t.app, link.code);
    const adminUser = await createAdmin(t.app, t.database.db);
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: adminUser.cookie } })
    ).json();
    expect(overview.totalPayments).toBeGreaterThan(0);
    expect(overview.volume).toContainEqual({ currency: 'GBP', amount: expect.any(Number) });
    const today = new Date().toISOString().slice(0, 10);
    expect(
      overview.volume30d.some(
        (row: { date: string; currency: string }) => row.date === today && row.currency === 'GBP',
      ),
    ).toBe(true);

    const finances = await t.app.inject({
      method: 'GET',
      url: `/api/admin/merchants/${sme.merchantId}/finances`,
      headers: { cookie: adminUser.cookie },
    });
    expect(finances.statusCode).toBe(200);
    expect(finances.json()).toMatchObject({
      balances: [{ currency: 'GBP', available: 2_000 - 88, pending: 0, payoutReserved: 0 }],
      linkCount: 1,
      links: [{ id: link.id, successfulPayments: 1 }],
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/merchants/mer_nope/finances',
      headers: { cookie: adminUser.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});
