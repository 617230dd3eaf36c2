// A payment link for the checkout page, made the way a merchant gets one: it signs up, confirms its
// address with the e-mailed link, sends its KYC, an admin approves it, and it creates the link on
// the dashboard API. The server runs without SMTP outside production, so the e-mail waits in the
// outbox (links included) where the admin console reads it. Nothing is written to the database by
// hand.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const pdf = path.resolve(import.meta.dirname, '../../e2e/fixtures/tax-certificate.pdf');

/** A client that keeps its session cookies, as a browser would. */
function client(base) {
  const cookies = new Map();
  return async function call(method, address, body) {
    const headers = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${address}`, {
      method,
      headers,
      body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${address}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/** The admin account the server creates at start (ADMIN_EMAIL, ADMIN_PASSWORD): see setup.mjs. */
export const benchAdmin = {
  email: 'bench-admin@kopru.local',
  password: `Bench-${randomBytes(12).toString('base64url')}`,
};

/** Creates a verified merchant and one of its payment links; returns the link's code. */
export async function createCheckoutLink(base) {
  const merchant = client(base);
  const admin = client(base);
  const account = {
    email: `bench-${randomBytes(4).toString('hex')}@kopru.local`,
    password: `Bench-${randomBytes(12).toString('base64url')}`,
  };
  await merchant('POST', '/api/auth/register', {
    ...account,
    companyName: 'Kapadokya Seramik Ltd.',
    taxId: '1234567890',
    authPersonName: 'Deniz Yıldız',
    acceptTerms: true,
    acceptPrivacy: true,
    locale: 'en',
  });
  await admin('POST', '/api/auth/sign-in', benchAdmin);
  const outbox = await admin('GET', `/api/admin/emails?to=${encodeURIComponent(account.email)}`);
  const confirmation = outbox.data.find((email) => email.template === 'confirmEmail');
  const token = /\/confirm-email\?token=([^\s"<&]+)/.exec(confirmation?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link for ${account.email} in the outbox (${outbox.delivery})`);
  await merchant('POST', '/api/auth/confirm-email', { token: decodeURIComponent(token) });
  await merchant('POST', '/api/auth/sign-in', account);

  const kyc = new FormData();
  kyc.set('businessAddress', 'Atatürk Cad. No: 12, Kadıköy, İstanbul');
  kyc.set('taxOffice', 'Kadıköy');
  kyc.set('bankName', 'Ziraat Bankası');
  kyc.set('accountNumber', '12345678');
  kyc.set('iban', 'TR33 0006 1005 1978 6457 8413 26');
  kyc.set('documents', new Blob([await readFile(pdf)], { type: 'application/pdf' }), 'tax-certificate.pdf');
  const { submission } = await merchant('POST', '/api/kyc/submissions', kyc);
  await admin('POST', `/api/admin/kyc/submissions/${submission.id}/approve`);

  const link = await merchant('POST', '/api/merchant/payment-links', {
    productName: 'Hand-painted ceramic bowl',
    amount: 4500,
    currency: 'USD',
  });
  // What the checkout page asks first: a payer would see this link, not a "link not found" page.
  await client(base)('GET', `/api/public/links/${link.code}`);
  return link.code;
}
