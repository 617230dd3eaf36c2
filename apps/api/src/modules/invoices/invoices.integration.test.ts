import { type MemberRole, memberRoles } from '@kopru/domain/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createKycApprovedMerchant,
  createLink,
  createVerifiedMerchant,
  pay,
  type SignedIn,
} from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';

const now = new Date('2026-11-26T10:00:00Z');
let t: TestApp;
let seller: SignedIn & { merchantId: string };
let other: SignedIn;
let link: { id: string; code: string };
let paidId: string;
let paidReference: string;
let failedId: string;

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const invoiceUrl = (paymentId: string, lang = 'en') =>
  `/api/merchant/payments/${paymentId}/commercial-invoice.pdf?lang=${lang}`;
const proformaUrl = (linkId: string) => `/api/merchant/payment-links/${linkId}/proforma.pdf?lang=tr`;
const textOf = async (file: Buffer) => (await pdfText(file)).pages.join(' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  await t.database.db.insert(exchangeRates).values({
    id: 'rate_usd',
    rateDate: '2026-11-25',
    currency: 'USD',
    rate: '42.441500',
    source: 'tcmb',
    enteredAt: now,
  });
  seller = await createKycApprovedMerchant(t.app, t.database.db, { companyName: 'Anadolu Kilim Ltd. Şti.' });
  other = await createVerifiedMerchant(t.app, t.database.db);
  link = await createLink(t.app, seller.cookie, {
    amount: 12_345,
    gtipCode: '570500000000',
    originCountry: 'TR',
    collect: ['name', 'company', 'taxId', 'billingAddress'],
  });
  const paid = await pay(t.app, link.code, {
    payer: {
      name: 'Jane Doe',
      company: 'Müller GmbH',
      taxId: 'DE123456789',
      billingAddress: { line1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE' },
    },
  });
  expect(paid.json().status).toBe('succeeded');
  paidId = paid.json().paymentId;
  const detail = await get(`/api/merchant/payments/${paidId}`, seller.cookie);
  paidReference = detail.json().transactionId;
  const failed = await pay(t.app, link.code, {
    cardNumber: '4000 0000 0000 0002',
    payer: {
      name: 'Jane Doe',
      billingAddress: { line1: 'Hauptstraße 5', city: 'Berlin', country: 'DE' },
    },
  });
  failedId = failed.json().paymentId;
});
afterAll(async () => {
  await t.close();
});

describe('the commercial invoice of a paid payment', () => {
  it('downloads as a bilingual PDF with the seller’s KYC data, the buyer, GTİP, origin and the lira rate', async () => {
    const response = await get(invoiceUrl(paidId), seller.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="commercial-invoice-${paidReference}.pdf"`,
    );
    const page = await textOf(response.rawPayload);
    expect(page).toContain(`Commercial invoice / Ticari fatura ${paidReference}`);
    expect(page).toContain('Bu belge e-Arşiv fatura değildir.');
    // The seller as KYC approved it: company, tax office and business address.
    expect(page).toContain('Anadolu Kilim Ltd. Şti.');
    expect(page).toContain('Kadıköy');
    expect(page).toContain('Atatürk Cad. No: 12');
    expect(page).toContain('Müller GmbH Jane Doe');
    expect(page).toContain('DE123456789');
    expect(page).toContain('Hauptstraße 5');
    expect(page).toContain('570500000000');
    expect(page).toContain('TR (Türkiye)');
    expect(page).toContain('$123.45');
    // 123.45 × 42.4415 = 5,239.403... lira at the newest TCMB rate on or before the sale day.
    expect(page).toContain('TRY 5,239.40');
    expect(page).toContain('ForexSelling) of 25.11.2026: 42.4415');
    expect(page).toContain('26.11.2026');
  });

  it('writes amounts in Turkish when asked', async () => {
    const page = await textOf((await get(invoiceUrl(paidId, 'tr'), seller.cookie)).rawPayload);
    expect(page).toContain('$123,45');
    expect(page).toContain('₺5.239,40');
  });

  it('is 404 for another merchant’s payment and for an unknown one', async () => {
    expect((await get(invoiceUrl(paidId), other.cookie)).statusCode).toBe(404);
    expect((await get(invoiceUrl('pay_unknown'), seller.cookie)).statusCode).toBe(404);
  });

  it('does not exist for a payment that did not succeed', async () => {
    const response = await get(invoiceUrl(failedId), seller.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('payment_not_paid');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: invoiceUrl(paidId) })).statusCode).toBe(401);
  });

  // The buyer's name, address and tax number are on it: roles that read the payer's details.
  const payerReaders: Record<MemberRole, boolean> = {
    owner: true,
    admin: true,
    developer: false,
    finance: true,
    support: true,
    viewer: true,
  };
  it.each(memberRoles.filter((role) => role !== 'owner'))('as %s', async (role) => {
    const member = await addMember(t.app, t.database.db, seller.merchantId, role);
    const response = await get(invoiceUrl(paidId), member.cookie);
    expect(response.statusCode).toBe(payerReaders[role] ? 200 : 403);
  });
});

describe('the proforma of a payment link', () => {
  it('downloads with the link’s goods, the link to pay and no buyer yet', async () => {
    const response = await get(proformaUrl(link.id), seller.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="proforma-${link.code}.pdf"`);
    const page = await textOf(response.rawPayload);
    expect(page).toContain(`Proforma invoice / Proforma fatura ${link.code}`);
    expect(page).toContain('This document is not an e-Arşiv invoice.');
    expect(page).toContain('Hand-woven kilim');
    expect(page).toContain('570500000000');
    expect(page).toContain('$123,45');
    expect(page).toContain(`/pay/${link.code}`);
    expect(page).toContain('Alıcı, ödeme yaptığında belirlenir.');
  });

  it('is 404 for another merchant’s link', async () => {
    expect((await get(proformaUrl(link.id), other.cookie)).statusCode).toBe(404);
  });

  it.each(memberRoles.filter((role) => role !== 'owner'))('as %s: as the links list', async (role) => {
    const member = await addMember(t.app, t.database.db, seller.merchantId, role);
    const list = await get('/api/merchant/payment-links', member.cookie);
    const response = await get(proformaUrl(link.id), member.cookie);
    expect(response.statusCode).toBe(list.statusCode);
  });
});
