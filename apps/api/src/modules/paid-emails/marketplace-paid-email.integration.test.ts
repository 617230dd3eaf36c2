import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKycApprovedMerchant } from '../../../test/factories.ts';
import { iyzicoCheckout } from '../../../test/iyzico-contract/checkout.ts';
import { type ContractServer, startContractServer } from '../../../test/iyzico-contract/server.ts';
import { paidOnIyzicoPage } from '../../../test/marketplace-helpers.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { acquirerItemFigures } from '../../db/schema/acquirer-item-figures.ts';
import { emails } from '../../db/schema/emails.ts';
import { payments } from '../../db/schema/payments.ts';
import { syncSubMerchants } from '../sub-merchants/sync.ts';
import { emailEachPayment } from './worker.ts';

/**
 * Marketplace mode with a real acquirer's release terms (7 days, 10 % reserve for 120 days) and the
 * 1 % withholding: the e-mail a payment brings says the figures the payment and iyzico's answer hold.
 */
const start = new Date('2026-12-07T10:00:00Z');
const clock = testClock(start);
let server: ContractServer;
let t: TestApp;
let checkout: ReturnType<typeof iyzicoCheckout>;

beforeAll(async () => {
  server = await startContractServer({ marketplace: true, now: clock.now });
  t = await createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: server.apiKey,
      IYZICO_SECRET_KEY: server.secretKey,
      IYZICO_BASE_URL: server.url,
      IYZICO_TIMEOUT_MS: '1000',
      WITHHOLDING_TAX_PERCENT: '1',
    },
  });
  checkout = iyzicoCheckout(t, server);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

async function paidEmailOf(locale: 'en' | 'tr') {
  const sme = await createKycApprovedMerchant(t.app, t.database.db, { locale }, { taxOffice: 'Kadıköy' });
  await syncSubMerchants(t.app.ctx);
  const paymentId = await paidOnIyzicoPage(t, server, checkout, sme.cookie, 10_000, 'EUR');
  await emailEachPayment(t.app.ctx);
  const [email] = await t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, sme.email), eq(emails.template, 'paymentReceived')));
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  const [share] = await t.database.db
    .select()
    .from(acquirerItemFigures)
    .where(and(eq(acquirerItemFigures.paymentId, paymentId), eq(acquirerItemFigures.itemId, paymentId)));
  if (!email || !payment || !share) throw new Error('no e-mail, payment or iyzico figures');
  return { text: email.textBody.replace(/\u00a0/g, ' '), payment, share };
}

describe('the "you got paid" e-mail of a marketplace payment', () => {
  it('carries the payment’s fee, withholding, reserve, release and iyzico’s pay date and conversion (English)', async () => {
    const { text, payment, share } = await paidEmailOf('en');
    // €100.00: fee €3.20, withholding 1 % €1.00, reserve 10 % of €95.80 = €9.58, share €86.22.
    expect(payment).toMatchObject({ fee: 320, withholdingTax: 100, reserve: 958 });
    expect(text).toContain('A customer paid €100.00 for');
    expect(text).toContain(
      'Our fee: €3.20. Withholding tax (1%), which we pay to the tax office: €1.00. You receive €95.80.',
    );
    expect(text).toContain('We release €86.22 of it to iyzico on Dec 14, 2026.');
    // iyzico's blockageResolvedDate (8 days after the charge at the contract server) and its
    // conversion of the share's item to the sub-merchant's lira (48.5 a euro).
    expect(share.blockageResolvedDate).toBe('2026-12-15');
    expect(text).toContain('iyzico pays it from Dec 15, 2026.');
    expect(share.convertedCurrency).toBe('TRY');
    expect(text).toContain('iyzico pays TRY 4,181.67 for it (1 EUR = 48.5000 TRY).');
    expect(text).toContain('€9.58 of it is held as a reserve until Apr 6, 2027, then released too.');
  });

  it('says the same in Turkish', async () => {
    const { text } = await paidEmailOf('tr');
    expect(text).toContain(
      'Komisyonumuz: €3,20. Vergi dairesine ödediğimiz stopaj (%1): €1,00. Size kalan: €95,80.',
    );
    expect(text).toContain('Bunun €86,22 tutarını 14 Ara 2026 tarihinde iyzico’ya onaylarız.');
    expect(text).toContain('iyzico bunu 15 Ara 2026 tarihinden itibaren yatırır.');
    expect(text).toContain('iyzico’nun bunun için yatıracağı: ₺4.181,67 (1 EUR = 48,5000 TRY).');
    expect(text).toContain('Bunun €9,58 tutarı 6 Nis 2027 tarihine kadar teminat olarak tutulur');
  });
});
