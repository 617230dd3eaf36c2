import { ports } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, useLanguage } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { createLinkViaApi, payLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

const words = {
  en: {
    edit: /^Edit numbers of TX-[A-HJKMNP-Z2-9]{10}$/,
    dialog: /^Numbers of TX-[A-HJKMNP-Z2-9]{10}$/,
    etgb: 'ETGB number',
    save: 'Save',
    saved: 'Numbers saved.',
    gtip: 'GTİP 5701.10.90.00.19',
    report: 'Monthly report (CSV)',
    header: 'ETGB number',
  },
} as const;

for (const language of ['en'] as const) {
  test(`an SME fills in the ETGB number of a sale and finds it in the monthly export report (${language})`, async ({
    page,
  }) => {
    const w = words[language];
    await page.setViewportSize({ width: 390, height: 844 });
    await verifiedMerchantViaApi(page.request, base);
    const link = await createLinkViaApi(page.request, {
      productName: 'Hand-woven kilim',
      amount: 12_345,
      currency: 'USD',
      gtipCode: '5701.10.90.00.19',
    });
    await payLinkViaApi(page.request, link.code);

    await useLanguage(page, language);
    await page.goto('/sme/dashboard/export-records');
    await expect(page.getByText(w.gtip)).toBeVisible();
    await page.getByRole('button', { name: w.edit }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await dialog.getByLabel(w.etgb).fill('26341300ex000123');
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(page.getByText('26341300EX000123')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`export-records-${language}.png`), fullPage: true });

    const href = await page.getByRole('link', { name: w.report }).getAttribute('href');
    expect(href).toContain(`lang=${language}`);
    const report = await page.request.get(href ?? '');
    expect(report.status()).toBe(200);
    const csv = await report.text();
    expect(csv).toContain(w.header);
    expect(csv).toContain('26341300EX000123');
    expect(csv).toContain('5701.10.90.00.19');
  });
}
