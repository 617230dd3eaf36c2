import { ports } from '../playwright.config.ts';
import { adminRequest } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { createLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

async function fillCard(
  page: import('@playwright/test').Page,
  labels: { number: string; expiry: string; cvc: string; name: string; email: string },
  cardNumber: string,
) {
  await page.getByLabel(labels.number).fill(cardNumber);
  await page.getByLabel(labels.expiry).fill('1230');
  await page.getByLabel(labels.cvc).fill('123');
  await page.getByLabel(labels.name).fill('Emma Schmidt');
  await page.getByLabel(labels.email).fill('emma.schmidt@example.com');
}
const en = {
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  name: 'Cardholder name',
  email: 'E-mail',
};
const tr = {
  number: 'Kart numarası',
  expiry: 'Son kullanma tarihi (AA/YY)',
  cvc: 'CVC',
  name: 'Kart üzerindeki ad soyad',
  email: 'E-posta',
};

test('a verified SME creates a link, a payer abroad pays it, and the SME sees the money', async ({
  page,
  browser,
}) => {
  await verifiedMerchantViaApi(page.request, base, { companyName: 'Safranbolu Lokum Evi' });
  await page.goto('/sme/dashboard/payment-links');
  await expect(page.getByRole('heading', { name: 'No payment links yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payment link' });
  await dialog.getByLabel('Product name').fill('Turkish delight gift box');
  await dialog.getByLabel('Amount').fill('49.999');
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(
    dialog.getByText('Write the amount as “1,250.50” or “1250.50” (at most 2 decimal places).'),
  ).toBeVisible();
  await dialog.getByLabel('Amount').fill('49.99');
  await dialog.getByLabel('Description').fill('1 kg, rose and pistachio');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Turkish delight gift box' })).toBeVisible();
  await expect(page.getByText('€49.99')).toBeVisible();
  const url = (await page.locator('p[title^="http"]').first().getAttribute('title')) ?? '';
  expect(url).toMatch(/\/pay\/[A-Z2-9]{6}$/);

  const payer = await browser.newContext({ locale: 'en-GB' });
  const payPage = await payer.newPage();
  await payPage.goto(url);
  await expect(payPage.getByRole('heading', { name: 'Safranbolu Lokum Evi' })).toBeVisible();
  await expect(payPage.getByText('1 kg, rose and pistachio')).toBeVisible();
  await expect(payPage.getByText('Test mode')).toBeVisible();
  await payPage.getByRole('button', { name: 'Pay €49.99' }).click();
  await expect(
    payPage.getByText('Check the card number.').or(payPage.getByText('This field is required.')).first(),
  ).toBeVisible();
  await fillCard(payPage, en, '4242 4242 4242 4242');
  const pay = payPage.getByRole('button', { name: 'Pay €49.99' });
  await pay.dblclick();
  await expect(payPage.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const transactionId = (await payPage.locator('dd.font-mono').textContent()) ?? '';
  expect(transactionId).toMatch(/^TX-[A-HJKMNP-Z2-9]{10}$/);
  await payer.close();

  await page.goto('/sme/dashboard/transactions');
  const row = page.getByRole('row', { name: new RegExp(transactionId) });
  await expect(row).toContainText('€49.99');
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('€1.75');
  await expect(row).toContainText('€48.24');
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.goto('/sme/dashboard/payment-links');
  const card = page.locator('li', { hasText: 'Turkish delight gift box' });
  await expect(card.getByText('Clicks').locator('..')).toContainText('1');
  await expect(card.getByText('Successful payments').locator('..')).toContainText('1');
  await page.goto('/sme/dashboard');
  await expect(page.getByText('€48.24').first()).toBeVisible();
});

test('a declined card shows the failure view, and trying again works', async ({ page, request }) => {
  await verifiedMerchantViaApi(request, base);
  const link = await createLinkViaApi(request, {
    productName: 'Ceramic bowl',
    amount: 2_500,
    currency: 'USD',
  });
  await page.goto(`/pay/${link.code}`);
  await fillCard(page, en, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText('Payment failed. Please check your card details and try again.')).toBeVisible();
  await expect(page.getByText('Reason: The card was declined by the bank.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await fillCard(page, en, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
});

test('a payer pays on a phone in Turkish', async ({ browser, request }) => {
  await verifiedMerchantViaApi(request, base, { companyName: 'Gaziantep Bakırcılık' });
  const link = await createLinkViaApi(request, {
    productName: 'Bakır cezve',
    amount: 4_999,
    currency: 'EUR',
  });
  const phone = await browser.newContext({
    locale: 'tr-TR',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.goto(`/pay/${link.code}`);
  await expect(page.getByText('Ödeme yapılan işletme')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gaziantep Bakırcılık' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByLabel(tr.expiry)).toHaveAttribute('placeholder', 'AA/YY');
  await fillCard(page, tr, '4242424242424242');
  await expect(page.getByLabel(tr.number)).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: '€49,99 öde' }).click();
  await expect(page.getByRole('heading', { name: 'Ödeme başarılı' })).toBeVisible();
  await phone.close();
});

test('unknown links and links of suspended merchants show the not-found view; unsuspending restores them', async ({
  page,
  request,
}) => {
  await page.goto('/pay/ZZZZZZ');
  await expect(
    page.getByText("The payment link you're looking for doesn't exist or has expired."),
  ).toBeVisible();

  await verifiedMerchantViaApi(request, base);
  const link = await createLinkViaApi(request, { productName: 'Olive oil soap', amount: 1_200 });
  const merchantId = (await (await request.get('/api/auth/session')).json()).merchant.id as string;
  const admin = await adminRequest(base);
  expect(
    (
      await admin.post(`/api/admin/merchants/${merchantId}/suspend`, {
        data: { reason: 'Chargeback review' },
      })
    ).status(),
  ).toBe(200);
  await page.goto(`/pay/${link.code}`);
  await expect(
    page.getByText("The payment link you're looking for doesn't exist or has expired."),
  ).toBeVisible();
  expect(
    (
      await admin.post(`/api/admin/merchants/${merchantId}/unsuspend`, { data: { reason: 'Cleared' } })
    ).status(),
  ).toBe(200);
  await page.goto(`/pay/${link.code}`);
  await expect(
    page.getByRole('heading', { name: 'Olive oil soap' }).or(page.getByText('Olive oil soap')),
  ).toBeVisible();
  await admin.dispose();
});
