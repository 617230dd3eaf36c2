import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createKycApprovedMerchant, type SignedIn } from '../../../test/factories.ts';
import { type ContractServer, startContractServer } from '../../../test/iyzico-contract/server.ts';
import { validIbanNormalised } from '../../../test/kyc-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { subMerchants } from '../../db/schema/sub-merchants.ts';
import { MISSING_TAX_OFFICE, syncSubMerchants } from './sync.ts';

/**
 * Marketplace mode (decision 011) against the contract server: an approved KYC or identity change
 * reaches iyzico's sub-merchant through the sync worker, never inside the approving transaction,
 * and a lost answer never registers a merchant twice.
 */
const clock = testClock(new Date('2026-11-02T09:00:00Z'));

async function marketplaceApp(server: ContractServer, mode = 'marketplace') {
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

const rowOf = async (merchantId: string) =>
  (await t.database.db.select().from(subMerchants).where(eq(subMerchants.merchantId, merchantId)))[0];
const onboardingCalls = (merchantId: string) =>
  server.calls.filter(
    (c) =>
      c.path.startsWith('/onboarding/submerchant') && c.body.conversationId === `submerchant-${merchantId}`,
  );
const sync = () => syncSubMerchants(t.app.ctx);
const queue = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/reconciliation', headers: { cookie: admin.cookie } })
  ).json();

describe('sub-merchants in marketplace mode', () => {
  it('approving KYC of a limited company registers it with its tax number, tax office and IBAN', async () => {
    const sme = await createKycApprovedMerchant(
      t.app,
      t.database.db,
      { companyName: 'Kapadokya Halı A.Ş.', taxId: '1234567890' },
      { taxOffice: 'Ürgüp' },
    );
    // Recorded with the approval; iyzico is told only by the worker, outside that transaction.
    expect(await rowOf(sme.merchantId)).toMatchObject({ version: 1, syncedVersion: 0, subMerchantKey: null });
    expect(onboardingCalls(sme.merchantId)).toHaveLength(0);

    await sync();
    const registered = server.subMerchants.get(sme.merchantId);
    expect(registered?.fields).toMatchObject({
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      legalCompanyTitle: 'Kapadokya Halı A.Ş.',
      name: 'Kapadokya Halı A.Ş.',
      taxNumber: '1234567890',
      taxOffice: 'Ürgüp',
      iban: validIbanNormalised,
      email: sme.email,
      address: 'Atatürk Cad. No: 12, Kadıköy, İstanbul',
      currency: 'TRY',
    });
    expect(await rowOf(sme.merchantId)).toMatchObject({
      subMerchantKey: registered?.subMerchantKey,
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      version: 1,
      syncedVersion: 1,
      syncAfter: null,
      reviewSince: null,
    });
    // Nothing more to do: a second pass asks iyzico nothing.
    const calls = onboardingCalls(sme.merchantId).length;
    await sync();
    expect(onboardingCalls(sme.merchantId)).toHaveLength(calls);
  });

  it('an approved identity change updates the same sub-merchant', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db, {}, { taxOffice: 'Kadıköy' });
    await sync();
    const key = server.subMerchants.get(sme.merchantId)?.subMerchantKey;
    const change = {
      companyName: 'Kapadokya Kilim Ltd. Şti.',
      taxId: '1234567891',
      authPersonName: 'Ali Kaya',
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      headers: { cookie: sme.cookie },
      payload: change,
    });
    expect(put.statusCode).toBe(200);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/identity-changes',
      headers: { cookie: admin.cookie },
    });
    const request = pending.json().data.find((c: { merchantId: string }) => c.merchantId === sme.merchantId);
    // Requested only: iyzico keeps the verified identity until an admin approves.
    await sync();
    expect(server.subMerchants.get(sme.merchantId)?.fields.legalCompanyTitle).toBe('Kapadokya Halı A.Ş.');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/identity-changes/${request.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode).toBe(200);
    // Sent once the approval committed (issue 46), not at the worker's next pass.
    expect(await rowOf(sme.merchantId)).toMatchObject({ version: 2, syncedVersion: 2 });
    await sync();
    const updates = onboardingCalls(sme.merchantId).filter((c) => c.body.subMerchantKey === key);
    expect(updates).toHaveLength(1);
    expect(server.subMerchants.get(sme.merchantId)).toMatchObject({
      subMerchantKey: key,
      fields: { legalCompanyTitle: 'Kapadokya Kilim Ltd. Şti.', taxNumber: '1234567891' },
    });
    expect(await rowOf(sme.merchantId)).toMatchObject({ subMerchantKey: key, version: 2, syncedVersion: 2 });
  });

  it('chooses the type from the tax number and the declared legal form; a person’s names are sent as given', async () => {
    const person = await createKycApprovedMerchant(
      t.app,
      t.database.db,
      { companyName: 'Zeynep Kaya Tasarım', taxId: '12345678901', authPersonName: 'Zeynep Nur Kaya Demir' },
      { legalForm: 'person', holderFirstName: 'Zeynep Nur', holderLastName: 'Kaya Demir' },
    );
    const sole = await createKycApprovedMerchant(
      t.app,
      t.database.db,
      { companyName: 'Mehmet Demir Seramik', taxId: '10987654321' },
      { legalForm: 'sole_proprietorship', taxOffice: 'Avanos' },
    );
    await sync();
    // Not split from the authorised person on its last space ("Zeynep Nur Kaya" / "Demir").
    expect(server.subMerchants.get(person.merchantId)?.fields).toMatchObject({
      subMerchantType: 'PERSONAL',
      contactName: 'Zeynep Nur',
      contactSurname: 'Kaya Demir',
      identityNumber: '12345678901',
    });
    expect(server.subMerchants.get(person.merchantId)?.fields.taxOffice).toBeUndefined();
    expect(server.subMerchants.get(sole.merchantId)?.fields).toMatchObject({
      subMerchantType: 'PRIVATE_COMPANY',
      legalCompanyTitle: 'Mehmet Demir Seramik',
      taxOffice: 'Avanos',
      identityNumber: '10987654321',
    });
  });

  it('a lost answer to create is looked up by the merchant id: registered once, key kept', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db, {}, { taxOffice: 'Kadıköy' });
    server.dropNextAnswer('/onboarding/submerchant');
    await sync();
    const deferred = await rowOf(sme.merchantId);
    expect(deferred).toMatchObject({
      subMerchantKey: null,
      syncedVersion: 0,
      syncAttempts: 1,
      reviewSince: null,
    });
    expect(deferred?.providerAnswer).toContain('no answer');
    expect(server.subMerchants.has(sme.merchantId)).toBe(true);

    clock.advance(61_000);
    await sync();
    const creates = onboardingCalls(sme.merchantId).filter((c) => c.body.subMerchantType);
    expect(creates).toHaveLength(1);
    expect(await rowOf(sme.merchantId)).toMatchObject({
      subMerchantKey: server.subMerchants.get(sme.merchantId)?.subMerchantKey,
      syncedVersion: 1,
      syncAttempts: 0,
    });
  });

  it('a refusal waits in the Reconciliation page with iyzico’s answer; Send again retries it (audited)', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db, {}, { taxOffice: 'Kadıköy' });
    server.refuseNextSubMerchant('2005', 'IBAN hesap sahibi ile uyuşmuyor');
    await sync();
    expect(await rowOf(sme.merchantId)).toMatchObject({ syncAfter: null, syncedVersion: 0 });
    const waiting = (await queue()).subMerchants.find(
      (s: { merchantId: string }) => s.merchantId === sme.merchantId,
    );
    expect(waiting).toMatchObject({
      providerAnswer: '2005 IBAN hesap sahibi ile uyuşmuyor',
      subMerchantKey: null,
    });

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/sub-merchants/${sme.merchantId}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retried.statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, sme.merchantId));
    expect(audit).toBeDefined();
    const actions = (
      await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, sme.merchantId))
    ).map((a) => a.action);
    expect(actions).toContain('merchant.sub_merchant_requeued');
    await sync();
    expect(await rowOf(sme.merchantId)).toMatchObject({ syncedVersion: 1, reviewSince: null });
    expect((await queue()).subMerchants.map((s: { merchantId: string }) => s.merchantId)).not.toContain(
      sme.merchantId,
    );
  });

  it('a company approved without a tax office (sent before the KYC required it) is not sent: it waits with the reason', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db, { taxId: '1234567890' });
    await t.database.db
      .update(kycSubmissions)
      .set({ taxOffice: null })
      .where(eq(kycSubmissions.id, sme.submissionId));
    await sync();
    expect(onboardingCalls(sme.merchantId)).toHaveLength(0);
    const waiting = (await queue()).subMerchants.find(
      (s: { merchantId: string }) => s.merchantId === sme.merchantId,
    );
    expect(waiting?.providerAnswer).toBe(MISSING_TAX_OFFICE);
  });
});

describe('other modes and answers', () => {
  it('platform mode registers no sub-merchant', async () => {
    const platform = await marketplaceApp(server, 'platform');
    try {
      const sme = await createKycApprovedMerchant(
        platform.app,
        platform.database.db,
        {},
        { taxOffice: 'Kadıköy' },
      );
      expect(platform.app.ctx.marketplace).toBeUndefined();
      const rows = await platform.database.db.select().from(subMerchants);
      expect(rows).toHaveLength(0);
      expect(await syncSubMerchants(platform.app.ctx)).toBe(0);
      expect(onboardingCalls(sme.merchantId)).toHaveLength(0);
    } finally {
      await platform.close();
    }
  });

  it('A23: a detail answer without the key never leads to a second create; the lookups end with an admin', async () => {
    const keyless = await startContractServer({ assumptions: { subMerchantDetailCarriesKey: false } });
    const app = await marketplaceApp(keyless);
    try {
      const sme = await createKycApprovedMerchant(app.app, app.database.db, {}, { taxOffice: 'Kadıköy' });
      keyless.dropNextAnswer('/onboarding/submerchant');
      await syncSubMerchants(app.app.ctx);
      for (let attempt = 0; attempt < 12; attempt++) {
        clock.advance(7 * 3_600_000);
        await syncSubMerchants(app.app.ctx);
      }
      const creates = keyless.calls.filter(
        (c) => c.path === '/onboarding/submerchant' && c.body.subMerchantType,
      );
      expect(creates).toHaveLength(1);
      const [row] = await app.database.db
        .select()
        .from(subMerchants)
        .where(eq(subMerchants.merchantId, sme.merchantId));
      expect(row).toMatchObject({ subMerchantKey: null, syncAfter: null });
      expect(row?.reviewSince).not.toBeNull();
      expect(row?.providerAnswer).toBe('no subMerchantKey');
    } finally {
      await app.close();
      await keyless.close();
    }
  });
});
