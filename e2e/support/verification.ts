import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { e2eAdmin } from '../playwright.config.ts';

const pdf = readFileSync(path.resolve(import.meta.dirname, '../fixtures/tax-certificate.pdf'));

/**
 * Verifies the signed-in SME of `request` through the real KYC flow, by API: it submits its
 * details with a PDF, then an admin (in a request context of its own) approves the submission.
 */
export async function verifyViaApi(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<void> {
  const submitted = await request.post('/api/kyc/submissions', {
    multipart: {
      businessAddress: 'Atatürk Cad. No: 12, Kadıköy, İstanbul',
      bankName: 'Ziraat Bankası',
      accountNumber: '12345678',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      ibanUsd: 'TR06 0006 1005 1978 6457 8413 27',
      ibanEur: 'TR76 0006 1005 1978 6457 8413 28',
      ibanGbp: 'TR49 0006 1005 1978 6457 8413 29',
      documents: { name: 'tax-certificate.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { submission } = (await submitted.json()) as { submission: { id: string } };

  const admin = await playwright.request.newContext({ baseURL });
  try {
    expect((await admin.post('/api/auth/sign-in', { data: e2eAdmin })).status()).toBe(200);
    const approved = await admin.post(`/api/admin/kyc/submissions/${submission.id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
