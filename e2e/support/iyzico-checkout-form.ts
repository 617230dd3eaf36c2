import type { Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures.ts';

/**
 * A payer pays a link on the `iyzico` server: our checkout asks the payer's details, then iyzico's
 * Checkout Form page (the contract server's stand-in) takes the card (decision 012). The labels are
 * the payer's language on both pages.
 */
export const iyzicoPayerTexts = {
  en: {
    name: 'Full name',
    email: 'E-mail',
    street: 'Street and number',
    city: 'City',
    page: 'Contract iyzico: payment page',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    holder: 'Name on card',
    pay: 'Pay',
    success: 'Payment successful',
  },
  tr: {
    name: 'Ad soyad',
    email: 'E-posta',
    street: 'Cadde, sokak ve numara',
    city: 'Şehir',
    page: 'Sözleşme iyzico: ödeme sayfası',
    number: 'Kart numarası',
    expiry: 'Son kullanma tarihi (AA/YY)',
    cvc: 'Güvenlik kodu',
    holder: 'Kart üzerindeki isim',
    pay: 'Öde',
    success: 'Ödeme başarılı',
  },
} as const;

type Lang = keyof typeof iyzicoPayerTexts;

/** Gives the payer's name, e-mail and billing address on our checkout page. */
export async function fillPayerDetails(page: Page, lang: Lang = 'en'): Promise<void> {
  const l = iyzicoPayerTexts[lang];
  await page.getByLabel(l.name, { exact: true }).fill('Emma Schmidt');
  await page.getByLabel(l.email).fill(uniqueEmail('payer'));
  await page.getByLabel(l.street).fill('Torstraße 12');
  await page.getByLabel(l.city).fill('Berlin');
}

/**
 * Goes on to iyzico's page. Marketplace mode (the default with iyzico): the sub-merchants worker
 * registers the merchant with iyzico within 15 s of the KYC approval; until then the payment is
 * refused with nothing charged (merchant_not_ready) and the payer may simply try again.
 */
export async function openIyzicoPage(page: Page, lang: Lang = 'en'): Promise<void> {
  const l = iyzicoPayerTexts[lang];
  await expect(async () => {
    await page.getByRole('button', { name: /iyzico/ }).click();
    await expect(page.getByRole('heading', { name: l.page })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
}

/** Types `card` on iyzico's page, without paying yet. */
export async function fillCardOnIyzicoPage(page: Page, card: string, lang: Lang = 'en'): Promise<void> {
  const l = iyzicoPayerTexts[lang];
  await page.getByLabel(l.number).fill(card);
  await page.getByLabel(l.expiry).fill('12/30');
  await page.getByLabel(l.cvc).fill('123');
  await page.getByLabel(l.holder).fill('Emma Schmidt');
}

/** Pays on iyzico's page and waits for our success page. */
export async function confirmOnIyzicoPage(page: Page, lang: Lang = 'en'): Promise<void> {
  const l = iyzicoPayerTexts[lang];
  await page.getByRole('button', { name: l.pay, exact: true }).click();
  await expect(page.getByRole('heading', { name: l.success })).toBeVisible();
}

/** Pays link `code` on `base` with `card`, in English; answers the transaction's reference. */
export async function payLinkOnIyzico(page: Page, base: string, code: string, card: string): Promise<string> {
  await page.goto(`${base}/pay/${code}`);
  await fillPayerDetails(page);
  await openIyzicoPage(page);
  await fillCardOnIyzicoPage(page, card);
  await confirmOnIyzicoPage(page);
  return (await page.locator('dd.font-mono').textContent()) ?? '';
}
