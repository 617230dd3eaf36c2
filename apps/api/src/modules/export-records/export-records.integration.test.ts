import { randomBytes } from 'node:crypto';
import { computeFee } from '@kopru/domain/fees';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  createLink,
  createVerifiedMerchant,
  testCard,
} from '../../../test/factories.ts';
import { decidePayout, requestPayout } from '../../../test/payout-helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { emails } from '../../db/schema/emails.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { exportRecords } from '../../db/schema/export-records.ts';
import { payments } from '../../db/schema/payments.ts';
import { foldExportRecords } from './repository.ts';
import { warnProceedsDue } from './warnings.ts';

let now = new Date('2026-11-26T10:00:00Z');
const clock = { now: () => now };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
  // Rates of a few days (lira per unit); 21 March has a manual and a TCMB rate.
  await t.database.db.insert(exchangeRates).values([
    {
      id: 'rate_1',
      rateDate: '2026-03-09',
      currency: 'USD',
      rate: '36.500000',
      source: 'tcmb',
      enteredAt: now,
    },
    {
      id: 'rate_2',
      rateDate: '2026-03-10',
      currency: 'USD',
      rate: '36.612345',
      source: 'tcmb',
      enteredAt: now,
    },
    {
      id: 'rate_3',
      rateDate: '2026-03-20',
      currency: 'EUR',
      rate: '40.000000',
      source: 'tcmb',
      enteredAt: now,
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

async function paidSale(
  link: { code: string },
  soldAt?: string,
  payer: Record<string, unknown> = {},
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/links/${link.code}/payments`,
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
    payload: { ...testCard, ...payer },
  });
  expect(response.json().status).toBe('succeeded');
  const id: string = response.json().paymentId;
  if (soldAt)
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(soldAt) })
      .where(eq(payments.id, id));
  return id;
}

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const patch = (cookie: string, paymentId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/merchant/export-records/${paymentId}`,
    headers: { cookie },
    payload,
  });

describe('export records', () => {
  it('records each paid sale once, with the link’s GTİP code and lira at the rate of the sale date', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, {
      amount: 12_345,
      gtipCode: '5701.10.90.00.19',
      collect: ['name', 'shippingAddress'],
    });
    const payer = {
      payer: {
        name: 'Anna Schmidt',
        shippingAddress: { line1: 'Hauptstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE' },
      },
    };
    // 10 March 23:30 in Istanbul is still 10 March there (20:30 UTC): the rate of 10 March.
    const id = await paidSale(link, '2026-03-10T20:30:00Z', payer);
    // 11 March: no rate of that day, the newest before (10 March).
    const second = await paidSale(link, '2026-03-11T09:00:00Z', payer);
    // Two workers fold at once, and again: one record per sale.
    await Promise.all([foldExportRecords(t.database.db), foldExportRecords(t.database.db)]);
    await foldExportRecords(t.database.db);
    const rows = await t.database.db.select().from(exportRecords).where(eq(exportRecords.paymentId, id));
    expect(rows).toHaveLength(1);
    const listed = await get(sme.cookie, '/api/merchant/export-records?month=2026-03');
    expect(listed.statusCode).toBe(200);
    const records = listed.json().data;
    expect(records.map((r: { paymentId: string }) => r.paymentId)).toEqual([second, id]);
    expect(records[1]).toMatchObject({
      saleDate: '2026-03-10',
      goods: 'Hand-woven kilim',
      gtipCode: '570110900019',
      originCountry: 'TR',
      buyerName: 'Anna Schmidt',
      buyerCountry: 'DE',
      amount: 12_345,
      currency: 'USD',
      // 123.45 x 36.612345 = 4,519.79 (4519.7940...), in kuruş.
      lira: { amount: 451_979, rate: '36.612345', rateDate: '2026-03-10', source: 'tcmb' },
      invoiceNumber: null,
      etgbNumber: null,
      proceeds: { deadline: '2026-09-06', carried: false, by: 'payouts', acquirerPaysOn: null },
    });
    expect(records[0].lira).toMatchObject({ rate: '36.612345', rateDate: '2026-03-10' });
  });

  it('says when no rate of the sale date or before is known, and catches up a sale the worker has not reached', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { currency: 'GBP' });
    const id = await paidSale(link, '2026-04-02T10:00:00Z');
    const listed = await get(sme.cookie, '/api/merchant/export-records?month=2026-04');
    expect(listed.json().data).toEqual([expect.objectContaining({ paymentId: id, lira: null })]);
    expect((await get(sme.cookie, '/api/merchant/export-records?month=2026-05')).json().data).toEqual([]);
  });

  it('shows a merchant only its own records and refuses to edit another’s', async () => {
    const a = await createVerifiedMerchant(t.app, t.database.db);
    const b = await createVerifiedMerchant(t.app, t.database.db);
    const id = await paidSale(await createLink(t.app, a.cookie), '2026-06-01T10:00:00Z');
    expect((await get(b.cookie, '/api/merchant/export-records?month=2026-06')).json().data).toEqual([]);
    expect((await patch(b.cookie, id, { etgbNumber: '26341300EX000123' })).statusCode).toBe(404);
    expect((await get(a.cookie, '/api/merchant/export-records?month=2026-06')).json().data).toHaveLength(1);
    const report = await get(b.cookie, '/api/merchant/export-records/report.csv?month=2026-06&lang=en');
    expect(report.body).not.toContain('TX-');
  });

  it('lets finance fill in the numbers, audits each change, and lets a viewer only read', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    if (!owner.merchantId) throw new Error('no merchant');
    const id = await paidSale(await createLink(t.app, owner.cookie), '2026-07-01T10:00:00Z');
    const finance = await addMember(t.app, t.database.db, owner.merchantId, 'finance');
    const viewer = await addMember(t.app, t.database.db, owner.merchantId, 'viewer');
    const developer = await addMember(t.app, t.database.db, owner.merchantId, 'developer');
    const bad = await patch(finance.cookie, id, { etgbNumber: 'EX-1', invoiceNumber: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toEqual(
      expect.arrayContaining([
        { path: 'etgbNumber', message: 'exportRecords.errors.etgbNumber' },
        { path: 'invoiceNumber', message: 'exportRecords.errors.invoiceNumber' },
      ]),
    );
    const saved = await patch(finance.cookie, id, {
      etgbNumber: ' 26341300ex000123 ',
      invoiceNumber: 'GIB2026000000123',
      trackingNumber: '1Z 999 AA1 0123456784',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      etgbNumber: '26341300EX000123',
      invoiceNumber: 'GIB2026000000123',
      trackingNumber: '1Z 999 AA1 0123456784',
    });
    await patch(finance.cookie, id, { trackingNumber: '' });
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'export_record.updated'), eq(auditLogs.targetId, id)));
    expect(audits).toHaveLength(2);
    expect(audits.map((a) => a.details)).toContainEqual({
      trackingNumber: { from: '1Z 999 AA1 0123456784', to: null },
    });
    expect((await patch(viewer.cookie, id, { etgbNumber: '26341300EX000124' })).statusCode).toBe(403);
    expect((await get(viewer.cookie, '/api/merchant/export-records?month=2026-07')).statusCode).toBe(200);
    expect((await get(developer.cookie, '/api/merchant/export-records?month=2026-07')).statusCode).toBe(403);
  });

  it('writes the monthly report with the numbers, lira and totals per currency, in Turkish and English', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const usd = await createLink(t.app, sme.cookie, { amount: 10_000, gtipCode: '610910000000' });
    const eur = await createLink(t.app, sme.cookie, { amount: 2_550, currency: 'EUR' });
    const first = await paidSale(usd, '2026-03-09T10:00:00Z');
    await paidSale(usd, '2026-03-10T10:00:00Z');
    await paidSale(eur, '2026-03-20T10:00:00Z');
    await paidSale(usd, '2026-04-01T10:00:00Z');
    await get(sme.cookie, '/api/merchant/export-records?month=2026-03');
    await patch(sme.cookie, first, { etgbNumber: '26341300EX000777', invoiceNumber: 'GIB2026000000001' });
    const en = await get(sme.cookie, '/api/merchant/export-records/report.csv?month=2026-03&lang=en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    const lines = en.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('GTİP code');
    expect(lines).toHaveLength(1 + 3 + 2);
    expect(lines[1]).toContain('6109.10.00.00.00');
    expect(lines[1]).toContain('26341300EX000777');
    expect(lines[1]).toContain('GIB2026000000001');
    // 100.00 x 36.5 = 3,650.00 and 100.00 x 36.612345 = 3,661.23; 25.50 x 40 = 1,020.00.
    expect(lines[4]).toBe('Total,,,,,,,,EUR,25.50,0.00,,,1020.00,,,');
    expect(lines[5]).toBe('Total,,,,,,,,USD,200.00,0.00,,,7311.23,,,');
    const tr = await get(sme.cookie, '/api/merchant/export-records/report.csv?month=2026-03&lang=tr');
    const trLines = tr.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(trLines[0]).toContain('GTİP kodu');
    expect(trLines[1]).toContain('09.03.2026');
    expect(trLines[5]).toBe('Toplam;;;;;;;;USD;200,00;0,00;;;7311,23;;;');
  });
});

describe('the 180-day tracker', () => {
  it('counts a sale carried home once a paid payout of its currency follows it, first in first out', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const admin = await createAdmin(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie, { amount: 100_000 });
    // Both before the payout, which the test clock requests at 10:00 on 26 November.
    const older = await paidSale(link, '2026-11-26T08:00:00Z');
    const newer = await paidSale(link, '2026-11-26T09:00:00Z');
    const carried = async () =>
      Object.fromEntries(
        (await get(sme.cookie, '/api/merchant/export-records?month=2026-11'))
          .json()
          .data.map((r: { paymentId: string; proceeds: { carried: boolean } }) => [
            r.paymentId,
            r.proceeds.carried,
          ]),
      );
    expect(await carried()).toEqual({ [older]: false, [newer]: false });
    // A payout of one sale's net carries the older sale only.
    const payout = await requestPayout(t.app, sme.cookie, {
      amount: computeFee(100_000).net,
      currency: 'USD',
    });
    expect(payout.statusCode).toBe(201);
    await decidePayout(t.app, admin.cookie, payout.json().id, 'approve');
    expect(await carried()).toEqual({ [older]: false, [newer]: false });
    await decidePayout(t.app, admin.cookie, payout.json().id, 'mark-paid');
    expect(await carried()).toEqual({ [older]: true, [newer]: false });
  });

  it('e-mails the merchant once at 30 and once at 7 days before the deadline, whatever the workers', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db, { locale: 'tr' });
    const link = await createLink(t.app, sme.cookie, { productName: 'Kilim' });
    // Sold on 1 June 2026 (Istanbul): the deadline is 28 November 2026.
    const id = await paidSale(link, '2026-06-01T09:00:00Z');
    await foldExportRecords(t.database.db);
    const sent = () =>
      t.database.db
        .select()
        .from(emails)
        .where(and(eq(emails.toAddress, sme.email), eq(emails.template, 'exportProceedsDue')));
    now = new Date('2026-10-28T09:00:00Z'); // 31 days left: nothing yet
    await warnProceedsDue(t.app.ctx);
    expect(await sent()).toHaveLength(0);
    now = new Date('2026-10-29T09:00:00Z'); // 30 days left
    await Promise.all([warnProceedsDue(t.app.ctx), warnProceedsDue(t.app.ctx)]);
    await warnProceedsDue(t.app.ctx);
    expect(await sent()).toHaveLength(1);
    expect((await sent())[0]?.locale).toBe('tr');
    now = new Date('2026-11-21T09:00:00Z'); // 7 days left
    await Promise.all([warnProceedsDue(t.app.ctx), warnProceedsDue(t.app.ctx)]);
    now = new Date('2026-11-25T09:00:00Z');
    await warnProceedsDue(t.app.ctx);
    const all = await sent();
    expect(all).toHaveLength(2);
    expect(all.map((e) => e.subject).join(' ')).toContain('TX-');
    expect(id).toBeTruthy();
    now = new Date('2026-11-26T10:00:00Z');
  });
});

describe('the monthly export report as PDF', () => {
  it('lists the month’s sales with their numbers and totals, in Turkish and English, for the merchant only', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db, { companyName: 'Iğdır Dokuma A.Ş.' });
    const link = await createLink(t.app, sme.cookie, { amount: 10_000, gtipCode: '610910000000' });
    const id = await paidSale(link, '2026-03-09T10:00:00Z');
    await paidSale(link, '2026-03-10T10:00:00Z');
    await patch(sme.cookie, id, { etgbNumber: '26341300EX000777' });
    const tr = await get(sme.cookie, '/api/merchant/export-records/report.pdf?month=2026-03&lang=tr');
    expect(tr.statusCode).toBe(200);
    expect(tr.headers['content-type']).toContain('application/pdf');
    const trText = (await pdfText(tr.rawPayload)).pages.join('\n');
    // Cells wrap where the column ends: compare without the line breaks.
    const trCompact = trText.replace(/\s+/g, '');
    expect(trText).toContain('Iğdır Dokuma A.Ş.');
    expect(trText).toContain('Aylık ihracat raporu');
    expect(trCompact).toContain('6109.10.00.00.00');
    expect(trCompact).toContain('26341300EX000777');
    expect(trText).toContain('gümrük müşaviri');
    // 100.00 x 36.5 + 100.00 x 36.612345 = 3,650.00 + 3,661.23 lira.
    expect(trText).toMatch(/7\.311,23/);
    const en = await get(sme.cookie, '/api/merchant/export-records/report.pdf?month=2026-03&lang=en');
    const enText = (await pdfText(en.rawPayload)).pages.join('\n');
    expect(enText).toContain('Monthly export report');
    expect(enText).toMatch(/7,311\.23/);
    const other = await createVerifiedMerchant(t.app, t.database.db);
    const otherText = (
      await pdfText(
        (
          await get(other.cookie, '/api/merchant/export-records/report.pdf?month=2026-03&lang=en')
        ).rawPayload,
      )
    ).pages.join('\n');
    expect(otherText).not.toContain('26341300EX000777');
  });
});
