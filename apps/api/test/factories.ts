import { randomBytes } from 'node:crypto';
import { computeFee } from '@kopru/domain/fees';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { emails } from '../src/db/schema/emails.ts';
import { merchants } from '../src/db/schema/merchants.ts';
import { users } from '../src/db/schema/users.ts';
import { createOrResetAdmin } from '../src/modules/auth/admin-accounts.ts';
import { kycFields, kycForm, submitKyc } from './kyc-helpers.ts';

export const defaultPassword = 'Bosphorus-2026';

export function uniqueEmail(label = 'sme'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** The Cookie header a browser would send back after this response. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: defaultPassword,
    companyName: 'Kapadokya Halı A.Ş.',
    taxId: '1234567890',
    authPersonName: 'Zeynep Kaya',
    acceptTerms: true,
    acceptPrivacy: true,
    locale: 'en',
    ...overrides,
  };
}

export interface SignedIn {
  email: string;
  password: string;
  cookie: string;
  userId: string;
  merchantId: string | null;
}

/**
 * Registers an SME through the API, confirms its address (as its e-mailed link would; pass
 * `{ confirmed: false }` to leave it unconfirmed) and signs it in; returns its session cookie.
 */
export async function registerMerchant(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<SignedIn> {
  const body = registrationBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 202)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const email = body.email as string;
  if (confirmed) await app.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signedIn = await signIn(app, email, body.password as string);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in after register failed: ${signedIn.body}`);
  const session = signedIn.json();
  return {
    email,
    password: body.password as string,
    cookie: cookieFrom(signedIn),
    userId: session.user.id,
    merchantId: session.merchant.id,
  };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
}

/** Creates an admin directly in the database and signs it in. */
export async function createAdmin(app: FastifyInstance, db: Database): Promise<SignedIn> {
  const email = uniqueEmail('admin');
  await createOrResetAdmin(db, { email, password: defaultPassword });
  const response = await signIn(app, email, defaultPassword);
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return {
    email,
    password: defaultPassword,
    cookie: cookieFrom(response),
    userId: response.json().user.id,
    merchantId: null,
  };
}

/** Registers an SME and marks it verified directly in the database (KYC itself is tested elsewhere). */
export async function createVerifiedMerchant(
  app: FastifyInstance,
  db: Database,
  overrides: Record<string, unknown> = {},
) {
  const sme = await registerMerchant(app, overrides);
  await db
    .update(merchants)
    .set({ verificationStatus: 'verified', kycStatus: 'approved', verifiedAt: new Date() })
    .where(eq(merchants.userId, sme.userId));
  return sme;
}

export async function createLink(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/merchant/payment-links',
    headers: { cookie },
    payload: {
      productName: 'Hand-woven kilim',
      amount: 10_000,
      currency: 'USD',
      description: 'Wool, 120 x 180 cm',
      ...overrides,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`link create failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; code: string; amount: number; currency: string };
}

export const testCard = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  cardholderName: 'Jane Doe',
  email: 'jane.doe@example.com',
};

export async function pay(
  app: FastifyInstance,
  code: string,
  card: Record<string, unknown> = {},
  key = randomBytes(8).toString('hex'),
  /** The payer's IP address (app.inject's default: 127.0.0.1). */
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/public/links/${code}/payments`,
    headers: { 'idempotency-key': key },
    payload: { ...testCard, ...card },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Puts a merchant in a KYC, verification or suspension state directly (tests of lists and filters). */
export async function setMerchantState(
  db: Database,
  merchantId: string,
  values: Partial<
    Pick<
      typeof merchants.$inferInsert,
      'verificationStatus' | 'kycStatus' | 'suspendedAt' | 'suspensionReason'
    >
  >,
): Promise<void> {
  await db.update(merchants).set(values).where(eq(merchants.id, merchantId));
}

/** The newest e-mail written to `address` (optionally of one template). */
export async function latestEmailTo(db: Database, address: string, template?: string) {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), template ? eq(emails.template, template) : undefined))
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(1);
  return row;
}

/** The token of the /reset-password link in an e-mail's text body. */
export function passwordLinkToken(text: string): string {
  const match = /reset-password\?token=([^\s"&]+)/.exec(text);
  if (!match?.[1]) throw new Error('no password link in e-mail');
  return decodeURIComponent(match[1]);
}

/** The token of the /confirm-email link in an e-mail's text body. */
export function confirmLinkToken(text: string): string {
  const match = /confirm-email\?token=([^\s"&]+)/.exec(text);
  if (!match?.[1]) throw new Error('no confirmation link in e-mail');
  return decodeURIComponent(match[1]);
}

/**
 * An SME verified through the real KYC flow: submitted with a PDF and approved by an admin, so
 * it also has an approved submission with a valid Turkish IBAN (what payouts go to) and, unless
 * `kyc` leaves them out, the IBANs of its USD, EUR and GBP accounts.
 */
export async function createKycApprovedMerchant(
  app: FastifyInstance,
  db: Database,
  overrides: Record<string, unknown> = {},
  kyc: Record<string, string | undefined> = {},
): Promise<SignedIn & { merchantId: string; submissionId: string }> {
  const sme = await registerMerchant(app, overrides);
  const submitted = await submitKyc(app, sme.cookie, kycForm(kycFields(kyc)));
  if (submitted.statusCode !== 201) throw new Error(`kyc submit failed: ${submitted.body}`);
  const submissionId: string = submitted.json().submission.id;
  const admin = await createAdmin(app, db);
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/kyc/submissions/${submissionId}/approve`,
    headers: { cookie: admin.cookie },
  });
  if (approved.statusCode !== 200) throw new Error(`kyc approve failed: ${approved.body}`);
  if (!sme.merchantId) throw new Error('registered SME has no merchant');
  return { ...sme, merchantId: sme.merchantId, submissionId };
}

/** Creates an API key in the dashboard and returns it with its secret (shown only this once). */
export async function createApiKey(app: FastifyInstance, cookie: string, description = 'Web shop') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/merchant/api-keys',
    headers: { cookie },
    payload: { description },
  });
  if (response.statusCode !== 201)
    throw new Error(`api key create failed: ${response.statusCode} ${response.body}`);
  return response.json() as { key: { id: string; publicKey: string }; secret: string };
}

/**
 * Gives a merchant available balance the real way: a link for `amount` paid by card through the
 * checkout API. Returns the net amount credited (the amount minus the fee).
 */
export async function fundMerchant(
  app: FastifyInstance,
  cookie: string,
  { amount, currency = 'USD' }: { amount: number; currency?: 'USD' | 'EUR' | 'GBP' },
): Promise<number> {
  const link = await createLink(app, cookie, { amount, currency });
  const response = await pay(app, link.code);
  if (response.statusCode !== 200 || response.json().status !== 'succeeded')
    throw new Error(`payment failed: ${response.statusCode} ${response.body}`);
  return computeFee(amount).net;
}
