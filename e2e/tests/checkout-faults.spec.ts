import { ports } from '../playwright.config.ts';
import { expect, test } from '../support/fixtures.ts';
import { createLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;
const unavailable = (requestId: string) => ({
  status: 503,
  headers: { 'content-type': 'application/json', 'retry-after': '2' },
  body: JSON.stringify({
    error: { code: 'service_unavailable', message: 'The database cannot be reached right now.', requestId },
  }),
});

test('a payment whose answer was lost to a database fault is not charged twice when the payer tries again', async ({
  page,
  request,
}) => {
  await verifiedMerchantViaApi(request, base, { companyName: 'Kapadokya Seramik' });
  const link = await createLinkViaApi(request, { productName: 'Tea set', amount: 3_000, currency: 'USD' });
  const keys: string[] = [];
  let first = true;
  await page.route(`**/api/public/links/${link.code}/payments`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!first) return route.continue();
    first = false;
    // The payment is stored, then the answer is lost: what a connection dying at commit does.
    await route.fetch();
    await route.fulfill(unavailable('req_e2e_fault'));
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/pay/${link.code}`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('1230');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Emma Schmidt');
  await page.getByLabel('E-mail').fill('emma.schmidt@example.com');
  await page.getByRole('button', { name: 'Pay $30.00' }).click();
  await expect(
    page.getByText('We could not reach our database; please try again in a moment.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('checkout-unavailable-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Pay $30.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const payments = (await (await request.get('/api/merchant/payments')).json()) as { data: unknown[] };
  expect(payments.data).toHaveLength(1);
});

test('the database fault message in Turkish on a phone', async ({ browser, request }) => {
  await verifiedMerchantViaApi(request, base);
  const link = await createLinkViaApi(request, {
    productName: 'Bakır cezve',
    amount: 4_999,
    currency: 'EUR',
  });
  const phone = await browser.newContext({ locale: 'tr-TR', viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.route(`**/api/public/links/${link.code}/payments`, (route) =>
    route.fulfill(unavailable('req_e2e_tr')),
  );
  await page.goto(`/pay/${link.code}`);
  await page.getByLabel('Kart numarası').fill('4242424242424242');
  await page.getByLabel('Son kullanma tarihi (AA/YY)').fill('1230');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Kart üzerindeki ad soyad').fill('Ayşe Yılmaz');
  await page.getByLabel('E-posta').fill('ayse.yilmaz@example.com');
  await page.getByRole('button', { name: '€49,99 öde' }).click();
  await expect(
    page.getByText('Veritabanımıza şu an ulaşamadık; lütfen birazdan tekrar deneyin.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('checkout-unavailable-tr.png'), fullPage: true });
  await phone.close();
});
