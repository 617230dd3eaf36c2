import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  fundMerchant,
  latestEmailTo,
  type SignedIn,
} from '../../../test/factories.ts';
import { currencyIbans } from '../../../test/kyc-helpers.ts';
import { requestPayout } from '../../../test/payout-helpers.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { canMoveCurrencyIbanChange } from './state-machine.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** Valid Turkish IBANs (checksums correct) of accounts the KYC did not name. */
const newUsdIban = 'TR22 0006 1005 1978 6457 8413 30';
const newUsdIbanNormalised = 'TR220006100519786457841330';

const ask = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/merchant/currency-iban-changes', headers: { cookie }, payload });
const pendingOf = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/merchant/currency-iban-changes', headers: { cookie } })
  ).json().data;
const adminQueue = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/currency-iban-changes',
      headers: { cookie: admin.cookie },
    })
  ).json().data as { id: string; merchantId: string; currency: string; iban: string | null }[];
const decide = (id: string, action: 'approve' | 'reject', payload?: object, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/currency-iban-changes/${id}/${action}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const withdraw = (id: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/merchant/currency-iban-changes/${id}/withdraw`,
    headers: { cookie },
  });
const destination = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/merchant/payouts/destination', headers: { cookie } })
  ).json().account.currencyIbans;

/** A verified merchant whose KYC named a lira account and only a EUR one. */
const eurOnlyMerchant = () =>
  createKycApprovedMerchant(
    t.app,
    t.database.db,
    {},
    { ibanUsd: '', ibanEur: currencyIbans.EUR, ibanGbp: '' },
  );

describe('currency accounts after KYC', () => {
  it('an owner asks to add a USD account; payouts in USD stay refused until an admin approves, then go there', async () => {
    const sme = await eurOnlyMerchant();
    await fundMerchant(t.app, sme.cookie, { amount: 30_000 });
    const asked = await ask(sme.cookie, { currency: 'USD', iban: newUsdIban });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      currency: 'USD',
      status: 'pending',
      ibanMasked: 'TR22 •••• •••• 1330',
      currentIbanMasked: null,
    });
    expect(await pendingOf(sme.cookie)).toHaveLength(1);
    expect((await latestEmailTo(t.database.db, sme.email))?.template).toBe('currencyIbanChangeRequested');

    // Pending: nothing changes for payouts.
    expect(await destination(sme.cookie)).toEqual([{ currency: 'EUR', ibanMasked: 'TR76 •••• •••• 1328' }]);
    const refused = await requestPayout(t.app, sme.cookie, { amount: 10_000, currency: 'USD' });
    expect(refused.json().error.code).toBe('payout_account_missing_currency');

    const item = (await adminQueue()).find((change) => change.merchantId === sme.merchantId);
    expect(item).toMatchObject({ currency: 'USD', iban: newUsdIbanNormalised, currentIban: null });
    const approved = await decide(item?.id ?? '', 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(await pendingOf(sme.cookie)).toEqual([]);
    expect(await destination(sme.cookie)).toEqual([
      { currency: 'USD', ibanMasked: 'TR22 •••• •••• 1330' },
      { currency: 'EUR', ibanMasked: 'TR76 •••• •••• 1328' },
    ]);
    const mail = await latestEmailTo(t.database.db, sme.email);
    expect(mail?.template).toBe('currencyIbanChangeApproved');
    expect(mail?.textBody).toContain('TR22 •••• •••• 1330');

    const paid = await requestPayout(t.app, sme.cookie, { amount: 10_000, currency: 'USD' });
    expect(paid.statusCode, paid.body).toBe(201);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, paid.json().id));
    expect(row?.iban).toBe(newUsdIbanNormalised);

    expect((await decide(item?.id ?? '', 'approve')).statusCode).toBe(409);
    expect((await decide(item?.id ?? '', 'reject', { reason: 'late' })).statusCode).toBe(409);
    const audited = await t.database.db
      .select({ action: auditLogs.action, details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, sme.merchantId)));
    expect(audited.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'merchant.currency_iban_change_requested',
        'merchant.currency_iban_change_approved',
      ]),
    );
  });

  it('a change replaces the account for new payouts, the payout already requested keeps its IBAN; removing an account is a change too', async () => {
    const sme = await eurOnlyMerchant();
    await fundMerchant(t.app, sme.cookie, { amount: 30_000, currency: 'EUR' });
    const before = await requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'EUR' });
    expect(before.statusCode).toBe(201);
    const asked = await ask(sme.cookie, { currency: 'EUR', iban: newUsdIban });
    expect(asked.json()).toMatchObject({ currentIbanMasked: 'TR76 •••• •••• 1328' });
    expect((await decide(asked.json().id, 'approve')).statusCode).toBe(200);
    const after = await requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'EUR' });
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.merchantId, sme.merchantId));
    expect(rows.find((row) => row.id === before.json().id)?.iban).toBe(currencyIbans.EUR);
    expect(rows.find((row) => row.id === after.json().id)?.iban).toBe(newUsdIbanNormalised);

    const removal = await ask(sme.cookie, { currency: 'EUR', iban: '' });
    expect(removal.json()).toMatchObject({ ibanMasked: null, currentIbanMasked: 'TR22 •••• •••• 1330' });
    expect((await decide(removal.json().id, 'approve')).statusCode).toBe(200);
    expect(await destination(sme.cookie)).toEqual([]);
    const refused = await requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'EUR' });
    expect(refused.json().error.code).toBe('payout_account_missing_currency');
  });

  it('a rejection keeps the account in use and tells the owners why; a reason is required', async () => {
    const sme = await eurOnlyMerchant();
    await ask(sme.cookie, { currency: 'EUR', iban: 'TR92 0006 1005 1978 6457 8413 31' });
    // A second request of the same currency replaces the pending one.
    const asked = await ask(sme.cookie, { currency: 'EUR', iban: newUsdIban });
    const pending = await pendingOf(sme.cookie);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ id: asked.json().id, ibanMasked: 'TR22 •••• •••• 1330' });
    expect((await decide(asked.json().id, 'reject', {})).statusCode).toBe(400);
    const rejected = await decide(asked.json().id, 'reject', {
      reason: 'The account is not in the company name',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reason: 'The account is not in the company name',
    });
    expect(await destination(sme.cookie)).toEqual([{ currency: 'EUR', ibanMasked: 'TR76 •••• •••• 1328' }]);
    const mail = await latestEmailTo(t.database.db, sme.email);
    expect(mail?.template).toBe('currencyIbanChangeRejected');
    expect(mail?.textBody).toContain('The account is not in the company name');
  });

  it('validates the IBAN and the currency, and refuses asking for the account already in use', async () => {
    const sme = await eurOnlyMerchant();
    const badChecksum = await ask(sme.cookie, { currency: 'USD', iban: 'TR00 0006 1005 1978 6457 8413 30' });
    expect(badChecksum.statusCode).toBe(400);
    expect(badChecksum.json().error.details.issues).toEqual([
      { path: 'iban', message: 'validation.ibanInvalid' },
    ]);
    expect((await ask(sme.cookie, { currency: 'TRY', iban: newUsdIban })).statusCode).toBe(400);
    expect((await ask(sme.cookie, { currency: 'JPY', iban: newUsdIban })).statusCode).toBe(400);
    const same = await ask(sme.cookie, { currency: 'EUR', iban: currencyIbans.EUR });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.code).toBe('currency_iban_unchanged');
    expect((await ask(sme.cookie, { currency: 'USD', iban: '' })).json().error.code).toBe(
      'currency_iban_unchanged',
    );
    expect(await pendingOf(sme.cookie)).toEqual([]);
  });

  it('only owners ask; other roles may read; merchants see only their own requests', async () => {
    const sme = await eurOnlyMerchant();
    for (const role of ['admin', 'finance', 'developer', 'support', 'viewer'] as const) {
      const member = await addMember(t.app, t.database.db, sme.merchantId, role);
      const refused = await ask(member.cookie, { currency: 'USD', iban: newUsdIban });
      expect(refused.statusCode, role).toBe(403);
    }
    const finance = await addMember(t.app, t.database.db, sme.merchantId, 'finance');
    await ask(sme.cookie, { currency: 'USD', iban: newUsdIban });
    expect(await pendingOf(finance.cookie)).toHaveLength(1);

    const other = await eurOnlyMerchant();
    expect(await pendingOf(other.cookie)).toEqual([]);
  });

  it('only a platform admin sees the queue and decides', async () => {
    const sme = await eurOnlyMerchant();
    const asked = await ask(sme.cookie, { currency: 'USD', iban: newUsdIban });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/currency-iban-changes',
      headers: { cookie: sme.cookie },
    });
    expect(queue.statusCode).toBe(403);
    expect((await decide(asked.json().id, 'approve', undefined, sme.cookie)).statusCode).toBe(403);
    expect(await pendingOf(sme.cookie)).toHaveLength(1);
    expect((await decide('cic_missing', 'approve')).statusCode).toBe(404);
  });

  it('an owner withdraws its pending request: the account in use stays, the admin no longer sees it, and it cannot be decided', async () => {
    const sme = await eurOnlyMerchant();
    const asked = (await ask(sme.cookie, { currency: 'EUR', iban: newUsdIban })).json();
    const withdrawn = await withdraw(asked.id, sme.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      id: asked.id,
      status: 'withdrawn',
      ibanMasked: 'TR22 •••• •••• 1330',
      currentIbanMasked: 'TR76 •••• •••• 1328',
    });
    expect(withdrawn.json().decidedAt).not.toBeNull();
    expect(await pendingOf(sme.cookie)).toEqual([]);
    expect((await adminQueue()).map((change) => change.id)).not.toContain(asked.id);
    expect(await destination(sme.cookie)).toEqual([{ currency: 'EUR', ibanMasked: 'TR76 •••• •••• 1328' }]);
    const approved = await decide(asked.id, 'approve');
    expect(approved.statusCode).toBe(409);
    const again = await withdraw(asked.id, sme.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.merchantId, sme.merchantId),
          eq(auditLogs.action, 'merchant.currency_iban_change_withdrawn'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ request: asked.id, currency: 'EUR' });
    // A new request may follow.
    expect((await ask(sme.cookie, { currency: 'EUR', iban: newUsdIban })).statusCode).toBe(201);
  });

  it('a request is withdrawn only by an owner of its merchant; a decided one no longer', async () => {
    const sme = await eurOnlyMerchant();
    const asked = (await ask(sme.cookie, { currency: 'USD', iban: newUsdIban })).json();
    for (const role of ['admin', 'finance', 'viewer'] as const) {
      const member = await addMember(t.app, t.database.db, sme.merchantId, role);
      expect((await withdraw(asked.id, member.cookie)).statusCode, role).toBe(403);
    }
    const other = await eurOnlyMerchant();
    expect((await withdraw(asked.id, other.cookie)).statusCode).toBe(404);
    expect((await withdraw('cic_missing', sme.cookie)).statusCode).toBe(404);
    expect((await withdraw(asked.id, admin.cookie)).statusCode).toBe(403);
    expect(await pendingOf(sme.cookie)).toHaveLength(1);
    expect((await decide(asked.id, 'reject', { reason: 'Wrong holder' })).statusCode).toBe(200);
    expect((await withdraw(asked.id, sme.cookie)).statusCode).toBe(409);
  });

  it.each([
    ['pending', 'withdrawn', true],
    ['approved', 'withdrawn', false],
    ['rejected', 'withdrawn', false],
    ['withdrawn', 'approved', false],
    ['pending', 'approved', true],
    ['pending', 'rejected', true],
    ['approved', 'rejected', false],
    ['rejected', 'approved', false],
    ['approved', 'approved', false],
    ['pending', 'pending', false],
    ['pending', 'replaced', true],
    ['replaced', 'approved', false],
    ['replaced', 'rejected', false],
    ['replaced', 'withdrawn', false],
  ] as const)('moves %s to %s: %s', (from, to, allowed) => {
    expect(canMoveCurrencyIbanChange(from, to)).toBe(allowed);
  });
});
