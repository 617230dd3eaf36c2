import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { approveKycAsAdmin } from './admin.ts';
import { expect, type Registered, registerViaApi } from './fixtures.ts';

const pdf = readFileSync(path.resolve(import.meta.dirname, '../fixtures/tax-certificate.pdf'));

/**
 * An SME verified through the real flow: registered, KYC sent with a PDF, approved by the admin.
 * `request` keeps the SME's session (use page.request to be signed in in the browser too).
 */
export async function verifiedMerchantViaApi(
  request: APIRequestContext,
  baseURL: string,
  overrides: Partial<Registered> = {},
): Promise<Registered> {
  const sme = await registerViaApi(request, overrides);
  await approveKycAsAdmin(baseURL, await submitKycViaApi(request));
  return sme;
}

/**
 * Sends the signed-in SME's KYC details with a PDF; returns the pending submission's id. `fields`
 * replace or add form fields (a person's `legalForm` and names on the bank account, its `iban`).
 */
export async function submitKycViaApi(
  request: APIRequestContext,
  fields: Record<string, string> = {},
): Promise<string> {
  const submitted = await request.post('/api/kyc/submissions', {
    multipart: {
      businessAddress: 'Atatürk Cad. No: 12, Kadıköy, İstanbul',
      // iyzico's marketplace registers a company only with its tax office (docs/acquirers.md).
      taxOffice: 'Kadıköy',
      bankName: 'Ziraat Bankası',
      accountNumber: '12345678',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      ibanUsd: 'TR06 0006 1005 1978 6457 8413 27',
      ibanEur: 'TR76 0006 1005 1978 6457 8413 28',
      ibanGbp: 'TR49 0006 1005 1978 6457 8413 29',
      ...fields,
      documents: { name: 'tax-certificate.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return ((await submitted.json()) as { submission: { id: string } }).submission.id;
}

/** Creates a payment link through the dashboard API of the signed-in SME. */
export async function createLinkViaApi(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/merchant/payment-links', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; code: string; url: string };
}

/** Pays a link by card on the public checkout API (no browser), as a payer abroad would. */
export async function payLinkViaApi(request: APIRequestContext, code: string): Promise<void> {
  const paid = await request.post(`/api/public/links/${code}/payments`, {
    headers: { 'idempotency-key': `e2e-${code}-${Date.now()}` },
    data: {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      cardholderName: 'Jane Doe',
      email: 'jane.doe@example.com',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
}
