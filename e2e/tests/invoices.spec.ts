import { readFile } from 'node:fs/promises';
import { ports } from '../playwright.config.ts';
import { useLanguage } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { createLinkViaApi, payLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

const words = {
  en: {
    proforma: 'Proforma invoice (PDF) for Hand-woven kilim',
    invoice: /^Commercial invoice \(PDF\) of TX-/,
  },
  tr: {
    proforma: 'Proforma fatura (PDF): Hand-woven kilim',
    invoice: /^Ticari fatura \(PDF\): TX-/,
  },
} as const;

for (const language of ['en', 'tr'] as const) {
  test(`an SME downloads a link's proforma and a paid payment's commercial invoice (${language})`, async ({
    page,
  }) => {
    const w = words[language];
    await verifiedMerchantViaApi(page.request, base);
    const link = await createLinkViaApi(page.request, {
      productName: 'Hand-woven kilim',
      amount: 12_345,
      currency: 'USD',
      gtipCode: '5701.10.90.00.19',
    });
    await useLanguage(page, language);

    await page.goto('/sme/dashboard/payment-links');
    const [proforma] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: w.proforma }).click(),
    ]);
    expect(proforma.suggestedFilename()).toBe(`proforma-${link.code}.pdf`);
    const proformaFile = await readFile((await proforma.path()) ?? '');
    expect(proformaFile.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await payLinkViaApi(page.request, link.code);
    await page.goto('/sme/dashboard/transactions');
    await page.getByRole('link', { name: /^TX-/ }).first().click();
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: w.invoice }).click(),
    ]);
    expect(invoice.suggestedFilename()).toMatch(/^commercial-invoice-TX-[A-Z0-9]{10}\.pdf$/);
    const invoiceFile = await readFile((await invoice.path()) ?? '');
    expect(invoiceFile.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.screenshot({ path: test.info().outputPath(`invoice-button-${language}.png`), fullPage: true });
  });
}
