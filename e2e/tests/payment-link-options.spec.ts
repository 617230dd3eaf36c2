import { ports } from '../playwright.config.ts';
import { expect, test, watchForProblems } from '../support/fixtures.ts';
import { verifiedMerchantViaApi } from '../support/merchants.ts';

/**
 * Issue 14: a merchant makes a pay-what-you-want link with a quantity and a redirect in the
 * dialog, on a phone; a payer on a phone chooses the amount, buys 2, sees our notice naming the
 * merchant's site (issue 34) and continues from it to the merchant's https page with the payment
 * id. The merchant's site is played by page.route. Issue 35: the link sells physical goods and
 * asks the billing address, so the payer, whose country comes preselected from the browser's
 * language, also gives a shipping address elsewhere.
 */
const base = `http://localhost:${ports.main}`;
const phone = { width: 390, height: 844 };
const shop = 'https://shop.example.com/thanks';

const journeys = [
  {
    lang: 'en',
    locale: 'en-GB',
    create: 'Create payment link',
    dialog: 'New payment link',
    product: 'Product name',
    custom: 'Payer chooses',
    minimum: 'Minimum',
    maximum: 'Maximum',
    quantity: 'The payer can change the quantity',
    maxQuantity: 'Maximum quantity',
    after: 'After payment',
    redirect: 'Send the payer to my website',
    redirectUrl: 'Your page (https:// address)',
    submit: 'Create link',
    card: '$5.00 – $200.00',
    amountField: 'Amount',
    typed: '12.50',
    more: 'One more',
    total: '$25.00',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    name: 'Cardholder name',
    email: 'E-mail',
    pay: 'Pay $25.00',
    leaving: 'Continue to another website',
    go: 'Continue to shop.example.com',
    payerSection: 'Payer details',
    physical: 'Physical goods that I ship to the payer',
    billing: 'Billing address with country',
    billingGroup: 'Billing address',
    shippingGroup: 'Shipping address',
    country: 'Country',
    street: 'Street and number',
    city: 'City',
    shipToBilling: 'Ship to my billing address',
    browserCountry: 'GB',
  },
  {
    lang: 'tr',
    locale: 'tr-TR',
    create: 'Ödeme linki oluştur',
    dialog: 'Yeni ödeme linki',
    product: 'Ürün adı',
    custom: 'Müşteri belirler',
    minimum: 'En az',
    maximum: 'En fazla',
    quantity: 'Müşteri adedi değiştirebilir',
    maxQuantity: 'En fazla adet',
    after: 'Ödemeden sonra',
    redirect: 'Müşteriyi web siteme yönlendir',
    redirectUrl: 'Sayfanızın adresi (https://)',
    submit: 'Link oluştur',
    card: '$5,00 – $200,00',
    amountField: 'Tutar',
    typed: '12,50',
    more: 'Bir artır',
    total: '$25,00',
    number: 'Kart numarası',
    expiry: 'Son kullanma tarihi (AA/YY)',
    cvc: 'CVC',
    name: 'Kart üzerindeki ad soyad',
    email: 'E-posta',
    pay: '$25,00 öde',
    leaving: 'Başka bir web sitesine geçin',
    go: 'shop.example.com adresine devam et',
    payerSection: 'Müşteri bilgileri',
    physical: 'Müşteriye kargoyla gönderdiğim fiziksel ürün',
    billing: 'Ülkesiyle fatura adresi',
    billingGroup: 'Fatura adresi',
    shippingGroup: 'Teslimat adresi',
    country: 'Ülke',
    street: 'Cadde, sokak ve numara',
    city: 'Şehir',
    shipToBilling: 'Teslimat adresim fatura adresimle aynı',
    browserCountry: 'TR',
  },
];

for (const j of journeys) {
  test(`in ${j.lang}, on phones: a pay-what-you-want link, 2 bought, the payer sent to the merchant's page`, async ({
    browser,
  }) => {
    const merchant = await browser.newContext({
      baseURL: base,
      viewport: phone,
      isMobile: true,
      hasTouch: true,
    });
    await merchant.addInitScript((lang) => localStorage.setItem('kopru.lang', lang), j.lang);
    const problems: string[] = [];
    const page = watchForProblems(await merchant.newPage(), problems);
    await verifiedMerchantViaApi(page.request, base, { companyName: 'Kapadokya Seramik' });

    await page.goto('/sme/dashboard/payment-links');
    await page.getByRole('button', { name: j.create }).first().click();
    const dialog = page.getByRole('dialog', { name: j.dialog });
    await dialog.getByLabel(j.product).fill('Seramik kase');
    await dialog.getByLabel(j.custom).check();
    await dialog.getByLabel(j.minimum, { exact: true }).fill('5');
    await dialog.getByLabel(j.maximum, { exact: true }).fill('200');
    await dialog.getByLabel(j.quantity).check();
    await dialog.getByLabel(j.maxQuantity).fill('3');
    await dialog.getByText(j.payerSection, { exact: true }).click();
    await dialog.getByLabel(j.physical).check();
    await dialog.getByLabel(j.billing).check();
    await dialog.getByText(j.after, { exact: true }).click();
    await dialog.getByLabel(j.redirect).check();
    await dialog.getByLabel(j.redirectUrl).fill(shop);
    await dialog.getByRole('button', { name: j.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(j.card)).toBeVisible();
    const url = (await page.locator('p[title^="http"]').first().getAttribute('title')) ?? '';
    const code = /\/pay\/([A-Z2-9]{6})$/.exec(url)?.[1] ?? '';
    expect(code).not.toBe('');

    const payer = await browser.newContext({
      baseURL: base,
      locale: j.locale,
      viewport: phone,
      isMobile: true,
      hasTouch: true,
    });
    const checkout = watchForProblems(await payer.newPage(), problems);
    let landed = '';
    await checkout.route(`${shop}**`, async (route) => {
      landed = route.request().url();
      await route.fulfill({
        contentType: 'text/html',
        body: '<title>Thanks</title><h1>Thank you for your order</h1>',
      });
    });
    await checkout.goto(`/pay/${code}`);
    expect(await checkout.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await checkout.getByLabel(j.amountField, { exact: true }).fill(j.typed);
    await checkout.getByRole('button', { name: j.more }).click();
    await expect(checkout.getByText(j.total, { exact: true })).toBeVisible();
    await checkout.getByLabel(j.number).fill('4242 4242 4242 4242');
    await checkout.getByLabel(j.expiry).fill('1230');
    await checkout.getByLabel(j.cvc).fill('123');
    await checkout.getByLabel(j.name).fill('Emma Schmidt');
    await checkout.getByLabel(j.email).fill('emma.schmidt@example.com');
    const billing = checkout.getByRole('group', { name: j.billingGroup });
    await expect(billing.getByLabel(j.country)).toHaveValue(j.browserCountry);
    await billing.getByLabel(j.street).fill('Baker Street 221b');
    await billing.getByLabel(j.city).fill('London');
    await checkout.getByLabel(j.shipToBilling).uncheck();
    const shipping = checkout.getByRole('group', { name: j.shippingGroup });
    await shipping.getByLabel(j.country).selectOption('DE');
    await shipping.getByLabel(j.street).fill('Torstraße 12');
    await shipping.getByLabel(j.city).fill('Berlin');
    expect(await checkout.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await checkout.getByRole('button', { name: j.pay }).click();
    await expect(checkout.getByRole('heading', { name: j.leaving })).toBeVisible();
    expect(landed).toBe('');
    await checkout.getByRole('link', { name: j.go }).click();
    await expect(checkout.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    const paymentId = new URL(landed).searchParams.get('payment_id') ?? '';
    expect(paymentId).toMatch(/^pay_/);
    expect(checkout.url()).toBe(`${shop}?payment_id=${paymentId}`);

    const payment = await page.request.get(`/api/merchant/payments/${paymentId}`);
    expect(await payment.json()).toMatchObject({
      amount: 2_500,
      quantity: 2,
      status: 'succeeded',
      payerDetails: {
        billingAddress: { line1: 'Baker Street 221b', city: 'London', country: j.browserCountry },
        shippingAddress: { line1: 'Torstraße 12', city: 'Berlin', country: 'DE' },
      },
    });
    expect(problems).toEqual([]);
    await payer.close();
    await merchant.close();
  });
}
