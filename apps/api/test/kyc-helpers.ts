import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** Small real documents: a one-page PDF, a PNG and a JPEG. */
export const fixtures = {
  pdf: {
    name: 'tax-certificate.pdf',
    type: 'application/pdf',
    bytes: readFileSync(path.join(fixturesDir, 'tax-certificate.pdf')),
  },
  png: { name: 'id-card.png', type: 'image/png', bytes: readFileSync(path.join(fixturesDir, 'id-card.png')) },
  jpeg: {
    name: 'signature.jpg',
    type: 'image/jpeg',
    bytes: readFileSync(path.join(fixturesDir, 'signature.jpg')),
  },
};

export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A valid Turkish IBAN (checksum correct) as a person might type it. */
export const validIban = 'tr33 0006 1005 1978 6457 8413 26';
export const validIbanNormalised = 'TR330006100519786457841326';
/** The IBANs of the same company's USD, EUR and GBP accounts (optional at KYC). */
export const currencyIbans = {
  USD: 'TR060006100519786457841327',
  EUR: 'TR760006100519786457841328',
  GBP: 'TR490006100519786457841329',
};

export function kycFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    businessAddress: 'Atatürk Cad. No: 12, Kadıköy, İstanbul',
    // A company (the factories' 10-digit tax number) must give its tax office (merchant-kind.ts).
    taxOffice: 'Kadıköy',
    bankName: 'Ziraat Bankası',
    accountNumber: '12345678',
    iban: validIban,
    ibanUsd: currencyIbans.USD,
    ibanEur: currencyIbans.EUR,
    ibanGbp: currencyIbans.GBP,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function kycForm(fields: Record<string, string> = kycFields(), files: UploadFile[] = [fixtures.pdf]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('documents', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return form;
}

export function submitKyc(
  app: FastifyInstance,
  cookie: string,
  form: FormData = kycForm(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/kyc/submissions', headers: { cookie }, payload: form });
}
