import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { kycFields, kycForm, submitKyc } from '../../../test/kyc-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { merchants } from '../../db/schema/merchants.ts';

/**
 * Reviewed means frozen (issue 42, item 1), KYC: the admin reviews a submission with the
 * company's name, tax ID and authorised person; while it waits they cannot change, so an approval
 * verifies the details the admin saw.
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

const submitted = { companyName: 'Kapadokya Halı A.Ş.', taxId: '1234567890', authPersonName: 'Zeynep Kaya' };
const swapped = { companyName: 'PayPal Inc.', taxId: '9876543210', authPersonName: 'Someone Else' };

const putProfile = (cookie: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/merchant/profile', headers: { cookie }, payload });
const decide = (id: string, action: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/kyc/submissions/${id}/${action}`,
    headers: { cookie: admin.cookie },
    ...(action === 'reject' ? { payload: { reason: 'Documents unreadable' } } : {}),
  });
const merchantOf = async (id: string) => {
  const [row] = await t.database.db.select().from(merchants).where(eq(merchants.id, id));
  return row;
};
const identity = (row: Awaited<ReturnType<typeof merchantOf>>) => ({
  companyName: row?.companyName,
  taxId: row?.taxId,
  authPersonName: row?.authPersonName,
});

async function submittedMerchant() {
  const sme = await registerMerchant(t.app);
  const response = await submitKyc(t.app, sme.cookie, kycForm(kycFields()));
  expect(response.statusCode, response.body).toBe(201);
  return { ...sme, merchantId: sme.merchantId ?? '', submissionId: response.json().submission.id as string };
}

describe('company details under KYC review', () => {
  it('cannot change while the submission waits: the admin approves what it saw; after a rejection they can', async () => {
    const sme = await submittedMerchant();
    // The admin opens the queue and sees the submitted company.
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/kyc/submissions?status=pending&limit=100',
      headers: { cookie: admin.cookie },
    });
    const seen = queue.json().data.find((row: { id: string }) => row.id === sme.submissionId);
    expect(seen.merchant.companyName).toBe(submitted.companyName);

    const refused = await putProfile(sme.cookie, swapped);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('identity_under_review');
    expect(identity(await merchantOf(sme.merchantId))).toEqual(submitted);
    // Sending the same details is no change and is answered as before.
    expect((await putProfile(sme.cookie, submitted)).statusCode).toBe(200);

    expect((await decide(sme.submissionId, 'reject')).statusCode).toBe(200);
    const corrected = await putProfile(sme.cookie, swapped);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(identity(await merchantOf(sme.merchantId))).toEqual(swapped);
  });

  it('approved while a change is sent: the merchant is verified with the details the admin saw', async () => {
    const sme = await submittedMerchant();
    const [approval, change] = await Promise.all([
      decide(sme.submissionId, 'approve'),
      putProfile(sme.cookie, swapped),
    ]);
    expect(approval.statusCode, approval.body).toBe(200);
    const row = await merchantOf(sme.merchantId);
    expect(row?.verificationStatus).toBe('verified');
    expect(identity(row)).toEqual(submitted);
    // The change was refused while pending, or waits for review as an identity change once verified.
    if (change.statusCode === 409) {
      expect(change.json().error.code).toBe('identity_under_review');
    } else {
      expect(change.statusCode, change.body).toBe(200);
      const pending = await t.app.inject({
        method: 'GET',
        url: '/api/merchant/identity-change',
        headers: { cookie: sme.cookie },
      });
      expect(pending.json().pending).toMatchObject({ requested: swapped, current: submitted });
    }
  });
});
