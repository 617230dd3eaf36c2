import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  latestEmailTo,
  type SignedIn,
} from '../../../test/factories.ts';
import { type ContractServer, startContractServer } from '../../../test/iyzico-contract/server.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emails } from '../../db/schema/emails.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { syncSubMerchants } from './sync.ts';

/**
 * Issue 46: a registration iyzico refuses, or that cannot be sent, is kept with a reason the
 * merchant's console translates, the owners are e-mailed once, and the merchant's fix (tax office,
 * names) goes through the identity-change review and reaches iyzico as soon as it is approved.
 */
const clock = testClock(new Date('2026-12-07T09:00:00Z'));

let server: ContractServer;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  server = await startContractServer();
  t = await createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: server.apiKey,
      IYZICO_SECRET_KEY: server.secretKey,
      IYZICO_BASE_URL: server.url,
      IYZICO_TIMEOUT_MS: '1000',
      IYZICO_MODE: 'marketplace',
    },
  });
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

/** Only this merchant's registration: the refusal a test sets is for its next create. */
const sync = (sme: { merchantId: string }) => syncSubMerchants(t.app.ctx, 1, undefined, sme.merchantId);
const stateOf = async (sme: SignedIn) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/merchant/card-payments',
    headers: { cookie: sme.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const refusalEmails = async (address: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.template, 'registrationRefused')));

/** The merchant asks for a change of its profile; the admin approves it (the fix's only way). */
async function fixThroughIdentityChange(sme: SignedIn, change: Record<string, string>) {
  const profile = (
    await t.app.inject({ method: 'GET', url: '/api/merchant/profile', headers: { cookie: sme.cookie } })
  ).json();
  const identity = {
    companyName: profile.companyName,
    taxId: profile.taxId,
    authPersonName: profile.authPersonName,
  };
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/merchant/profile',
    headers: { cookie: sme.cookie },
    payload: { ...identity, ...change },
  });
  expect(put.statusCode).toBe(200);
  const pending = (
    await t.app.inject({
      method: 'GET',
      url: '/api/merchant/identity-change',
      headers: { cookie: sme.cookie },
    })
  ).json().pending;
  expect(pending.requested).toMatchObject(change);
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/identity-changes/${pending.id}/approve`,
    headers: { cookie: admin.cookie },
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

describe('a registration iyzico refuses or that cannot be sent', () => {
  it('is kept with its reason and iyzico’s answer, e-mails the owners once, and shows in the merchant’s state', async () => {
    const sme = await createKycApprovedMerchant(
      t.app,
      t.database.db,
      { locale: 'tr' },
      { taxOffice: 'Kadıköy' },
    );
    expect(await stateOf(sme)).toEqual({ state: 'registering', payable: false, refusal: null });

    server.refuseNextSubMerchant('2005', 'IBAN hesap sahibi ile uyuşmuyor');
    await sync(sme);
    expect(await stateOf(sme)).toEqual({
      state: 'refused',
      payable: false,
      refusal: {
        reason: 'acquirer_refused',
        acquirerCode: '2005',
        acquirerMessage: 'IBAN hesap sahibi ile uyuşmuyor',
        at: clock.now().toISOString(),
        fields: ['taxOffice'],
      },
    });
    const mail = await latestEmailTo(t.database.db, sme.email, 'registrationRefused');
    expect(mail?.locale).toBe('tr');
    expect(mail?.subject).toBe('Müşterileriniz size henüz ödeme yapamıyor: iyzico işletmenizi kaydetmedi');
    expect(mail?.textBody).toContain('iyzico’nun yanıtı: 2005 IBAN hesap sahibi ile uyuşmuyor');
    expect(mail?.textBody).toContain('/sme/dashboard/profile');

    // The admin's "Send again", refused the same way, tells nobody twice.
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/sub-merchants/${sme.merchantId}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retried.statusCode).toBe(200);
    server.refuseNextSubMerchant('2005', 'IBAN hesap sahibi ile uyuşmuyor');
    await sync(sme);
    expect((await stateOf(sme)).state).toBe('refused');
    expect(await refusalEmails(sme.email)).toHaveLength(1);
  });

  it('a code iyzico documents is translated (11: a required field missing or not valid)', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db, {}, { taxOffice: 'Kadıköy' });
    server.refuseNextSubMerchant('11', 'Geçersiz istek');
    await sync(sme);
    expect((await stateOf(sme)).refusal).toMatchObject({
      reason: 'acquirer_invalid_request',
      acquirerCode: '11',
    });
    const mail = await latestEmailTo(t.database.db, sme.email, 'registrationRefused');
    expect(mail?.textBody).toContain('iyzico found a required detail missing or not valid');
  });

  it('an identity change adding the tax office registers the merchant as soon as it is approved', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db, { taxId: '1234567890' });
    // A company approved without a tax office (sent before the KYC form required it).
    await t.database.db
      .update(kycSubmissions)
      .set({ taxOffice: null })
      .where(eq(kycSubmissions.id, sme.submissionId));
    await sync(sme);
    expect(server.subMerchants.has(sme.merchantId)).toBe(false);
    expect((await stateOf(sme)).refusal).toMatchObject({
      reason: 'missing_tax_office',
      acquirerCode: null,
      acquirerMessage: null,
    });
    expect(await refusalEmails(sme.email)).toHaveLength(1);

    await fixThroughIdentityChange(sme, { taxOffice: 'Ürgüp' });
    // Sent with the approval's answer, not at the worker's next pass.
    expect(server.subMerchants.get(sme.merchantId)?.fields).toMatchObject({
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      taxOffice: 'Ürgüp',
    });
    expect(await stateOf(sme)).toEqual({ state: 'registered', payable: true, refusal: null });
  });

  it('a person refused by iyzico corrects the names on the bank account; they are sent as given', async () => {
    const sme = await createKycApprovedMerchant(
      t.app,
      t.database.db,
      { companyName: 'Ayşe Nur Tasarım', taxId: '12345678901', authPersonName: 'Ayşe Nur Yılmaz' },
      { legalForm: 'person', holderFirstName: 'Ayse', holderLastName: 'Yilmaz' },
    );
    server.refuseNextSubMerchant('2005', 'IBAN hesap sahibi ile uyuşmuyor');
    await sync(sme);
    expect((await stateOf(sme)).refusal?.fields).toEqual(['holderFirstName', 'holderLastName']);

    await fixThroughIdentityChange(sme, { holderFirstName: 'Ayşe Nur', holderLastName: 'Yılmaz Kaya' });
    expect(server.subMerchants.get(sme.merchantId)?.fields).toMatchObject({
      subMerchantType: 'PERSONAL',
      contactName: 'Ayşe Nur',
      contactSurname: 'Yılmaz Kaya',
    });
    expect((await stateOf(sme)).state).toBe('registered');
  });
});
