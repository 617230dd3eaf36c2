import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  latestEmailTo,
  type SignedIn,
} from '../../../test/factories.ts';
import { unlistedIbanHolderAnswer } from '../../../test/iyzico-contract/iban-holders.ts';
import { type ContractServer, startContractServer } from '../../../test/iyzico-contract/server.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emails } from '../../db/schema/emails.ts';
import { syncSubMerchants } from './sync.ts';

/**
 * Issue 46 through the contract server's IBAN holders (row M13): a person registered under names
 * that are not those of its IBAN's holder is refused the way iyzico would (assumption A38: the
 * documented general code 11, or a code no page lists, shown as given); the owners are told; an
 * identity change with the names as on the account registers it as soon as it is approved.
 */
const clock = testClock(new Date('2026-12-07T09:00:00Z'));
const ayseIban = 'TR88 0006 2000 0000 1234 5678 01';
const mehmetIban = 'TR610006200000001234567802';

const answers = {
  invalid_request: {
    reason: 'acquirer_invalid_request',
    acquirerCode: '11',
    acquirerMessage: 'Geçersiz istek: iban',
    mailLine: 'iyzico zorunlu bir bilgiyi eksik veya geçersiz buldu',
  },
  unlisted: {
    reason: 'acquirer_refused',
    acquirerCode: unlistedIbanHolderAnswer.errorCode,
    acquirerMessage: unlistedIbanHolderAnswer.errorMessage,
    mailLine: `iyzico’nun yanıtı: ${unlistedIbanHolderAnswer.errorCode} ${unlistedIbanHolderAnswer.errorMessage}`,
  },
} as const;

describe.each(['invalid_request', 'unlisted'] as const)('IBAN holders (A38: %s)', (answer) => {
  let server: ContractServer;
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    server = await startContractServer({
      assumptions: { ibanHolderMismatch: answer },
      ibanHolders: { [ayseIban]: 'Ayşe Nur Yılmaz', [mehmetIban]: 'Mehmet Demir' },
    });
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

  const sync = (sme: { merchantId: string }) => syncSubMerchants(t.app.ctx, 1, undefined, sme.merchantId);
  const stateOf = async (sme: SignedIn) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/merchant/card-payments',
        headers: { cookie: sme.cookie },
      })
    ).json();
  const person = (names: { holderFirstName: string; holderLastName: string }, iban: string) =>
    createKycApprovedMerchant(
      t.app,
      t.database.db,
      {
        companyName: 'Ayşe Nur Tasarım',
        taxId: '12345678901',
        authPersonName: 'Ayşe Nur Yılmaz',
        locale: 'tr',
      },
      { legalForm: 'person', iban, ...names },
    );

  it('refuses a person whose names are not its IBAN holder’s, tells the owners, and takes the names as on the account', async () => {
    const sme = await person({ holderFirstName: 'Ayşe', holderLastName: 'Yılmaz' }, ayseIban);
    await sync(sme);
    expect(server.subMerchants.has(sme.merchantId)).toBe(false);
    const expected = answers[answer];
    expect(await stateOf(sme)).toEqual({
      state: 'refused',
      payable: false,
      refusal: {
        reason: expected.reason,
        acquirerCode: expected.acquirerCode,
        acquirerMessage: expected.acquirerMessage,
        at: clock.now().toISOString(),
        fields: ['holderFirstName', 'holderLastName'],
      },
    });
    const told = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, sme.email), eq(emails.template, 'registrationRefused')));
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain(expected.mailLine);

    // An identity change with the names still not the holder's is refused again at approval.
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/merchant/profile', headers: { cookie: sme.cookie } })
    ).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      headers: { cookie: sme.cookie },
      payload: {
        companyName: profile.companyName,
        taxId: profile.taxId,
        authPersonName: profile.authPersonName,
        // Spacing and case as the bank prints them do not matter (tr-TR upper case).
        holderFirstName: 'AYŞE  NUR',
        holderLastName: 'yılmaz',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const pending = (
      await t.app.inject({
        method: 'GET',
        url: '/api/merchant/identity-change',
        headers: { cookie: sme.cookie },
      })
    ).json().pending;
    // The admin's review and the owners' e-mail show the names in force beside the ones asked for.
    const review = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/identity-changes',
        headers: { cookie: admin.cookie },
      })
    )
      .json()
      .data.find((change: { id: string }) => change.id === pending.id);
    expect(review.current).toMatchObject({ holderFirstName: 'Ayşe', holderLastName: 'Yılmaz' });
    expect(review.requested).toMatchObject({ holderFirstName: 'AYŞE  NUR', holderLastName: 'yılmaz' });
    const asked = await latestEmailTo(t.database.db, sme.email, 'identityChangeRequested');
    expect(asked?.textBody).toContain('Banka hesabındaki ad: Ayşe → AYŞE  NUR');
    expect(asked?.textBody).toContain('Banka hesabındaki soyad: Yılmaz → yılmaz');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/identity-changes/${pending.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // Sent with the approval, not at the worker's next pass.
    expect(server.subMerchants.get(sme.merchantId)?.fields).toMatchObject({
      subMerchantType: 'PERSONAL',
      contactName: 'AYŞE  NUR',
      contactSurname: 'yılmaz',
      iban: ayseIban.replace(/\s/g, ''),
    });
    expect(await stateOf(sme)).toEqual({ state: 'registered', payable: true, refusal: null });
    const mail = await latestEmailTo(t.database.db, sme.email, 'registrationRefused');
    expect(mail?.id).toBe(told[0]?.id);
  });

  it('registers a person whose names are its IBAN holder’s, and any IBAN the table does not know', async () => {
    const holder = await person({ holderFirstName: 'Mehmet', holderLastName: 'Demir' }, mehmetIban);
    const unknown = await person(
      { holderFirstName: 'Elif', holderLastName: 'Şahin' },
      'TR340006200000001234567803',
    );
    await sync(holder);
    await sync(unknown);
    expect((await stateOf(holder)).state).toBe('registered');
    expect((await stateOf(unknown)).state).toBe('registered');
  });
});
