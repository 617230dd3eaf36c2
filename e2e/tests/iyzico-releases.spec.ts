import type { Page } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { expect, test, watchForProblems } from '../support/fixtures.ts';
import { payLinkOnIyzico } from '../support/iyzico-checkout-form.ts';
import { createLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

/**
 * Marketplace mode with iyzico (the contract server): after a payment the merchant sees, on a
 * phone, when its share and its reserve are released to iyzico, when iyzico pays and at iyzico's
 * rate (issue 41). The `iyzico` server runs the production defaults of a real acquirer: a 7-day
 * release delay, a 10 % reserve for 120 days, and the 1 % withholding it is configured with.
 */
const base = `http://localhost:${ports.iyzico}`;
const phone = { width: 390, height: 844 };
const DAY = 86_400_000;

const texts = {
  en: {
    title: 'When you get your money',
    // 100.00 EUR: fee 3.20, withholding 1.00, 95.80 owed: 86.22 released after 7 days, 9.58 reserve.
    share: (date: string) => `Your share €86.22: released to iyzico on ${date}`,
    reserve: (date: string) => `Reserve €9.58: released to iyzico on ${date}`,
    paysFrom: /^iyzico pays from \S.*\d{4}$/,
    converted: /^iyzico pays .+ \(1 EUR = 48\.50* TRY\)$/,
    held: 'Held now · EUR',
    withholding: 'Withholding tax (1%)',
  },
  tr: {
    title: 'Paranızı ne zaman alırsınız',
    share: (date: string) => `Payınız €86,22: ${date} tarihinde iyzico’ya onaylanır`,
    reserve: (date: string) => `Teminat €9,58: ${date} tarihinde iyzico’ya onaylanır`,
    paysFrom: /^iyzico \d{1,2} \S+ \d{4} tarihinden itibaren yatırır$/,
    converted: /^iyzico’nun yatıracağı: .+ \(1 EUR = 48,50* TRY\)$/,
    held: 'Şu an tutulan · EUR',
    withholding: 'Stopaj (%1)',
  },
} as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

for (const lang of ['en', 'tr'] as const) {
  test(`a marketplace payment shows its release date, its reserve and iyzico's payment date on a phone (${lang})`, async ({
    browser,
  }) => {
    const l = texts[lang];
    const context = await browser.newContext({ baseURL: base, viewport: phone });
    await context.addInitScript((value) => localStorage.setItem('kopru.lang', value), lang);
    const problems: string[] = [];
    const page = watchForProblems(await context.newPage(), problems);
    await verifiedMerchantViaApi(page.request, base, { companyName: 'Kapadokya Seramik' });
    const link = await createLinkViaApi(page.request, {
      productName: 'Tea set',
      amount: 10_000,
      currency: 'EUR',
    });
    const payer = await browser.newContext({ locale: 'en-GB', viewport: phone });
    await payLinkOnIyzico(await payer.newPage(), base, link.code, '4054180000000007');
    await payer.close();
    const paidAt = Date.now();

    await page.goto('/sme/dashboard');
    const dateOf = (at: number) =>
      page.evaluate(
        ([value, locale]) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value)),
        [at, lang] as const,
      );
    const card = page
      .locator('div.rounded-2xl')
      .filter({ has: page.getByRole('heading', { name: l.title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(l.held)).toBeVisible();
    await expect(card.getByText(l.share(await dateOf(paidAt + 7 * DAY)))).toBeVisible();
    await expect(card.getByText(l.reserve(await dateOf(paidAt + 120 * DAY)))).toBeVisible();
    // iyzico's blockageResolvedDate for the share, our later release for the reserve.
    await expect(card.getByText(l.paysFrom)).toHaveCount(2);
    await expect(card.getByText(l.converted)).toHaveCount(2);
    await fitsThePhone(page);
    await shot(page, `releases-overview-${lang}`);

    await page.goto('/sme/dashboard/payouts');
    const onPayouts = page
      .locator('div.rounded-2xl')
      .filter({ has: page.getByRole('heading', { name: l.title }) });
    await expect(onPayouts.getByText(l.share(await dateOf(paidAt + 7 * DAY)))).toBeVisible();
    await fitsThePhone(page);
    await shot(page, `releases-payouts-${lang}`);

    // The transaction shows the withholding kept for the tax office (decision 015): 1.00 EUR.
    await onPayouts.getByRole('link', { name: /^TX-/ }).click();
    const withheld = page.getByText(l.withholding, { exact: true });
    await expect(withheld).toBeVisible();
    await expect(page.locator('div').filter({ has: withheld }).last()).toContainText(
      lang === 'en' ? '€1.00' : '€1,00',
    );
    await fitsThePhone(page);
    await shot(page, `transaction-withholding-${lang}`);
    expect(problems).toEqual([]);
    await context.close();
  });
}
