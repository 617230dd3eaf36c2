// The bench's merchants, made through the product's own paths as a real one would be: sign-up,
// the address confirmed through the link the product e-mails (the e-mail worker's pass sends it
// to a transport of the bench's, as the tests do), sign-in, KYC submitted with a document and approved by an admin through the API
// (the admin made as `pnpm admin:create` makes one), then a USD link.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { buildApp } from '../apps/api/src/app.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { createOrResetAdmin } from '../apps/api/src/modules/auth/admin-accounts.ts';
import { deliverDueEmails, type OutgoingEmail } from '../apps/api/src/modules/email/worker.ts';

export interface Target {
  code: string;
  linkId: string;
  merchantId: string;
}

export interface Merchant extends Target {
  cookie: string;
}

type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;
type LightMyRequestResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

const password = 'Bench-pass-2026-quartz-lantern';
const kycDocument = new URL('../apps/api/test/fixtures/tax-certificate.pdf', import.meta.url);

const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** A request that must succeed; on a busy machine a 503 (the pool's acquire timeout) is asked again. */
async function expectOk(
  label: string,
  send: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  let response = await send();
  for (let attempt = 0; response.statusCode === 503 && attempt < 5; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    response = await send();
  }
  if (response.statusCode >= 300) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  return response;
}

async function signIn(app: FastifyInstance, email: string) {
  const response = await expectOk('sign-in', () =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } }),
  );
  return { cookie: cookieOf(response), merchantId: response.json().merchant?.id as string | undefined };
}

/**
 * The token of the confirmation link e-mailed to `address`: the e-mail worker's pass (SMTP_URL is
 * set, so the outbox holds the link sealed for it) hands the due e-mails to the bench's transport.
 */
const sent: OutgoingEmail[] = [];
const transport = { send: async (message: OutgoingEmail) => void sent.push(message) };

async function confirmationToken(db: Database, appSecret: string, address: string): Promise<string> {
  const found = () => sent.find((message) => message.to === address && message.template === 'confirmEmail');
  // Parallel set-ups share the outbox: another's pass may be the one sending this e-mail.
  for (let pass = 0; !found() && pass < 100; pass++) {
    const delivered = await deliverDueEmails(db, transport, {
      from: 'bench@example.com',
      clock: systemClock,
      appSecret,
    });
    if (delivered === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const token = /confirm-email\?token=([^\s"&]+)/.exec(found()?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation e-mail to ${address}`);
  return decodeURIComponent(token);
}

/** An admin as `pnpm admin:create` makes one, signed in through the API. */
export async function signInAdmin(app: FastifyInstance, db: Database): Promise<string> {
  const email = `bench-admin-${randomBytes(4).toString('hex')}@example.com`;
  await createOrResetAdmin(db, { email, password });
  return (await signIn(app, email)).cookie;
}

/** A confirmed, KYC-approved merchant with one USD link of 100.00. */
export async function createMerchant(
  app: FastifyInstance,
  db: Database,
  { adminCookie, appSecret }: { adminCookie: string; appSecret: string },
  label: string,
): Promise<Merchant> {
  const email = `bench-${label}-${randomBytes(4).toString('hex')}@example.com`;
  await expectOk('sign-up', () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        password,
        companyName: `Bench ${label} Ltd`,
        taxId: '1234567890',
        authPersonName: 'Bench',
        acceptTerms: true,
        acceptPrivacy: true,
      },
    }),
  );
  const token = await confirmationToken(db, appSecret, email);
  await expectOk('confirm e-mail', () =>
    app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } }),
  );
  const { cookie, merchantId } = await signIn(app, email);
  if (!merchantId) throw new Error(`${email} signed in without a merchant`);
  const submission = await expectOk('KYC submission', async () =>
    app.inject({
      method: 'POST',
      url: '/api/kyc/submissions',
      headers: { cookie },
      payload: await kycForm(),
    }),
  );
  const submissionId = submission.json().submission.id as string;
  await expectOk('KYC approval', () =>
    app.inject({
      method: 'POST',
      url: `/api/admin/kyc/submissions/${submissionId}/approve`,
      headers: { cookie: adminCookie },
    }),
  );
  const link = await expectOk('link', () =>
    app.inject({
      method: 'POST',
      url: '/api/merchant/payment-links',
      headers: { cookie },
      payload: { productName: 'Bench item', amount: 10_000, currency: 'USD' },
    }),
  );
  const { id: linkId, code } = link.json() as { id: string; code: string };
  return { cookie, merchantId, code, linkId };
}

async function kycForm(): Promise<FormData> {
  const form = new FormData();
  form.append('businessAddress', 'Atatürk Cad. No: 12, Kadıköy, İstanbul');
  // A company (10-digit tax number) names its tax office (packages/domain/src/merchant-kind.ts).
  form.append('taxOffice', 'Kadıköy');
  form.append('bankName', 'Ziraat Bankası');
  form.append('accountNumber', '12345678');
  form.append('iban', 'TR330006100519786457841326');
  form.append('ibanUsd', 'TR060006100519786457841327');
  const pdf = await readFile(kycDocument);
  form.append(
    'documents',
    new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
    'tax-certificate.pdf',
  );
  return form;
}

/** A fresh database on the server of `baseUrl`, dropped by `drop`. */
export async function freshPostgres(baseUrl: string) {
  const name = `kopru_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
