import { readFile } from 'node:fs/promises';
import { ports } from '../playwright.config.ts';
import { expect, test, watchForProblems } from '../support/fixtures.ts';
import { verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

/**
 * Issue 24: on a phone, a merchant types amounts as it writes them, a payer whose browser speaks
 * the same language pays the shared link on the checkout screens, the merchant withdraws
 * everything with the amount filled in its own format, and opens its export as columns. The
 * shared link's preview is checked on the page head.
 */
const phone = { width: 390, height: 844 };
const journeys = [
  {
    lang: 'tr',
    typed: '2.400,00',
    shown: '$2.400,00',
    create: 'Ödeme linki oluştur',
    dialog: 'Yeni ödeme linki',
    product: 'Ürün adı',
    amount: 'Tutar',
    submit: 'Link oluştur',
    payouts: 'Para çekme',
    request: 'Para çek',
    submitPayout: 'Para çek',
    requestDialog: 'Para çekme talebi oluştur',
    useAll: 'Tümünü çek',
    payer: 'tr-TR',
    payingTo: 'Ödeme yapılan işletme',
    card: {
      number: 'Kart numarası',
      expiry: 'Son kullanma tarihi (AA/YY)',
      expiryPlaceholder: 'AA/YY',
      name: 'Kart üzerindeki ad soyad',
      email: 'E-posta',
    },
    pay: '$2.400,00 öde',
    paid: 'Ödeme başarılı',
    withdrawAll: '2.330,10',
    requested: /numaralı para çekme talebiniz alındı/,
    exportLabel: 'CSV indir',
    separator: ';',
    header: ['İşlem numarası', 'Tarih (Türkiye saati)', 'Açıklama', 'Durum'],
    cells: ['Tamamlandı', 'USD', '2400,00', '69,90', '2330,10'],
    date: /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/,
    decimal: (text: string) => Number(text.replace(',', '.')),
  },
  {
    lang: 'en',
    typed: '2,400.00',
    shown: '$2,400.00',
    create: 'Create payment link',
    dialog: 'New payment link',
    product: 'Product name',
    amount: 'Amount',
    submit: 'Create link',
    payouts: 'Payouts',
    request: 'Request a payout',
    submitPayout: 'Request payout',
    requestDialog: 'Request a payout',
    useAll: 'Withdraw all',
    payer: 'en-US',
    payingTo: 'Paying to',
    card: {
      number: 'Card number',
      expiry: 'Expiry (MM/YY)',
      expiryPlaceholder: 'MM/YY',
      name: 'Cardholder name',
      email: 'E-mail',
    },
    pay: 'Pay $2,400.00',
    paid: 'Payment successful',
    withdrawAll: '2,330.10',
    requested: /^Payout PO-[A-HJKMNP-Z2-9]{10} requested\./,
    exportLabel: 'Export CSV',
    separator: ',',
    header: ['Transaction ID', 'Date (UTC)', 'Description', 'Status'],
    cells: ['Completed', 'USD', '2400.00', '69.90', '2330.10'],
    date: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    decimal: (text: string) => Number(text),
  },
] as const;

for (const j of journeys) {
  test(`in ${j.lang}, on phones: an amount typed as ${j.typed}, paid on the checkout, everything withdrawn, the CSV opened as columns`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: base, acceptDownloads: true, viewport: phone });
    await context.addInitScript((lang) => localStorage.setItem('kopru.lang', lang), j.lang);
    const problems: string[] = [];
    const page = watchForProblems(await context.newPage(), problems);
    await verifiedMerchantViaApi(page.request, base, { companyName: 'Kapadokya Halı' });

    await page.goto('/sme/dashboard/payment-links');
    await page.getByRole('button', { name: j.create }).first().click();
    const dialog = page.getByRole('dialog', { name: j.dialog });
    await dialog.getByLabel(j.product).fill('El dokuma kilim');
    await dialog.getByLabel(j.amount).fill(j.typed);
    await dialog.getByRole('button', { name: j.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(j.shown)).toBeVisible();
    const url = (await page.locator('p[title^="http"]').first().getAttribute('title')) ?? '';
    const code = /\/pay\/([A-Z2-9]{6})$/.exec(url)?.[1] ?? '';
    expect(code).not.toBe('');

    const preview = await page.request.get(`/pay/${code}`, { headers: { 'accept-language': j.lang } });
    const html = await preview.text();
    expect(html).toContain(`<html lang="${j.lang}"`);
    expect(html).toContain(`<meta property="og:title" content="El dokuma kilim: ${j.shown}" />`);

    // The payer: a phone whose browser speaks the language, on the checkout screens.
    const payerContext = await browser.newContext({
      baseURL: base,
      locale: j.payer,
      viewport: phone,
      isMobile: true,
      hasTouch: true,
    });
    const payer = watchForProblems(await payerContext.newPage(), problems);
    await payer.goto(`/pay/${code}`);
    await expect(payer.locator('html')).toHaveAttribute('lang', j.lang);
    await expect(payer.getByText(j.payingTo)).toBeVisible();
    await expect(payer.getByRole('heading', { name: 'Kapadokya Halı' })).toBeVisible();
    await expect(payer.getByText(j.shown).first()).toBeVisible();
    await expect(payer.getByLabel(j.card.expiry)).toHaveAttribute('placeholder', j.card.expiryPlaceholder);
    // Expiry and CVC share a line; the Turkish expiry label wraps at 390 px, its input must not sink.
    const expiryBox = await payer.getByLabel(j.card.expiry).boundingBox();
    const cvcBox = await payer.getByLabel('CVC').boundingBox();
    expect(expiryBox?.y).toBeDefined();
    expect(expiryBox?.y).toBe(cvcBox?.y);
    await payer.getByLabel(j.card.number).fill('4242424242424242');
    await payer.getByLabel(j.card.expiry).fill('1230');
    await payer.getByLabel('CVC').fill('123');
    await payer.getByLabel(j.card.name).fill('Emma Schmidt');
    await payer.getByLabel(j.card.email).fill('emma.schmidt@example.com');
    expect(await payer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await payer.getByRole('button', { name: j.pay }).click();
    await expect(payer.getByRole('heading', { name: j.paid })).toBeVisible();
    await payerContext.close();

    await page.goto('/sme/dashboard/payouts');
    await expect(page.getByRole('heading', { name: j.payouts, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: j.request }).first().click();
    const payout = page.getByRole('dialog', { name: j.requestDialog });
    await payout.getByRole('button', { name: j.useAll }).click();
    await expect(payout.getByLabel(`${j.amount} (USD)`)).toHaveValue(j.withdrawAll);
    await payout.getByRole('button', { name: j.submitPayout }).click();
    await expect(page.getByText(j.requested)).toBeVisible();

    await page.goto('/sme/dashboard/transactions');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: j.exportLabel }).click(),
    ]);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header = [], row = []] = text
      .slice(1)
      .trim()
      .split('\r\n')
      .map((line) => line.split(j.separator));
    expect(header.slice(0, 4)).toEqual([...j.header]);
    // The 11 columns, then withholding_tax (decision 015), client_reference and metadata (issue 44).
    expect(header).toHaveLength(14);
    expect(row).toHaveLength(14);
    expect(row[1]).toMatch(j.date);
    expect(row.slice(3, 8)).toEqual([...j.cells]);
    expect(j.decimal(row[5] ?? '') - j.decimal(row[6] ?? '')).toBeCloseTo(j.decimal(row[7] ?? ''), 2);
    expect(problems).toEqual([]);
    await context.close();
  });
}
