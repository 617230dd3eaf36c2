import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  fundMerchant,
  registerMerchant,
  type SignedIn,
} from '../../../test/factories.ts';
import {
  currencyIbans,
  kycFields,
  kycForm,
  submitKyc,
  validIbanNormalised,
} from '../../../test/kyc-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent, ledgerOf, requestPayout } from '../../../test/payout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { payouts } from '../../db/schema/payouts.ts';

let t: TestApp;
let admin: SignedIn;
const clock = testClock(new Date('2026-11-26T09:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
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

function get(url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

/** A verified merchant whose KYC named only a lira account and, if given, a EUR one. */
async function liraOnlyMerchant(eur?: string) {
  const sme = await createKycApprovedMerchant(
    t.app,
    t.database.db,
    {},
    { ibanUsd: '', ibanEur: eur, ibanGbp: undefined },
  );
  return sme;
}

describe('foreign-currency accounts at KYC', () => {
  it('are optional, validated as Turkish IBANs, masked for the merchant and in full for the admin', async () => {
    const sme = await registerMerchant(t.app);
    const refused = await submitKyc(t.app, sme.cookie, kycForm(kycFields({ ibanUsd: 'TR00 1234' })));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.issues).toEqual([
      { path: 'ibanUsd', message: 'validation.ibanInvalid' },
    ]);

    const submitted = await submitKyc(
      t.app,
      sme.cookie,
      kycForm(kycFields({ ibanUsd: 'tr06 0006 1005 1978 6457 8413 27', ibanEur: '', ibanGbp: undefined })),
    );
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().submission.currencyIbans).toEqual([
      { currency: 'USD', ibanMasked: 'TR06 •••• •••• 1327' },
    ]);
    const queue = await get('/api/admin/kyc/submissions', admin.cookie);
    const entry = queue.json().data.find((s: { id: string }) => s.id === submitted.json().submission.id);
    expect(entry.currencyIbans).toEqual([{ currency: 'USD', iban: currencyIbans.USD }]);
  });
});

describe('a payout in the balance currency', () => {
  it('goes to the account in that currency, and the admin sees that IBAN and currency', async () => {
    const sme = await liraOnlyMerchant(currencyIbans.EUR);
    await fundMerchant(t.app, sme.cookie, { amount: 20_000, currency: 'EUR' });
    const destination = await get('/api/merchant/payouts/destination', sme.cookie);
    expect(destination.json().account.currencyIbans).toEqual([
      { currency: 'EUR', ibanMasked: 'TR76 •••• •••• 1328' },
    ]);
    const response = await requestPayout(t.app, sme.cookie, { amount: 10_000, currency: 'EUR' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      currency: 'EUR',
      payoutCurrency: 'EUR',
      ibanMasked: 'TR76 •••• •••• 1328',
    });
    const queue = await get('/api/admin/payouts', admin.cookie);
    const entry = queue.json().data.find((p: { id: string }) => p.id === response.json().id);
    expect(entry).toMatchObject({ payoutCurrency: 'EUR', iban: currencyIbans.EUR });
  });

  it('is refused without an account in that currency, reserving nothing, and converting it goes to the lira account', async () => {
    const sme = await liraOnlyMerchant();
    await fundMerchant(t.app, sme.cookie, { amount: 20_000 });
    const before = await ledgerOf(t.database.db, sme.merchantId);
    const refused = await requestPayout(t.app, sme.cookie, { amount: 10_000, currency: 'USD' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'payout_account_missing_currency',
      details: { currency: 'USD' },
    });
    expect(await ledgerOf(t.database.db, sme.merchantId)).toEqual(before);
    expect(await t.database.db.select().from(payouts).where(eq(payouts.merchantId, sme.merchantId))).toEqual(
      [],
    );

    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/payouts/quotes',
      headers: { cookie: sme.cookie },
      payload: { amount: 10_000, currency: 'USD' },
    });
    expect(quote.statusCode).toBe(201);
    const converted = await requestPayout(t.app, sme.cookie, {
      amount: 10_000,
      currency: 'USD',
      quoteId: quote.json().id,
    });
    expect(converted.statusCode).toBe(201);
    expect(converted.json()).toMatchObject({ payoutCurrency: 'TRY', ibanMasked: 'TR33 •••• •••• 1326' });
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, converted.json().id));
    expect(row?.iban).toBe(validIbanNormalised);
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });
});
