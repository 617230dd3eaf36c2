import { computeFee } from '@kopru/domain/fees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKycApprovedMerchant } from '../../../test/factories.ts';
import { requestPayout } from '../../../test/payout-helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { paidPayment } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The e-commerce withholding (decision 015) on the payout statement: page, CSV and PDF. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WITHHOLDING_TAX_PERCENT: '1' } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('the withholding on a payout statement', () => {
  it('shows each payment’s withholding and their total; gross less fee and withholding is the amount', async () => {
    const sme = await createKycApprovedMerchant(t.app, t.database.db);
    await paidPayment(t.app, sme.cookie, { amount: 100_000 });
    const { fee, net } = computeFee(100_000);
    // 1 % of 1000.00 USD: 10.00 kept for the tax office.
    const payout = (await requestPayout(t.app, sme.cookie, { amount: net - 1_000, currency: 'USD' })).json();

    const statement = (await get(`/api/merchant/payouts/${payout.id}/statement`, sme.cookie)).json();
    expect(statement.lines).toEqual([
      expect.objectContaining({
        type: 'payment',
        gross: 100_000,
        fee,
        withholding: 1_000,
        amount: net - 1_000,
      }),
    ]);
    expect(statement.totals).toMatchObject({
      gross: 100_000,
      fees: fee,
      withholding: 1_000,
      payout: net - 1_000,
    });

    const csv = await get(`/api/merchant/payouts/${payout.id}/statement.csv?lang=en`, sme.cookie);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('Entry,Date,Type,Reference,Description,Currency,Gross,Fee,Withholding tax,Amount');
    expect(row?.split(',').slice(-4)).toEqual([
      '1000.00',
      (fee / 100).toFixed(2),
      '10.00',
      ((net - 1_000) / 100).toFixed(2),
    ]);
    const tr = await get(`/api/merchant/payouts/${payout.id}/statement.csv?lang=tr`, sme.cookie);
    expect(tr.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toContain(';1000,00;');
    expect(tr.body).toContain(';10,00;');

    for (const [lang, label, amount] of [
      ['en', 'Withholding tax kept for the tax office', '$10.00'],
      ['tr', 'Vergi dairesi için kesilen stopaj', '$10,00'],
    ] as const) {
      const pdf = await get(`/api/merchant/payouts/${payout.id}/statement.pdf?lang=${lang}`, sme.cookie);
      const text = (await pdfText(pdf.rawPayload)).pages.join('\n').replace(/\s+/g, ' ');
      expect(text).toContain(label);
      expect(text).toContain(amount);
    }
  });
});
