import type { Page } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { expect, latestEmail, test, uniqueEmail } from '../support/fixtures.ts';
import { createLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;
const phone = { width: 390, height: 844 };

const labels = {
  en: {
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    name: 'Cardholder name',
    email: 'E-mail',
  },
  tr: {
    number: 'Kart numarası',
    expiry: 'Son kullanma tarihi (AA/YY)',
    cvc: 'CVC',
    name: 'Kart üzerindeki ad soyad',
    email: 'E-posta',
  },
};

async function fillCard(page: Page, lang: 'en' | 'tr', cardNumber: string, email: string) {
  const l = labels[lang];
  await page.getByLabel(l.number).fill(cardNumber);
  await page.getByLabel(l.expiry).fill('1230');
  await page.getByLabel(l.cvc).fill('123');
  await page.getByLabel(l.name).fill('Emma Schmidt');
  await page.getByLabel(l.email).fill(email);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a payer completes the sandbox 3-D Secure challenge, sees success and opens the e-mailed receipt', async ({
  browser,
  request,
}) => {
  await verifiedMerchantViaApi(request, base, { companyName: 'Kapadokya Seramik' });
  const link = await createLinkViaApi(request, { productName: 'Tea set', amount: 3_000, currency: 'USD' });
  const context = await browser.newContext({ locale: 'en-GB', viewport: phone });
  const page = await context.newPage();
  await page.goto(`/pay/${link.code}`);
  await expect(page.getByText('4000 0027 6000 3184')).toBeVisible();
  await shot(page, 'checkout-3ds-hint-en');
  const email = uniqueEmail('payer');
  await fillCard(page, 'en', '4000 0027 6000 3184', email);
  await page.getByRole('button', { name: 'Pay $30.00' }).click();

  await expect(page.getByRole('heading', { name: 'Sandbox bank: 3-D Secure' })).toBeVisible();
  await expect(page.getByText('Payment of $30.00')).toBeVisible();
  await shot(page, 'sandbox-bank-en');
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pay/${link.code}\\?payment=pay_`));
  const transactionId = (await page.locator('dd.font-mono').textContent()) ?? '';
  expect(transactionId).toMatch(/^TX-[A-HJKMNP-Z2-9]{10}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'checkout-3ds-success-en');

  const receiptEmail = await latestEmail(email, 'paymentReceipt');
  expect(receiptEmail.text).toContain('Kapadokya Seramik');
  expect(receiptEmail.text).toContain('Visa ending in 3184');
  expect(receiptEmail.text).toContain(transactionId);
  const receiptUrl = /https?:\/\/\S+\/pay\/receipt\/\w+/.exec(receiptEmail.text)?.[0] ?? '';
  expect(receiptUrl).not.toBe('');
  await page.goto(new URL(receiptUrl).pathname);
  await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible();
  await expect(page.getByText(transactionId)).toBeVisible();
  await expect(page.getByText('$30.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await shot(page, 'receipt-en');
  await context.close();
});

test('a payer in Turkish completes 3-D Secure on a phone', async ({ browser, request }) => {
  await verifiedMerchantViaApi(request, base, { companyName: 'Gaziantep Bakırcılık' });
  const link = await createLinkViaApi(request, {
    productName: 'Bakır cezve',
    amount: 4_999,
    currency: 'EUR',
  });
  const context = await browser.newContext({
    locale: 'tr-TR',
    viewport: phone,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`/pay/${link.code}`);
  await fillCard(page, 'tr', '4000 0027 6000 3184', uniqueEmail('odeyen'));
  await page.getByRole('button', { name: '€49,99 öde' }).click();
  await expect(page.getByRole('heading', { name: 'Test bankası: 3-D Secure' })).toBeVisible();
  await shot(page, 'sandbox-bank-tr');
  await page.getByRole('button', { name: 'Tamamla' }).click();
  await expect(page.getByRole('heading', { name: 'Ödeme başarılı' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Makbuzu görüntüle' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'checkout-3ds-success-tr');
  await page.getByRole('link', { name: 'Makbuzu görüntüle' }).click();
  await expect(page.getByRole('heading', { name: 'Ödeme makbuzu' })).toBeVisible();
  await shot(page, 'receipt-tr');
  await context.close();
});

test('Fail on the bank page shows the failure view, and trying again works', async ({ browser, request }) => {
  await verifiedMerchantViaApi(request, base);
  const link = await createLinkViaApi(request, {
    productName: 'Ceramic bowl',
    amount: 2_500,
    currency: 'USD',
  });
  const context = await browser.newContext({ locale: 'en-GB', viewport: phone });
  const page = await context.newPage();
  await page.goto(`/pay/${link.code}`);
  await fillCard(page, 'en', '4000 0027 6000 3184', uniqueEmail('payer'));
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText('Reason: The bank could not verify the payment (3-D Secure).')).toBeVisible();
  await shot(page, 'checkout-3ds-failed-en');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${link.code}$`));
  await fillCard(page, 'en', '4242 4242 4242 4242', uniqueEmail('payer'));
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await context.close();
});

test('a payment waiting for 3-D Secure is shown as such in the SME transactions', async ({ page }) => {
  await verifiedMerchantViaApi(page.request, base);
  const link = await createLinkViaApi(page.request, { productName: 'Kilim', amount: 8_000, currency: 'EUR' });
  const started = await page.request.post(`/api/public/links/${link.code}/payments`, {
    headers: { 'idempotency-key': `e2e-3ds-${link.code}` },
    data: {
      cardNumber: '4000 0027 6000 3184',
      expiry: '12/30',
      cvc: '123',
      cardholderName: 'Jane Doe',
      email: 'jane.doe@example.com',
    },
  });
  expect(((await started.json()) as { status: string }).status).toBe('requires_action');
  await page.setViewportSize(phone);
  await page.goto('/sme/dashboard/transactions');
  await expect(page.getByRole('row', { name: /Kilim/ })).toContainText('Awaiting 3-D Secure');
  await shot(page, 'sme-transactions-awaiting-3ds-en');
});
