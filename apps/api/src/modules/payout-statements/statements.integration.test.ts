import { computeFee } from '@kopru/domain/fees';
import { referencePattern } from '@kopru/domain/references';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createKycApprovedMerchant, fundMerchant } from '../../../test/factories.ts';
import {
  cancelPayout,
  expectLedgerConsistent,
  ledgerOf,
  requestPayout,
} from '../../../test/payout-helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { paidPayment, refund } from '../../../test/refund-helpers.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { payoutStatementItems } from '../../db/schema/payout-statement-items.ts';
import { accountId } from '../ledger/repository.ts';

let t: TestApp;
let tick = 0;
const clock = { now: () => new Date(Date.UTC(2026, 10, 2, 9) + tick++ * 1_000) };

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

function get(url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

const statementOf = (cookie: string, id: string) => get(`/api/merchant/payouts/${id}/statement`, cookie);

/** Every entry of the merchant's available account is on one statement at most, and these many are. */
async function assignedEntries(merchantId: string) {
  const [all] = await t.database.db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId(merchantId, 'available', 'USD')));
  const [assigned] = await t.database.db
    .select({ n: count() })
    .from(payoutStatementItems)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, payoutStatementItems.ledgerEntryId))
    .where(eq(ledgerEntries.accountId, accountId(merchantId, 'available', 'USD')));
  return { all: Number(all?.n), assigned: Number(assigned?.n) };
}

describe('payout statements', () => {
  it('list the payments (gross, fee, net) and refunds a payout carries; the totals equal the payout and what stays is the balance', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const first = await paidPayment(t.app, sme.cookie, { amount: 100_000 });
    await paidPayment(t.app, sme.cookie, { amount: 20_000 });
    const refunded = await refund(t.app, sme.cookie, first, { amount: 5_000, reason: 'other' });
    expect(refunded.statusCode).toBe(201);
    const payout = (await requestPayout(t.app, sme.cookie, { amount: 50_000, currency: 'USD' })).json();

    const response = await statementOf(sme.cookie, payout.id);
    expect(response.statusCode).toBe(200);
    const statement = response.json();
    expect(statement.payout.reference).toBe(payout.reference);
    expect(statement.merchant).toEqual({
      companyName: 'Kapadokya Halı A.Ş.',
      taxId: expect.any(String),
      address: 'Atatürk Cad. No: 12, Kadıköy, İstanbul',
    });
    expect(statement.lines.map((l: { type: string; amount: number }) => [l.type, l.amount])).toEqual([
      ['payment', computeFee(100_000).net],
      ['payment', computeFee(20_000).net],
      ['refund', -5_000],
    ]);
    expect(statement.lines[0]).toMatchObject({
      gross: 100_000,
      fee: computeFee(100_000).fee,
      reference: expect.stringMatching(referencePattern('TX')),
    });
    expect(statement.lines[2]).toMatchObject({
      gross: null,
      fee: null,
      reference: statement.lines[0].reference,
    });
    const { totals } = statement;
    expect(totals.payout).toBe(payout.amount);
    expect(totals.carriedIn).toBe(0);
    expect(totals.movements).toBe(computeFee(100_000).net + computeFee(20_000).net - 5_000);
    expect(totals.gross).toBe(120_000);
    expect(totals.fees).toBe(computeFee(100_000).fee + computeFee(20_000).fee);
    expect(totals.carriedIn + totals.movements - totals.carriedForward).toBe(payout.amount);
    // What stays is exactly what the balance shows after the request.
    expect(totals.carriedForward).toBe((await ledgerOf(t.database.db, sme.merchantId)).available);
    expect(statement.periodStart).toBe(statement.lines[0].postedAt);
    expect(statement.periodEnd).toBe(payout.requestedAt);
  });

  it('carry what the previous payout left in, list a cancelled payout as returned, and put every entry on one statement', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const net = await fundMerchant(t.app, sme.cookie, { amount: 100_000 });
    const first = (await requestPayout(t.app, sme.cookie, { amount: 30_000, currency: 'USD' })).json();
    expect((await cancelPayout(t.app, sme.cookie, first.id)).statusCode).toBe(200);
    const moreNet = await fundMerchant(t.app, sme.cookie, { amount: 10_000 });
    const second = (await requestPayout(t.app, sme.cookie, { amount: 60_000, currency: 'USD' })).json();

    const one = (await statementOf(sme.cookie, first.id)).json();
    expect(one.payout.status).toBe('cancelled');
    expect(one.totals).toMatchObject({
      carriedIn: 0,
      movements: net,
      payout: 30_000,
      carriedForward: net - 30_000,
    });

    const two = (await statementOf(sme.cookie, second.id)).json();
    expect(
      two.lines.map((l: { type: string; amount: number; reference: string | null }) => [
        l.type,
        l.amount,
        l.reference,
      ]),
    ).toEqual([
      ['payout_returned', 30_000, first.reference],
      ['payment', moreNet, expect.stringMatching(/^TX-/)],
    ]);
    expect(two.totals.carriedIn).toBe(one.totals.carriedForward);
    expect(two.totals.payout).toBe(60_000);
    expect(two.totals.carriedIn + two.totals.movements - two.totals.carriedForward).toBe(60_000);
    expect(two.totals.carriedForward).toBe((await ledgerOf(t.database.db, sme.merchantId)).available);
    expect(await assignedEntries(sme.merchantId)).toEqual({ all: 5, assigned: 5 });
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });

  it('assign each entry once when two payouts are requested at once', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    await fundMerchant(t.app, sme.cookie, { amount: 100_000 });
    await fundMerchant(t.app, sme.cookie, { amount: 50_000 });
    const responses = await Promise.all(
      [20_000, 30_000].map((amount) => requestPayout(t.app, sme.cookie, { amount, currency: 'USD' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    const statements = await Promise.all(
      responses.map(async (r) => (await statementOf(sme.cookie, r.json().id)).json()),
    );
    const [earlier, later] = [...statements].sort((a, b) => a.totals.carriedIn - b.totals.carriedIn);
    expect(earlier.totals.carriedIn).toBe(0);
    expect(earlier.lines).toHaveLength(2);
    expect(later.lines).toHaveLength(0);
    expect(later.totals.carriedIn).toBe(earlier.totals.carriedForward);
    expect(later.totals.carriedForward).toBe((await ledgerOf(t.database.db, sme.merchantId)).available);
    expect(await assignedEntries(sme.merchantId)).toEqual({ all: 4, assigned: 4 });
  });

  it("are the merchant's own: another merchant gets 404 for the statement, its CSV and its PDF", async () => {
    const owner = await createKycApprovedMerchant(t.app, t.database.db);
    await fundMerchant(t.app, owner.cookie, { amount: 100_000 });
    const payout = (await requestPayout(t.app, owner.cookie, { amount: 10_000, currency: 'USD' })).json();
    const other = await createKycApprovedMerchant(t.app, t.database.db);
    for (const suffix of ['statement', 'statement.csv', 'statement.pdf'])
      expect((await get(`/api/merchant/payouts/${payout.id}/${suffix}`, other.cookie)).statusCode).toBe(404);
    expect((await get('/api/merchant/payouts/po_unknown/statement', owner.cookie)).statusCode).toBe(404);
  });

  it("are open to the platform admin as PDF from the payouts queue, any merchant's; not to a merchant", async () => {
    const owner = await createKycApprovedMerchant(t.app, t.database.db);
    await fundMerchant(t.app, owner.cookie, { amount: 100_000 });
    const payout = (await requestPayout(t.app, owner.cookie, { amount: 10_000, currency: 'USD' })).json();
    const admin = await createAdmin(t.app, t.database.db);
    const file = await get(`/api/admin/payouts/${payout.id}/statement.pdf?lang=en`, admin.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="kopru-${payout.reference}.pdf"`);
    expect((await pdfText(file.rawPayload)).pages.join('\n')).toContain(payout.reference);
    expect((await get(`/api/admin/payouts/${payout.id}/statement.pdf`, owner.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/payouts/po_unknown/statement.pdf', admin.cookie)).statusCode).toBe(404);
  });

  it('are for the roles that read payouts: finance and viewer yes, developer and support no', async () => {
    const owner = await createKycApprovedMerchant(t.app, t.database.db);
    await fundMerchant(t.app, owner.cookie, { amount: 100_000 });
    const payout = (await requestPayout(t.app, owner.cookie, { amount: 10_000, currency: 'USD' })).json();
    for (const [role, status] of [
      ['finance', 200],
      ['viewer', 200],
      ['developer', 403],
      ['support', 403],
    ] as const) {
      const member = await addMember(t.app, t.database.db, owner.merchantId, role);
      for (const suffix of ['statement', 'statement.csv', 'statement.pdf'])
        expect(
          (await get(`/api/merchant/payouts/${payout.id}/${suffix}`, member.cookie)).statusCode,
          `${role} ${suffix}`,
        ).toBe(status);
    }
  });
});

describe('statement files', () => {
  async function paidOut() {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie, { amount: 100_000 });
    expect((await refund(t.app, sme.cookie, paymentId, { amount: 5_000, reason: 'other' })).statusCode).toBe(
      201,
    );
    const payout = (await requestPayout(t.app, sme.cookie, { amount: 50_000, currency: 'USD' })).json();
    return { sme, payout };
  }

  it('CSV: a header and one row per line, in English and in Turkish', async () => {
    const { sme, payout } = await paidOut();
    const en = await get(`/api/merchant/payouts/${payout.id}/statement.csv?lang=en`, sme.cookie);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toBe(`attachment; filename="kopru-${payout.reference}.csv"`);
    const enLines = en.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(enLines[0]).toBe(
      'Entry,Date,Type,Reference,Description,Currency,Gross,Fee,Withholding tax,Amount',
    );
    expect(enLines).toHaveLength(3);
    const { fee, net } = computeFee(100_000);
    expect(enLines[1]).toMatch(
      new RegExp(
        `^\\d+,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,Payment,TX-[A-HJKMNP-Z2-9]{10},Hand-woven kilim,USD,1000\\.00,${(fee / 100).toFixed(2).replace('.', '\\.')},0\\.00,${(net / 100).toFixed(2).replace('.', '\\.')}$`,
      ),
    );
    expect(enLines[2]).toMatch(/,Refund,TX-[A-HJKMNP-Z2-9]{10},Hand-woven kilim,USD,,,,-50\.00$/);

    const tr = await get(`/api/merchant/payouts/${payout.id}/statement.csv?lang=tr`, sme.cookie);
    const trLines = tr.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(trLines[0]).toBe('Hareket;Tarih;Tür;Referans;Açıklama;Para birimi;Brüt;Komisyon;Stopaj;Tutar');
    expect(trLines[1]).toMatch(
      /^\d+;\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d;Müşteri ödemesi;TX-[A-HJKMNP-Z2-9]{10};Hand-woven kilim;USD;1000,00;/,
    );
    expect(trLines[2]).toMatch(/;İade;TX-[A-HJKMNP-Z2-9]{10};Hand-woven kilim;USD;;;;-50,00$/);
  });

  it('PDF: a PDF in Turkish and in English with the legal data, our reference and the totals', async () => {
    const { sme, payout } = await paidOut();
    const tr = await get(`/api/merchant/payouts/${payout.id}/statement.pdf?lang=tr`, sme.cookie);
    expect(tr.statusCode).toBe(200);
    expect(tr.headers['content-type']).toBe('application/pdf');
    expect(tr.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const trText = (await pdfText(tr.rawPayload)).pages.join('\n');
    for (const expected of [
      `Para çekme dökümü ${payout.reference}`,
      'Kapadokya Halı A.Ş.',
      'Atatürk Cad. No: 12, Kadıköy, İstanbul',
      payout.ibanMasked,
      'Müşteri ödemesi',
      'İade',
      'Bu para çekme',
      '$500,00',
    ])
      expect(trText).toContain(expected);

    const en = await get(`/api/merchant/payouts/${payout.id}/statement.pdf?lang=en`, sme.cookie);
    const enText = (await pdfText(en.rawPayload)).pages.join('\n');
    for (const expected of [
      `Payout statement ${payout.reference}`,
      'Kapadokya Halı A.Ş.',
      'This payout',
      '$500.00',
    ])
      expect(enText).toContain(expected);
  });
});
