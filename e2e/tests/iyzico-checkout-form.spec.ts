import { type Page, request as playwrightRequest } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  confirmOnIyzicoPage,
  fillCardOnIyzicoPage,
  fillPayerDetails,
  openIyzicoPage,
} from '../support/iyzico-checkout-form.ts';
import { createLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

/**
 * With iyzico the payer types the card on iyzico's Checkout Form page, never on ours (decision
 * 012). The `iyzico` server's acquirer is the iyzico contract server, whose stand-in page takes
 * the card and posts iyzico's token back to our callback. The card-data scan after the run
 * (support/card-data-scan.ts) looks for these card numbers in every log and database file.
 */
const base = `http://localhost:${ports.iyzico}`;
const phone = { width: 390, height: 844 };

const texts = {
  en: {
    locale: 'en-GB',
    card: '4054180000000007',
    brand: 'Visa',
    ourCardLabel: 'Card number',
    note: "You enter your card on iyzico's secure payment page next; your card number never reaches us.",
    receiptLink: 'View receipt',
    receipt: 'Payment receipt',
    cardValue: 'Visa ending in 0007',
  },
  tr: {
    locale: 'tr-TR',
    card: '5400010000000004',
    brand: 'Mastercard',
    ourCardLabel: 'Kart numarası',
    note: "Kartınızı bir sonraki adımda iyzico'nun güvenli ödeme sayfasında gireceksiniz; kart numaranız bize hiç ulaşmaz.",
    receiptLink: 'Makbuzu görüntüle',
    receipt: 'Ödeme makbuzu',
    cardValue: 'Mastercard, son 4 hane 0004',
  },
};

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

for (const lang of ['en', 'tr'] as const) {
  test(`a payer on a phone pays on iyzico's Checkout Form page with a cross-border card and sees the receipt (${lang})`, async ({
    browser,
  }) => {
    const l = texts[lang];
    const sme = await playwrightRequest.newContext({ baseURL: base });
    await verifiedMerchantViaApi(sme, base, { companyName: 'Kapadokya Seramik' });
    const link = await createLinkViaApi(sme, { productName: 'Tea set', amount: 4_990, currency: 'EUR' });
    await sme.dispose();

    const context = await browser.newContext({ locale: l.locale, viewport: phone });
    const page = await context.newPage();
    await page.goto(`${base}/pay/${link.code}`);
    await expect(page.getByText(l.note)).toBeVisible();
    // The card is not asked on our page.
    await expect(page.getByLabel(l.ourCardLabel)).toHaveCount(0);
    await fillPayerDetails(page, lang);
    await fitsThePhone(page);
    await shot(page, `checkout-iyzico-${lang}`);
    // iyzico's page (the contract server's stand-in), in the payer's language.
    await openIyzicoPage(page, lang);
    await fillCardOnIyzicoPage(page, l.card, lang);
    await shot(page, `iyzico-page-${lang}`);
    // iyzico posts its token to our callback; we read the result and show it.
    await confirmOnIyzicoPage(page, lang);
    await expect(page).toHaveURL(new RegExp(`/pay/${link.code}\\?payment=pay_`));
    const transactionId = (await page.locator('dd.font-mono').textContent()) ?? '';
    expect(transactionId).toMatch(/^TX-[A-HJKMNP-Z2-9]{10}$/);
    await fitsThePhone(page);
    await shot(page, `checkout-iyzico-success-${lang}`);

    await page.getByRole('link', { name: l.receiptLink }).click();
    await expect(page.getByRole('heading', { name: l.receipt })).toBeVisible();
    await expect(page.getByText(transactionId)).toBeVisible();
    // The card as iyzico reported it: its brand and last four digits only.
    await expect(page.getByText(l.cardValue)).toBeVisible();
    await fitsThePhone(page);
    await shot(page, `receipt-iyzico-${lang}`);
    await context.close();
  });
}
