import { catalogs } from '@kopru/i18n/catalog';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  latestEmailTo,
  type SignedIn,
} from '../../../test/factories.ts';
import { currencyIbans } from '../../../test/kyc-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { currencyIbanChanges } from '../../db/schema/currency-iban-changes.ts';

/**
 * Reviewed means frozen (issue 42, item 1): the admin's decision takes effect only on the request
 * it reviewed; the owners' next request is a new one, and the one reviewed is refused.
 */
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
const ibanA = 'TR22 0006 1005 1978 6457 8413 30';
const ibanANormalised = 'TR220006100519786457841330';
const ibanB = 'TR92 0006 1005 1978 6457 8413 31';
const ibanBNormalised = 'TR920006100519786457841331';

const ask = (cookie: string, iban: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/merchant/currency-iban-changes',
    headers: { cookie },
    payload: { currency: 'EUR', iban },
  });
const decide = (id: string, action: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/currency-iban-changes/${id}/${action}`,
    headers: { cookie: admin.cookie },
    ...(action === 'reject' ? { payload: { reason: 'Not the company’s account' } } : {}),
  });
const queueOf = async (merchantId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/currency-iban-changes',
      headers: { cookie: admin.cookie },
    })
  )
    .json()
    .data.filter((change: { merchantId: string }) => change.merchantId === merchantId);
const destination = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/merchant/payouts/destination', headers: { cookie } })
  ).json().account.currencyIbans;
const rowsOf = (merchantId: string) =>
  t.database.db.select().from(currencyIbanChanges).where(eq(currencyIbanChanges.merchantId, merchantId));

/** A verified merchant whose KYC named a lira account and a EUR one. */
const merchant = (locale: 'en' | 'tr' = 'en') =>
  createKycApprovedMerchant(
    t.app,
    t.database.db,
    { locale },
    { ibanUsd: '', ibanEur: currencyIbans.EUR, ibanGbp: '' },
  );
const eurInUse = [{ currency: 'EUR', ibanMasked: 'TR76 •••• •••• 1328' }];

describe('a currency account request an admin reviewed', () => {
  it('is replaced by the next request, never changed: the approval of the reviewed id is refused and changes nothing; the new id is approved', async () => {
    const sme = await merchant();
    const first = (await ask(sme.cookie, ibanA)).json();
    // The admin loads the queue and checks IBAN A.
    const reviewed = await queueOf(sme.merchantId);
    expect(reviewed).toMatchObject([{ id: first.id, iban: ibanANormalised, replaces: null }]);

    // Meanwhile an owner asks again, for IBAN B.
    const second = await ask(sme.cookie, ibanB);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().id).not.toBe(first.id);
    expect(second.json()).toMatchObject({ status: 'pending', ibanMasked: 'TR92 •••• •••• 1331' });

    // The admin approves what it checked: refused, nothing changes.
    const refused = await decide(reviewed[0].id, 'approve');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'change_request_replaced',
      details: { replacedBy: second.json().id },
    });
    expect((await decide(reviewed[0].id, 'reject')).json().error.code).toBe('change_request_replaced');
    expect(await destination(sme.cookie)).toEqual(eurInUse);
    const rows = await rowsOf(sme.merchantId);
    expect(rows.find((row) => row.id === first.id)).toMatchObject({
      status: 'replaced',
      iban: ibanANormalised,
      decidedBy: sme.userId,
      reason: null,
    });
    expect(rows.find((row) => row.id === second.json().id)).toMatchObject({
      status: 'pending',
      iban: ibanBNormalised,
      replaces: first.id,
    });
    const decisions = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.merchantId, sme.merchantId),
          eq(auditLogs.action, 'merchant.currency_iban_change_approved'),
        ),
      );
    expect(decisions).toEqual([]);

    // The queue now shows the new request beside the one it replaced.
    expect(await queueOf(sme.merchantId)).toMatchObject([
      {
        id: second.json().id,
        iban: ibanBNormalised,
        currentIban: currencyIbans.EUR,
        replaces: { id: first.id, iban: ibanANormalised },
      },
    ]);
    // The owner cannot take back the replaced request either: it is no longer pending.
    const withdraw = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/currency-iban-changes/${first.id}/withdraw`,
      headers: { cookie: sme.cookie },
    });
    expect(withdraw.statusCode).toBe(409);

    const approved = await decide(second.json().id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', replaces: { id: first.id } });
    expect(await destination(sme.cookie)).toEqual([{ currency: 'EUR', ibanMasked: 'TR92 •••• •••• 1331' }]);
  });

  it.each(['en', 'tr'] as const)(
    'tells the owners in their language (%s) what the new request asks and that the earlier one was withdrawn',
    async (locale) => {
      const sme = await merchant(locale);
      await ask(sme.cookie, ibanA);
      const words = catalogs[locale].email.currencyIbanChangeRequested;
      const [withdrawnWords = ''] = words.replaced.split('{{previous}}');
      const first = await latestEmailTo(t.database.db, sme.email, 'currencyIbanChangeRequested');
      expect(first?.textBody).not.toContain(withdrawnWords);
      await ask(sme.cookie, ibanB);
      const mail = await latestEmailTo(t.database.db, sme.email, 'currencyIbanChangeRequested');
      expect(mail?.locale).toBe(locale);
      expect(mail?.subject).toBe(words.subjectReplaced.replace('{{currency}}', 'EUR'));
      expect(mail?.textBody).toContain('TR92 •••• •••• 1331');
      expect(mail?.textBody).toContain(`${withdrawnWords}`);
      expect(mail?.textBody).toContain('TR22 •••• •••• 1330');
    },
  );

  it('approved and replaced at the same moment: either the reviewed request takes effect and the new one waits, or the approval is refused; never the unreviewed IBAN', async () => {
    const sme = await merchant();
    const first = (await ask(sme.cookie, ibanA)).json();
    const [approval, replacement] = await Promise.all([decide(first.id, 'approve'), ask(sme.cookie, ibanB)]);
    expect(replacement.statusCode, replacement.body).toBe(201);
    const rows = await rowsOf(sme.merchantId);
    const second = rows.find((row) => row.id === replacement.json().id);
    if (approval.statusCode === 200) {
      expect(approval.json()).toMatchObject({ id: first.id, iban: ibanANormalised, status: 'approved' });
      expect(second).toMatchObject({ status: 'pending', replaces: null });
      expect(await destination(sme.cookie)).toEqual([{ currency: 'EUR', ibanMasked: 'TR22 •••• •••• 1330' }]);
    } else {
      expect(approval.json().error.code).toBe('change_request_replaced');
      expect(second).toMatchObject({ status: 'pending', replaces: first.id });
      expect(await destination(sme.cookie)).toEqual(eurInUse);
    }
  });
});
