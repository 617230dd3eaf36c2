import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKycApprovedMerchant, registerMerchant } from '../../../test/factories.ts';
import {
  fixtures,
  kycFields,
  kycForm,
  submitKyc,
  type UploadFile,
  validIbanNormalised,
} from '../../../test/kyc-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { kycDocuments } from '../../db/schema/kyc-documents.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { merchants } from '../../db/schema/merchants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MB = 1024 * 1024;

/** How many documents are stored on disk right now. */
async function storedFileCount(): Promise<number> {
  const files = await readdir(path.join(t.dataDir, 'files', 'kyc')).catch(() => []);
  return files.length;
}

async function submissionsOf(merchantId: string | null) {
  return t.database.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.merchantId, merchantId ?? ''));
}

function pdfOfSize(name: string, size: number): UploadFile {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return { name, type: 'application/pdf', bytes };
}

const renamedExe: UploadFile = {
  name: 'contract.pdf',
  type: 'application/pdf',
  bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096)]),
};

describe('KYC submission', () => {
  it('starts with nothing submitted', async () => {
    const sme = await registerMerchant(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/kyc', headers: { cookie: sme.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      verificationStatus: 'unverified',
      kycStatus: 'not_submitted',
      verifiedAt: null,
      submission: null,
    });
  });

  it('stores the details and the PDF, PNG and JPEG documents and puts the merchant under review', async () => {
    const sme = await registerMerchant(t.app);
    const before = await storedFileCount();
    const response = await submitKyc(
      t.app,
      sme.cookie,
      kycForm(kycFields(), [fixtures.pdf, fixtures.png, { ...fixtures.jpeg, name: 'imza örneği.jpg' }]),
    );
    expect(response.statusCode).toBe(201);
    const overview = response.json();
    expect(overview).toMatchObject({ verificationStatus: 'unverified', kycStatus: 'pending' });
    expect(overview.submission).toMatchObject({
      status: 'pending',
      businessAddress: 'Atatürk Cad. No: 12, Kadıköy, İstanbul',
      bankName: 'Ziraat Bankası',
      accountNumberMasked: '•••• 5678',
      ibanMasked: 'TR33 •••• •••• 1326',
      rejectionReason: null,
      resubmit: null,
    });
    expect(overview.submission.documents).toEqual([
      {
        id: expect.stringMatching(/^doc_/),
        fileName: 'tax-certificate.pdf',
        contentType: 'application/pdf',
        sizeBytes: fixtures.pdf.bytes.length,
      },
      {
        id: expect.stringMatching(/^doc_/),
        fileName: 'id-card.png',
        contentType: 'image/png',
        sizeBytes: fixtures.png.bytes.length,
      },
      {
        id: expect.stringMatching(/^doc_/),
        fileName: 'imza örneği.jpg',
        contentType: 'image/jpeg',
        sizeBytes: fixtures.jpeg.bytes.length,
      },
    ]);
    expect(JSON.stringify(overview)).not.toContain(validIbanNormalised);

    const [row] = await submissionsOf(sme.merchantId);
    expect(row).toMatchObject({ iban: validIbanNormalised, accountNumber: '12345678', status: 'pending' });
    const [merchant] = await t.database.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, sme.merchantId ?? ''));
    expect(merchant?.kycStatus).toBe('pending');
    expect(await storedFileCount()).toBe(before + 3);
    const documents = await t.database.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.submissionId, row?.id ?? ''));
    for (const document of documents) expect(document.storageKey).toMatch(/^kyc\/[A-Za-z0-9]{32}$/);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, row?.id ?? ''));
    expect(audit.map((a) => a.action)).toEqual(['kyc.submitted']);
  });

  it.each([
    ['businessAddress', { businessAddress: undefined }, 'validation.required'],
    ['businessAddress', { businessAddress: '   ' }, 'validation.required'],
    ['bankName', { bankName: undefined }, 'validation.required'],
    ['accountNumber', { accountNumber: '' }, 'validation.required'],
    ['iban', { iban: undefined }, 'validation.required'],
    ['iban', { iban: 'TR34 0006 1005 1978 6457 8413 26' }, 'validation.ibanInvalid'],
    ['iban', { iban: 'DE89 3704 0044 0532 0130 00' }, 'validation.ibanInvalid'],
    ['businessAddress', { businessAddress: 'x'.repeat(501) }, 'validation.tooLong'],
  ])('refuses a missing or bad %s with %s and keeps no file', async (field, overrides, message) => {
    const sme = await registerMerchant(t.app);
    const before = await storedFileCount();
    const response = await submitKyc(t.app, sme.cookie, kycForm(kycFields(overrides)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.details.issues).toContainEqual({ path: field, message });
    expect(await storedFileCount()).toBe(before);
    expect(await submissionsOf(sme.merchantId)).toHaveLength(0);
  });

  it('answers 400 to a submission that is not multipart', async () => {
    const sme = await registerMerchant(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/submissions',
      headers: { cookie: sme.cookie },
      payload: kycFields(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('requires at least one document', async () => {
    const sme = await registerMerchant(t.app);
    const response = await submitKyc(t.app, sme.cookie, kycForm(kycFields(), []));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toEqual([
      { path: 'documents', message: 'validation.documentsRequired' },
    ]);
  });

  it('refuses a program renamed to .pdf by its content and deletes the files already stored', async () => {
    const sme = await registerMerchant(t.app);
    const before = await storedFileCount();
    const response = await submitKyc(t.app, sme.cookie, kycForm(kycFields(), [fixtures.pdf, renamedExe]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'unsupported_file_type',
      details: { fileName: 'contract.pdf' },
    });
    expect(await storedFileCount()).toBe(before);
    expect(await submissionsOf(sme.merchantId)).toHaveLength(0);
  });

  it('refuses text and empty files whatever their name says', async () => {
    const sme = await registerMerchant(t.app);
    for (const bytes of [Buffer.from('hello, I am a PDF'), Buffer.alloc(0)]) {
      const file = { name: 'scan.png', type: 'image/png', bytes };
      const response = await submitKyc(t.app, sme.cookie, kycForm(kycFields(), [file]));
      expect(response.json().error.code).toBe('unsupported_file_type');
    }
  });

  it('accepts a document of exactly 10 MB and refuses one byte more', async () => {
    const sme = await registerMerchant(t.app);
    const before = await storedFileCount();
    const tooBig = await submitKyc(
      t.app,
      sme.cookie,
      kycForm(kycFields(), [pdfOfSize('big.pdf', 10 * MB + 1)]),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatchObject({ code: 'file_too_large', details: { fileName: 'big.pdf' } });
    expect(await storedFileCount()).toBe(before);

    const atLimit = await submitKyc(
      t.app,
      sme.cookie,
      kycForm(kycFields(), [pdfOfSize('limit.pdf', 10 * MB)]),
    );
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().submission.documents[0].sizeBytes).toBe(10 * MB);
  });

  it('accepts five documents and refuses six', async () => {
    const six = await registerMerchant(t.app);
    const before = await storedFileCount();
    const tooMany = await submitKyc(t.app, six.cookie, kycForm(kycFields(), Array(6).fill(fixtures.png)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({ code: 'too_many_files', details: { max: 5 } });
    expect(await storedFileCount()).toBe(before);

    const five = await submitKyc(t.app, six.cookie, kycForm(kycFields(), Array(5).fill(fixtures.png)));
    expect(five.statusCode).toBe(201);
    expect(five.json().submission.documents).toHaveLength(5);
  });

  it('refuses a second submission while one is pending and keeps none of its files', async () => {
    const sme = await registerMerchant(t.app);
    expect((await submitKyc(t.app, sme.cookie)).statusCode).toBe(201);
    const before = await storedFileCount();
    const again = await submitKyc(t.app, sme.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('kyc_already_submitted');
    expect(await storedFileCount()).toBe(before);
    expect(await submissionsOf(sme.merchantId)).toHaveLength(1);
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const sme = await registerMerchant(t.app);
    const responses = await Promise.all([submitKyc(t.app, sme.cookie), submitKyc(t.app, sme.cookie)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await submissionsOf(sme.merchantId)).toHaveLength(1);
  });

  it('refuses a submission from a merchant that is already verified', async () => {
    const verified = await createKycApprovedMerchant(t.app, t.database.db);
    const response = await submitKyc(t.app, verified.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('already_verified');
  });

  it('deletes the stored files when the transaction fails', async () => {
    await t.database.db.execute(sql`
      create or replace function refuse_kyc_document() returns trigger language plpgsql as $$
      begin raise exception 'document refused'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_kyc_document before insert on kyc_documents for each row execute function refuse_kyc_document()`,
    );
    try {
      const sme = await registerMerchant(t.app);
      const before = await storedFileCount();
      const response = await submitKyc(t.app, sme.cookie, kycForm(kycFields(), [fixtures.pdf, fixtures.png]));
      expect(response.statusCode).toBe(500);
      expect(await storedFileCount()).toBe(before);
      expect(await submissionsOf(sme.merchantId)).toHaveLength(0);
      const [merchant] = await t.database.db
        .select()
        .from(merchants)
        .where(eq(merchants.id, sme.merchantId ?? ''));
      expect(merchant?.kycStatus).toBe('not_submitted');
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_kyc_document on kyc_documents`);
    }
  });
});
