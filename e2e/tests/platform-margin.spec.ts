import { type Page, request as playwrightRequest } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { adminBrowserContext } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { payLinkOnIyzico } from '../support/iyzico-checkout-form.ts';
import { createLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

/**
 * The platform's margin in the admin console (issue 41, item 2): on the `iyzico` server the
 * contract server takes its default 3.49 % + 0.25 (assumption A33) on a 49.90 EUR payment whose
 * commission is 2.9 % + 0.30, so iyzico takes more than our commission and the payment waits in
 * the negative-margin queue, linked to its transaction page; both languages, on a phone and a desk.
 */
const base = `http://localhost:${ports.iyzico}`;
const phone = { width: 390, height: 844 };
const desk = { width: 1280, height: 900 };

const texts = {
  en: { locale: 'en-GB', title: 'Platform margin', queue: 'Negative margin', month: 'Total per month' },
  tr: { locale: 'tr-TR', title: 'Platform marjı', queue: 'Eksi marj', month: 'Aylık toplam' },
};

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A payer pays a new 49.90 EUR link of a new merchant on iyzico's page; answers its reference. */
async function paidMarketplacePayment(page: Page): Promise<string> {
  const sme = await playwrightRequest.newContext({ baseURL: base });
  await verifiedMerchantViaApi(sme, base, { companyName: 'Marj Seramik' });
  const link = await createLinkViaApi(sme, { productName: 'Tea set', amount: 4_990, currency: 'EUR' });
  await sme.dispose();
  return payLinkOnIyzico(page, base, link.code, '5400010000000004');
}

test('an admin finds a payment iyzico took more than our commission on, in both languages', async ({
  browser,
}) => {
  // A payment on iyzico's page, then the page four times: slow on a loaded machine.
  test.setTimeout(240_000);
  const payer = await browser.newContext({ locale: 'en-GB', viewport: phone });
  const transactionId = await paidMarketplacePayment(await payer.newPage());
  await payer.close();
  expect(transactionId).toMatch(/^TX-/);

  for (const lang of ['en', 'tr'] as const) {
    const l = texts[lang];
    for (const [size, viewport] of [
      ['phone', phone],
      ['desk', desk],
    ] as const) {
      const context = await adminBrowserContext(browser, base, { locale: l.locale, viewport });
      await context.addInitScript((language) => localStorage.setItem('kopru.lang', language), lang);
      const page = await context.newPage();
      await page.goto('/admin/dashboard/margins');
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: l.month })).toBeVisible();
      const queue = page
        .locator('section, div')
        .filter({ has: page.getByRole('heading', { name: l.queue }) });
      await expect(queue.getByRole('link', { name: transactionId }).first()).toBeVisible();
      if (size === 'phone')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, `platform-margin-${lang}-${size}`);
      if (lang === 'en' && size === 'phone') {
        await queue.getByRole('link', { name: transactionId }).first().click();
        await expect(page).toHaveURL(/\/admin\/dashboard\/transactions\/pay_/);
        await expect(page.getByText(transactionId).first()).toBeVisible();
      }
      await context.close();
    }
  }
});
