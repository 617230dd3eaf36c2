import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createKycApprovedMerchant, type SignedIn } from '../../../test/factories.ts';
import { type ContractServer, startContractServer } from '../../../test/iyzico-contract/server.ts';
import { currencyIbans, validIbanNormalised } from '../../../test/kyc-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { emails } from '../../db/schema/emails.ts';
import { subMerchants } from '../../db/schema/sub-merchants.ts';
import { syncSubMerchants } from './sync.ts';

/**
 * The settlement currency (docs/acquirers.md "Foreign-currency settlement"): an owner chooses the
 * currency iyzico pays in; the sub-merchants worker sends `currency` with that currency's IBAN,
 * outside the request, and iyzico's refusal waits in the admin's Reconciliation page.
 */
const clock = testClock(new Date('2026-11-02T09:00:00Z'));
const newUsdIban = 'TR220006100519786457841330';

function marketplaceApp(server: ContractServer, mode = 'marketplace') {
  return createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: server.apiKey,
      IYZICO_SECRET_KEY: server.secretKey,
      IYZICO_BASE_URL: server.url,
      IYZICO_TIMEOUT_MS: '1000',
      IYZICO_MODE: mode,
    },
  });
}

let server: ContractServer;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  server = await startContractServer();
  t = await marketplaceApp(server);
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

/** A merchant registered with iyzico (TRY), its KYC with the accounts `kyc` gives. */
async function registered(app: TestApp, kyc: Record<string, string | undefined> = {}) {
  const sme = await createKycApprovedMerchant(app.app, app.database.db, {}, { taxOffice: 'Kadıköy', ...kyc });
  await syncSubMerchants(app.app.ctx);
  return sme;
}

const choose = (app: TestApp, sme: Pick<SignedIn, 'cookie'>, currency: string) =>
  app.app.inject({
    method: 'PUT',
    url: '/api/merchant/payouts/settlement-currency',
    headers: { cookie: sme.cookie },
    payload: { currency },
  });
const page = async (sme: SignedIn) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payouts/marketplace',
      headers: { cookie: sme.cookie },
    })
  ).json();
const updatesOf = (contract: ContractServer, merchantId: string) =>
  contract.calls.filter(
    (c) =>
      c.path === '/onboarding/submerchant' &&
      c.body.subMerchantKey !== undefined &&
      c.body.conversationId === `submerchant-${merchantId}`,
  );
const rowOf = async (merchantId: string) =>
  (await t.database.db.select().from(subMerchants).where(eq(subMerchants.merchantId, merchantId)))[0];
const settlementAudits = (merchantId: string) =>
  t.database.db
    .select()
    .from(auditLogs)
    .where(
      and(eq(auditLogs.merchantId, merchantId), eq(auditLogs.action, 'merchant.settlement_currency_changed')),
    );

/** The text of the e-mails of `template` sent to the merchant, oldest first. */
const mailsOf = async (sme: SignedIn, template: string) =>
  (
    await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, sme.email), eq(emails.template, template)))
  ).map((mail) => mail.textBody);

async function approvedCurrencyIbanChange(sme: SignedIn, currency: string, iban: string) {
  const requested = await t.app.inject({
    method: 'POST',
    url: '/api/merchant/currency-iban-changes',
    headers: { cookie: sme.cookie },
    payload: { currency, iban },
  });
  expect(requested.statusCode).toBe(201);
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/currency-iban-changes/${requested.json().id}/approve`,
    headers: { cookie: admin.cookie },
  });
  expect(approved.statusCode).toBe(200);
}

describe('the currency iyzico pays a merchant in', () => {
  it('is TRY to the lira IBAN until the owner chooses; the page offers the currencies with an account', async () => {
    const sme = await registered(t, { ibanEur: undefined });
    expect(server.subMerchants.get(sme.merchantId ?? '')?.fields).toMatchObject({
      currency: 'TRY',
      iban: validIbanNormalised,
    });
    expect(await page(sme)).toMatchObject({
      mode: 'marketplace',
      settlementCurrency: 'TRY',
      settlementCurrencies: ['TRY', 'USD', 'GBP'],
      settlementStatus: 'confirmed',
      ibanMasked: 'TR33 •••• •••• 1326',
    });
  });

  it('USD with an approved USD account: recorded, audited, then sent by the worker with USD and the USD IBAN', async () => {
    const sme = await registered(t);
    const merchantId = sme.merchantId ?? '';
    const key = server.subMerchants.get(merchantId)?.subMerchantKey;
    const chosen = await choose(t, sme, 'USD');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      settlementCurrency: 'USD',
      settlementStatus: 'sending',
      ibanMasked: 'TR06 •••• •••• 1327',
    });
    // Only recorded: iyzico hears of it from the worker, never inside the request.
    expect(updatesOf(server, merchantId)).toHaveLength(0);
    expect(await rowOf(merchantId)).toMatchObject({
      settlementCurrency: 'USD',
      version: 2,
      syncedVersion: 1,
    });
    const [audit] = await settlementAudits(merchantId);
    expect(audit?.details).toEqual({
      before: { currency: 'TRY', iban: 'TR33 •••• •••• 1326' },
      after: { currency: 'USD', iban: 'TR06 •••• •••• 1327' },
    });
    expect(audit?.actorEmail).toBe(sme.email);

    await syncSubMerchants(t.app.ctx);
    const [update] = updatesOf(server, merchantId);
    expect(update?.body).toMatchObject({ subMerchantKey: key, currency: 'USD', iban: currencyIbans.USD });
    expect(update?.body).not.toHaveProperty('swiftCode');
    expect(server.subMerchants.get(merchantId)?.fields).toMatchObject({
      currency: 'USD',
      iban: currencyIbans.USD,
    });
    expect((await page(sme)).settlementStatus).toBe('confirmed');

    // The same choice again changes nothing and sends nothing.
    expect((await choose(t, sme, 'USD')).statusCode).toBe(200);
    await syncSubMerchants(t.app.ctx);
    expect(updatesOf(server, merchantId)).toHaveLength(1);
    expect(await settlementAudits(merchantId)).toHaveLength(1);
  });

  it('is refused without an approved account in that currency (409), nothing recorded or sent', async () => {
    const sme = await registered(t, { ibanGbp: undefined });
    const merchantId = sme.merchantId ?? '';
    const refused = await choose(t, sme, 'GBP');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'settlement_account_missing',
      details: { currency: 'GBP' },
    });
    expect(await rowOf(merchantId)).toMatchObject({ settlementCurrency: 'TRY', version: 1 });
    expect(await settlementAudits(merchantId)).toHaveLength(0);
    await syncSubMerchants(t.app.ctx);
    expect(updatesOf(server, merchantId)).toHaveLength(0);
  });

  it('refuses a currency not offered here (400) and a team admin or finance member (403): owners only', async () => {
    const sme = await registered(t);
    expect((await choose(t, sme, 'CHF')).statusCode).toBe(400);
    for (const role of ['admin', 'finance'] as const) {
      const member = await addMember(t.app, t.database.db, sme.merchantId ?? '', role);
      const refused = await choose(t, member, 'USD');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
    }
    expect(await rowOf(sme.merchantId ?? '')).toMatchObject({ settlementCurrency: 'TRY' });
  });

  it('an approved change of the USD account sends the new IBAN; an approved removal goes back to TRY', async () => {
    const sme = await registered(t);
    const merchantId = sme.merchantId ?? '';
    expect((await choose(t, sme, 'USD')).statusCode).toBe(200);
    await syncSubMerchants(t.app.ctx);

    await approvedCurrencyIbanChange(sme, 'USD', newUsdIban);
    expect(await rowOf(merchantId)).toMatchObject({ version: 3, syncedVersion: 2 });
    await syncSubMerchants(t.app.ctx);
    expect(updatesOf(server, merchantId).at(-1)?.body).toMatchObject({ currency: 'USD', iban: newUsdIban });
    expect((await page(sme)).ibanMasked).toBe('TR22 •••• •••• 1330');

    // The e-mails say what iyzico does, not where payouts go: nothing is withdrawn here.
    const [requestedMail] = await mailsOf(sme, 'currencyIbanChangeRequested');
    expect(requestedMail).toContain('iyzico can pay you in USD to the IBAN TR22 •••• •••• 1330');
    expect(requestedMail).toContain('Until our team approves it, iyzico keeps paying you as before.');
    expect(await mailsOf(sme, 'currencyIbanChangeApproved')).toEqual([
      expect.stringContaining('iyzico can pay you in USD to the IBAN TR22 •••• •••• 1330'),
    ]);
    for (const mail of await mailsOf(sme, 'currencyIbanChangeRequested'))
      expect(mail).not.toMatch(/payouts in/i);

    // Another currency's account is none of iyzico's business while it pays in USD.
    await approvedCurrencyIbanChange(sme, 'EUR', '');
    expect(await rowOf(merchantId)).toMatchObject({ version: 3 });

    await approvedCurrencyIbanChange(sme, 'USD', '');
    expect(await rowOf(merchantId)).toMatchObject({ settlementCurrency: 'TRY', version: 4 });
    expect((await mailsOf(sme, 'currencyIbanChangeApproved')).at(-1)).toContain(
      'if iyzico pays you in USD, it pays you in Turkish lira to your lira account instead',
    );
    await syncSubMerchants(t.app.ctx);
    expect(updatesOf(server, merchantId).at(-1)?.body).toMatchObject({
      currency: 'TRY',
      iban: validIbanNormalised,
    });
    const audits = await settlementAudits(merchantId);
    expect(audits.map((a) => a.details)).toContainEqual({
      before: { currency: 'USD' },
      after: { currency: 'TRY' },
      reason: 'account_removed',
    });
    expect(await page(sme)).toMatchObject({
      settlementCurrency: 'TRY',
      settlementCurrencies: ['TRY', 'GBP'],
      settlementStatus: 'confirmed',
    });
  });

  it('A29 refused: iyzico’s refusal waits in the admin’s Reconciliation page with its answer', async () => {
    const strict = await startContractServer({ assumptions: { foreignCurrencyWithoutSwiftCode: 'refused' } });
    const app = await marketplaceApp(strict);
    try {
      const owner = await registered(app);
      const merchantId = owner.merchantId ?? '';
      expect((await choose(app, owner, 'EUR')).statusCode).toBe(200);
      await syncSubMerchants(app.app.ctx);
      expect(updatesOf(strict, merchantId)).toHaveLength(1);
      // iyzico keeps paying as before.
      expect(strict.subMerchants.get(merchantId)?.fields).toMatchObject({ currency: 'TRY' });
      const operator = await createAdmin(app.app, app.database.db);
      const queue = (
        await app.app.inject({
          method: 'GET',
          url: '/api/admin/reconciliation',
          headers: { cookie: operator.cookie },
        })
      ).json();
      expect(
        queue.subMerchants.find((s: { merchantId: string }) => s.merchantId === merchantId),
      ).toMatchObject({
        providerAnswer: '11 Geçersiz istek: swiftCode',
      });
      const shown = await app.app.inject({
        method: 'GET',
        url: '/api/merchant/payouts/marketplace',
        headers: { cookie: owner.cookie },
      });
      expect(shown.json()).toMatchObject({ settlementCurrency: 'EUR', settlementStatus: 'review' });
    } finally {
      await app.close();
      await strict.close();
    }
  });

  it('outside marketplace mode there is nothing to choose (409)', async () => {
    const platform = await marketplaceApp(server, 'platform');
    try {
      const sme = await createKycApprovedMerchant(platform.app, platform.database.db);
      const refused = await choose(platform, sme, 'USD');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('settlement_currency_marketplace_only');
    } finally {
      await platform.close();
    }
  });
});
