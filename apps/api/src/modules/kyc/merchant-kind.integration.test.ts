import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant } from '../../../test/factories.ts';
import { kycFields, kycForm, submitKyc } from '../../../test/kyc-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { merchants } from '../../db/schema/merchants.ts';

/** The KYC asks what iyzico needs for what the merchant is (@kopru/domain/merchant-kind). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const storedFileCount = async () =>
  (await readdir(path.join(t.dataDir, 'files', 'kyc')).catch(() => [])).length;
const submissionsOf = (merchantId: string | null) =>
  t.database.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.merchantId, merchantId ?? ''));
const kycStatusOf = async (merchantId: string | null) =>
  (
    await t.database.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, merchantId ?? ''))
  )[0]?.kycStatus;

describe('what the KYC asks of each kind of merchant', () => {
  it('refuses a company without a tax office, translated at the field, and writes nothing', async () => {
    const sme = await registerMerchant(t.app, { taxId: '1234567890' });
    const before = await storedFileCount();
    const response = await submitKyc(t.app, sme.cookie, kycForm(kycFields({ taxOffice: '  ' })));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      details: { issues: [{ path: 'taxOffice', message: 'validation.taxOfficeRequired' }] },
    });
    expect(await submissionsOf(sme.merchantId)).toHaveLength(0);
    expect(await storedFileCount()).toBe(before);
    expect(await kycStatusOf(sme.merchantId)).toBe('not_submitted');

    // The same details with the tax office go through.
    const fixed = await submitKyc(t.app, sme.cookie, kycForm(kycFields({ taxOffice: 'Ürgüp' })));
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json().submission).toMatchObject({ legalForm: null, taxOffice: 'Ürgüp' });
  });

  it('asks an 11-digit tax number whether it sells as a sole proprietorship or as a person', async () => {
    const sme = await registerMerchant(t.app, { taxId: '12345678901' });
    const undeclared = await submitKyc(t.app, sme.cookie, kycForm(kycFields()));
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.json().error.details.issues).toEqual([
      { path: 'legalForm', message: 'validation.legalFormRequired' },
    ]);
    const sole = await submitKyc(
      t.app,
      sme.cookie,
      kycForm(kycFields({ legalForm: 'sole_proprietorship', taxOffice: undefined })),
    );
    expect(sole.statusCode).toBe(400);
    expect(sole.json().error.details.issues).toEqual([
      { path: 'taxOffice', message: 'validation.taxOfficeRequired' },
    ]);
    expect(await submissionsOf(sme.merchantId)).toHaveLength(0);
  });

  it('a person gives first name and surname as on the bank account; both are kept as given', async () => {
    const sme = await registerMerchant(t.app, { taxId: '12345678901', authPersonName: 'Zeynep Nur Kaya' });
    const nameless = await submitKyc(
      t.app,
      sme.cookie,
      kycForm(kycFields({ legalForm: 'person', holderFirstName: 'Zeynep Nur' })),
    );
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.details.issues).toEqual([
      { path: 'holderLastName', message: 'validation.holderLastNameRequired' },
    ]);
    const named = await submitKyc(
      t.app,
      sme.cookie,
      kycForm(
        kycFields({ legalForm: 'person', holderFirstName: 'Zeynep Nur', holderLastName: 'Kaya Demir' }),
      ),
    );
    expect(named.statusCode).toBe(201);
    // A person's tax office is not kept: the rule reads the kind, not what else was typed.
    expect(named.json().submission).toMatchObject({
      legalForm: 'person',
      taxOffice: null,
      holderFirstName: 'Zeynep Nur',
      holderLastName: 'Kaya Demir',
    });
  });

  it('a company declares no legal form and gives no holder names', async () => {
    const sme = await registerMerchant(t.app, { taxId: '1234567891' });
    const response = await submitKyc(
      t.app,
      sme.cookie,
      kycForm(kycFields({ legalForm: 'person', holderFirstName: 'Ali', holderLastName: 'Kaya' })),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().submission).toMatchObject({
      legalForm: null,
      taxOffice: 'Kadıköy',
      holderFirstName: null,
      holderLastName: null,
    });
  });
});
