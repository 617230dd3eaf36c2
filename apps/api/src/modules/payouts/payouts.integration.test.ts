import { MIN_PAYOUT_MINOR } from '@kopru/domain/payouts';
import { referencePattern } from '@kopru/domain/references';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  createVerifiedMerchant,
  fundMerchant,
  latestEmailTo,
  registerMerchant,
} from '../../../test/factories.ts';
import { currencyIbans } from '../../../test/kyc-helpers.ts';
import {
  cancelPayout,
  expectLedgerConsistent,
  ledgerOf,
  requestPayout,
} from '../../../test/payout-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { events } from '../../db/schema/events.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { payouts } from '../../db/schema/payouts.ts';

let t: TestApp;
let tick = 0;
// Every reading is one second later, so payouts have distinct, ordered request times.
const clock = { now: () => new Date(Date.UTC(2026, 10, 2, 9) + tick++ * 1_000) };

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

/** A KYC-approved merchant with `amount` (gross) paid in; returns it with its net balance. */
async function fundedMerchant(amount = 100_000, overrides: Record<string, unknown> = {}) {
  const sme = await createKycApprovedMerchant(t.app, t.database.db, overrides);
  const balance = await fundMerchant(t.app, sme.cookie, { amount });
  return { ...sme, balance };
}

function get(url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

describe('requesting a payout', () => {
  it('reserves the amount: available goes down and payout_reserved up in one balanced ledger transaction', async () => {
    const sme = await fundedMerchant(100_000, { companyName: 'Kapadokya Halı A.Ş.', locale: 'tr' });
    expect(sme.balance).toBe(97_070);
    const response = await requestPayout(t.app, sme.cookie, { amount: 50_000, currency: 'USD' });
    expect(response.statusCode).toBe(201);
    const payout = response.json();
    expect(payout).toMatchObject({
      amount: 50_000,
      currency: 'USD',
      status: 'requested',
      bankName: 'Ziraat Bankası',
      ibanMasked: 'TR06 •••• •••• 1327',
      accountHolder: 'Kapadokya Halı A.Ş.',
      bankReference: null,
      reason: null,
      approvedAt: null,
      paidAt: null,
      decidedAt: null,
    });
    expect(payout.id).toMatch(/^po_/);
    expect(payout.reference).toMatch(referencePattern('PO'));
    expect(payout).not.toHaveProperty('iban');

    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({
      available: 47_070,
      reserved: 50_000,
    });
    const postings = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, payout.id));
    expect(postings.map((p) => p.kind)).toEqual(['payout_request']);
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);

    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ iban: currencyIbans.USD, kycSubmissionId: sme.submissionId });

    const [event] = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.merchantId, sme.merchantId), eq(events.type, 'payout.requested')));
    expect(event?.data).toMatchObject({
      id: payout.id,
      status: 'requested',
      ibanMasked: 'TR06 •••• •••• 1327',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, payout.id), eq(auditLogs.action, 'payout.requested')));
    expect(audit).toMatchObject({
      actorUserId: sme.userId,
      merchantId: sme.merchantId,
      targetType: 'payout',
    });

    const email = await latestEmailTo(t.database.db, sme.email, 'payoutRequested');
    expect(email?.locale).toBe('tr');
    expect(email?.subject).toBe(`Para çekme talebiniz alındı (${payout.reference})`);
    expect(email?.textBody).toContain('$500,00');
    expect(email?.textBody).toContain('TR06 •••• •••• 1327');
  });

  it('accepts exactly the minimum of 10.00 and refuses 9.99', async () => {
    const sme = await fundedMerchant();
    const below = await requestPayout(t.app, sme.cookie, { amount: MIN_PAYOUT_MINOR - 1, currency: 'USD' });
    expect(below.statusCode).toBe(400);
    expect(below.json().error).toMatchObject({
      code: 'validation_failed',
      details: { issues: [{ path: 'amount', message: 'payouts.errors.minimum' }] },
    });
    const minimum = await requestPayout(t.app, sme.cookie, { amount: MIN_PAYOUT_MINOR, currency: 'USD' });
    expect(minimum.statusCode).toBe(201);
  });

  it('refuses amounts that are not whole minor units', async () => {
    const sme = await fundedMerchant();
    for (const amount of [1000.5, '1000', -1000, 0]) {
      const response = await requestPayout(t.app, sme.cookie, { amount, currency: 'USD' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues[0].path).toBe('amount');
    }
  });

  it('refuses a payout above the available balance and leaves every balance as it was', async () => {
    const sme = await fundedMerchant(10_000);
    expect(sme.balance).toBe(9_680);
    const response = await requestPayout(t.app, sme.cookie, { amount: 9_681, currency: 'USD' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'insufficient_balance',
      details: { currency: 'USD', available: 9_680 },
    });
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({ available: 9_680, reserved: 0 });
    expect(await t.database.db.select().from(payouts).where(eq(payouts.merchantId, sme.merchantId))).toEqual(
      [],
    );
    expect((await latestEmailTo(t.database.db, sme.email, 'payoutRequested')) ?? null).toBeNull();

    const all = await requestPayout(t.app, sme.cookie, { amount: 9_680, currency: 'USD' });
    expect(all.statusCode).toBe(201);
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({ available: 0, reserved: 9_680 });
    const more = await requestPayout(t.app, sme.cookie, { amount: MIN_PAYOUT_MINOR, currency: 'USD' });
    expect(more.json().error).toMatchObject({ code: 'insufficient_balance', details: { available: 0 } });
  });

  it('refuses a currency payouts do not support', async () => {
    const sme = await fundedMerchant();
    for (const currency of ['TRY', 'usd', undefined]) {
      const response = await requestPayout(t.app, sme.cookie, { amount: 5_000, currency });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues).toEqual([
        { path: 'currency', message: 'payouts.errors.currency' },
      ]);
    }
  });

  it('refuses a currency in which the merchant has no balance', async () => {
    const sme = await fundedMerchant();
    const response = await requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'EUR' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'insufficient_balance',
      details: { currency: 'EUR', available: 0 },
    });
    expect(await ledgerOf(t.database.db, sme.merchantId, 'EUR')).toMatchObject({ available: 0, reserved: 0 });
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });

  it('pays out from each currency balance separately', async () => {
    const sme = await fundedMerchant(10_000);
    const eur = await fundMerchant(t.app, sme.cookie, { amount: 20_000, currency: 'EUR' });
    const response = await requestPayout(t.app, sme.cookie, { amount: eur, currency: 'EUR' });
    expect(response.statusCode).toBe(201);
    expect(await ledgerOf(t.database.db, sme.merchantId, 'EUR')).toMatchObject({
      available: 0,
      reserved: eur,
    });
    expect(await ledgerOf(t.database.db, sme.merchantId, 'USD')).toMatchObject({
      available: 9_680,
      reserved: 0,
    });
  });

  it('keeps the bank details it was requested with when the company name changes later', async () => {
    const sme = await fundedMerchant(100_000, { companyName: 'Eski Ad Ltd.' });
    const payout = (await requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'USD' })).json();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      headers: { cookie: sme.cookie },
      payload: { companyName: 'Yeni Ad Ltd.', taxId: '1234567890', authPersonName: 'Zeynep Kaya' },
    });
    expect(renamed.statusCode).toBe(200);
    // A verified merchant's new name waits for an admin; until then payouts keep the old one.
    const held = (await get('/api/merchant/payouts/destination', sme.cookie)).json();
    expect(held.account.accountHolder).toBe('Eski Ad Ltd.');
    const admin = await createAdmin(t.app, t.database.db);
    const { pending } = (await get('/api/merchant/identity-change', sme.cookie)).json();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/identity-changes/${pending.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode).toBe(200);
    const again = (await get(`/api/merchant/payouts/${payout.id}`, sme.cookie)).json();
    expect(again.accountHolder).toBe('Eski Ad Ltd.');
    const destination = (await get('/api/merchant/payouts/destination', sme.cookie)).json();
    expect(destination.account.accountHolder).toBe('Yeni Ad Ltd.');
  });
});

describe('the payout account', () => {
  it('is the bank and masked IBAN of the approved KYC, in the company name', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db, { companyName: 'Ege Seramik' });
    const response = await get('/api/merchant/payouts/destination', sme.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      account: {
        bankName: 'Ziraat Bankası',
        ibanMasked: 'TR33 •••• •••• 1326',
        currencyIbans: [
          { currency: 'USD', ibanMasked: 'TR06 •••• •••• 1327' },
          { currency: 'EUR', ibanMasked: 'TR76 •••• •••• 1328' },
          { currency: 'GBP', ibanMasked: 'TR49 •••• •••• 1329' },
        ],
        accountHolder: 'Ege Seramik',
      },
    });
  });

  it('is missing for a verified merchant without an approved KYC submission, and payouts are refused', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    expect((await get('/api/merchant/payouts/destination', sme.cookie)).json()).toEqual({ account: null });
    await fundMerchant(t.app, sme.cookie, { amount: 10_000 });
    const response = await requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'USD' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('payout_account_missing');
  });
});

describe('access', () => {
  it('needs a verified merchant: an unverified SME gets 403 kyc_required everywhere', async () => {
    const sme = await registerMerchant(t.app);
    const calls = [
      get('/api/merchant/payouts', sme.cookie),
      get('/api/merchant/payouts/destination', sme.cookie),
      get('/api/merchant/payouts/po_x', sme.cookie),
      requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'USD' }),
      cancelPayout(t.app, sme.cookie, 'po_x'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('kyc_required');
    }
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/merchant/payouts' });
    expect(response.statusCode).toBe(401);
  });

  it("keeps SME B from seeing or cancelling SME A's payouts (404)", async () => {
    const a = await fundedMerchant();
    const b = await fundedMerchant();
    const payout = (await requestPayout(t.app, a.cookie, { amount: 5_000, currency: 'USD' })).json();
    expect((await get(`/api/merchant/payouts/${payout.id}`, b.cookie)).statusCode).toBe(404);
    expect((await cancelPayout(t.app, b.cookie, payout.id)).statusCode).toBe(404);
    expect((await get(`/api/merchant/payouts?starting_after=${payout.id}`, b.cookie)).statusCode).toBe(404);
    expect((await get('/api/merchant/payouts', b.cookie)).json().data).toEqual([]);
    expect((await get(`/api/merchant/payouts/${payout.id}`, a.cookie)).json().status).toBe('requested');
    expect(await ledgerOf(t.database.db, a.merchantId)).toMatchObject({ reserved: 5_000 });
  });
});

describe('idempotency', () => {
  it('returns the first response for the same Idempotency-Key and reserves once', async () => {
    const sme = await fundedMerchant();
    const body = { amount: 12_345, currency: 'USD' };
    const first = await requestPayout(t.app, sme.cookie, body, 'payout-key-1');
    const second = await requestPayout(t.app, sme.cookie, body, 'payout-key-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(
      await t.database.db.select().from(payouts).where(eq(payouts.merchantId, sme.merchantId)),
    ).toHaveLength(1);
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({ reserved: 12_345 });

    const other = await requestPayout(t.app, sme.cookie, { ...body, amount: 12_346 }, 'payout-key-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_error');
  });

  it('lets a refused request be retried with the same key once the balance allows it', async () => {
    const sme = await fundedMerchant(10_000);
    const body = { amount: 15_000, currency: 'USD' };
    expect((await requestPayout(t.app, sme.cookie, body, 'retry-key')).statusCode).toBe(409);
    await fundMerchant(t.app, sme.cookie, { amount: 10_000 });
    expect((await requestPayout(t.app, sme.cookie, body, 'retry-key')).statusCode).toBe(201);
  });

  it('scopes keys to the merchant: another merchant may use the same key', async () => {
    const a = await fundedMerchant();
    const b = await fundedMerchant();
    const body = { amount: 5_000, currency: 'USD' };
    const fromA = (await requestPayout(t.app, a.cookie, body, 'shared-key')).json();
    const fromB = await requestPayout(t.app, b.cookie, body, 'shared-key');
    expect(fromB.statusCode).toBe(201);
    expect(fromB.headers['idempotent-replayed']).toBeUndefined();
    expect(fromB.json().id).not.toBe(fromA.id);
  });
});

describe('the history', () => {
  it('lists payouts newest first, page by page', async () => {
    const sme = await fundedMerchant();
    const ids: string[] = [];
    for (const amount of [1_000, 2_000, 3_000]) {
      ids.push((await requestPayout(t.app, sme.cookie, { amount, currency: 'USD' })).json().id);
    }
    const first = (await get('/api/merchant/payouts?limit=2', sme.cookie)).json();
    expect(first.data.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    expect(first.has_more).toBe(true);
    const second = (await get(`/api/merchant/payouts?limit=2&starting_after=${ids[1]}`, sme.cookie)).json();
    expect(second.data.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
    expect(second.has_more).toBe(false);
  });
});

describe('cancelling', () => {
  it('cancels a requested payout and returns the money to available', async () => {
    const sme = await fundedMerchant(100_000, { locale: 'en' });
    const payout = (await requestPayout(t.app, sme.cookie, { amount: 20_000, currency: 'USD' })).json();
    const response = await cancelPayout(t.app, sme.cookie, payout.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: payout.id, status: 'cancelled' });
    expect(response.json().decidedAt).not.toBeNull();
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({ available: 97_070, reserved: 0 });
    const kinds = (
      await t.database.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.referenceId, payout.id))
    ).map((p) => p.kind);
    expect(kinds.sort()).toEqual(['payout_cancelled', 'payout_request']);
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);

    const types = (
      await t.database.db.select().from(events).where(eq(events.merchantId, sme.merchantId))
    ).map((e) => e.type);
    expect(types).toContain('payout.cancelled');
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, payout.id), eq(auditLogs.action, 'payout.cancelled')));
    expect(audit?.actorUserId).toBe(sme.userId);
    const email = await latestEmailTo(t.database.db, sme.email, 'payoutCancelled');
    expect(email?.subject).toBe(`Payout ${payout.reference} cancelled`);

    const again = await cancelPayout(t.app, sme.cookie, payout.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'payout_status_conflict',
      details: { status: 'cancelled' },
    });
    expect(await ledgerOf(t.database.db, sme.merchantId)).toMatchObject({ available: 97_070, reserved: 0 });
  });

  it('answers 404 for a payout id that does not exist', async () => {
    const sme = await fundedMerchant();
    expect((await cancelPayout(t.app, sme.cookie, 'po_doesnotexist')).statusCode).toBe(404);
  });
});
