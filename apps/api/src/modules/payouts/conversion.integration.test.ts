import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createKycApprovedMerchant, fundMerchant } from '../../../test/factories.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import {
  decidePayout,
  expectLedgerConsistent,
  ledgerOf,
  requestPayout,
} from '../../../test/payout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { payoutQuotes } from '../../db/schema/payout-quotes.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { platformBalances } from '../ledger/repository.ts';

let t: TestApp;
let admin: { cookie: string };
const clock = testClock(new Date('2026-11-26T09:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { FX_SPREAD_PERCENT: '1.0', FX_QUOTE_TTL_SECONDS: '60', FX_CONVERSION_FEE_MINOR: '2500' },
  });
  admin = await createAdmin(t.app, t.database.db);
  const entered = await t.app.inject({
    method: 'POST',
    url: '/api/admin/exchange-rates',
    headers: { cookie: admin.cookie },
    payload: { currency: 'USD', rate: '42.4415' },
  });
  expect(entered.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

function quote(cookie: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/merchant/payouts/quotes',
    headers: { cookie },
    payload: body,
  });
}

async function fundedMerchant() {
  const sme = await createKycApprovedMerchant(t.app, t.database.db);
  await fundMerchant(t.app, sme.cookie, { amount: 200_000 });
  return sme;
}

describe('payouts converted to lira', () => {
  it('quotes every figure, converts at the quote, and posts the conversion balanced per currency', async () => {
    const sme = await fundedMerchant();
    const quoted = await quote(sme.cookie, { amount: 100_000, currency: 'USD' });
    expect(quoted.statusCode).toBe(201);
    expect(quoted.json()).toMatchObject({
      amount: 100_000,
      currency: 'USD',
      referenceRate: '42.441500',
      rateDate: '2026-11-26',
      rateSource: 'manual',
      appliedRate: '42.017085',
      spreadBasisPoints: 100,
      spreadMinor: 42_441,
      feeMinor: 2_500,
      tryAmount: 4_201_709 - 2_500,
      expiresAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    clock.advance(30_000);
    const requested = await requestPayout(t.app, sme.cookie, {
      amount: 100_000,
      currency: 'USD',
      quoteId: quoted.json().id,
    });
    expect(requested.statusCode).toBe(201);
    const payout = requested.json();
    expect(payout).toMatchObject({
      amount: 100_000,
      currency: 'USD',
      payoutCurrency: 'TRY',
      payoutAmount: 4_199_209,
      conversion: {
        referenceRate: '42.441500',
        appliedRate: '42.017085',
        spreadMinor: 42_441,
        feeMinor: 2_500,
      },
    });
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payouts/${payout.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(shown.json()).toMatchObject({ payoutCurrency: 'TRY', payoutAmount: 4_199_209 });
    const before = await platformBalances(t.database.db);
    const of = (rows: typeof before, type: string, currency: string) =>
      rows.find((r) => r.type === type && r.currency === currency)?.balance ?? 0;

    expect((await decidePayout(t.app, admin.cookie, payout.id, 'approve')).statusCode).toBe(200);
    expect((await decidePayout(t.app, admin.cookie, payout.id, 'mark-paid')).statusCode).toBe(200);

    const after = await platformBalances(t.database.db);
    expect(of(after, 'fx', 'USD') - of(before, 'fx', 'USD')).toBe(100_000);
    expect(of(after, 'fx', 'TRY') - of(before, 'fx', 'TRY')).toBe(-4_201_709);
    expect(of(after, 'payouts_clearing', 'TRY') - of(before, 'payouts_clearing', 'TRY')).toBe(4_199_209);
    expect(of(after, 'fees', 'TRY') - of(before, 'fees', 'TRY')).toBe(2_500);
    const [paid] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, payout.id))
      .then((rows) => rows.filter((row) => row.kind === 'payout_paid'));
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, paid?.id ?? ''));
    const sum = (currency: string) =>
      entries.filter((e) => e.currency === currency).reduce((total, e) => total + e.amount, 0);
    expect(new Set(entries.map((e) => e.currency))).toEqual(new Set(['USD', 'TRY']));
    expect(sum('USD')).toBe(0);
    expect(sum('TRY')).toBe(0);
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({ reserved: 0 });
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });

  it('refuses an expired, used, foreign or different-amount quote with quote_expired, and changes nothing', async () => {
    const sme = await fundedMerchant();
    const other = await fundedMerchant();
    const ledgerBefore = await ledgerOf(t.database.db, sme.merchantId);
    const expired = (await quote(sme.cookie, { amount: 50_000, currency: 'USD' })).json();
    clock.advance(61_000);
    const foreign = (await quote(other.cookie, { amount: 50_000, currency: 'USD' })).json();
    const mine = (await quote(sme.cookie, { amount: 50_000, currency: 'USD' })).json();
    for (const body of [
      { amount: 50_000, currency: 'USD', quoteId: expired.id },
      { amount: 50_000, currency: 'USD', quoteId: foreign.id },
      { amount: 40_000, currency: 'USD', quoteId: mine.id },
      { amount: 50_000, currency: 'USD', quoteId: 'pq_nothing' },
    ]) {
      const refused = await requestPayout(t.app, sme.cookie, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('quote_expired');
    }
    expect(await t.database.db.select().from(payouts).where(eq(payouts.merchantId, sme.merchantId))).toEqual(
      [],
    );
    expect(await ledgerOf(t.database.db, sme.merchantId)).toEqual(ledgerBefore);
    const [unused] = await t.database.db.select().from(payoutQuotes).where(eq(payoutQuotes.id, mine.id));
    expect(unused?.usedAt).toBeNull();

    expect(
      (await requestPayout(t.app, sme.cookie, { amount: 50_000, currency: 'USD', quoteId: mine.id }))
        .statusCode,
    ).toBe(201);
    const reused = await requestPayout(t.app, sme.cookie, {
      amount: 50_000,
      currency: 'USD',
      quoteId: mine.id,
    });
    expect(reused.json().error.code).toBe('quote_expired');
    await expectLedgerConsistent(t.database.db, [sme.merchantId, other.merchantId]);
  });

  it('leaves the quote unused when the balance refuses the payout', async () => {
    const sme = await fundedMerchant();
    const big = (await quote(sme.cookie, { amount: 10_000_000, currency: 'USD' })).json();
    const refused = await requestPayout(t.app, sme.cookie, {
      amount: 10_000_000,
      currency: 'USD',
      quoteId: big.id,
    });
    expect(refused.json().error.code).toBe('insufficient_balance');
    const [row] = await t.database.db.select().from(payoutQuotes).where(eq(payoutQuotes.id, big.id));
    expect(row?.usedAt).toBeNull();
  });

  it('says when a currency has no rate yet, and sends a payout without a quote in its own currency', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const none = await quote(sme.cookie, { amount: 50_000, currency: 'GBP' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('exchange_rate_unavailable');
    await fundMerchant(t.app, sme.cookie, { amount: 100_000, currency: 'EUR' });
    const plain = await requestPayout(t.app, sme.cookie, { amount: 50_000, currency: 'EUR' });
    expect(plain.json()).toMatchObject({ payoutCurrency: 'EUR', payoutAmount: 50_000, conversion: null });
  });

  it('quotes only for a verified merchant', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/payouts/quotes',
      payload: { amount: 50_000, currency: 'USD' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await quote(admin.cookie, { amount: 50_000, currency: 'USD' })).statusCode).toBe(403);
  });
});
