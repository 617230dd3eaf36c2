import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { adminRequest } from '../support/admin.ts';
import { expect, openAdminPage, test, watchForProblems } from '../support/fixtures.ts';
import { createLinkViaApi, payLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

/** The rate an admin enters by hand (no TCMB feed here): 42.4415 lira per dollar, spread 1%, no fee. */
async function enterUsdRate(): Promise<void> {
  const admin = await adminRequest(base);
  try {
    const entered = await admin.post('/api/admin/exchange-rates', {
      data: { currency: 'USD', rate: '42.4415' },
    });
    expect(entered.status(), await entered.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
}

const texts = {
  tr: {
    request: 'Para çek',
    amount: 'Tutar (USD)',
    convert: 'Türk lirasına çevir',
    reference: '1 USD = 42,4415 TRY',
    applied: '1 USD = 42,017085 TRY',
    requested: /numaralı para çekme talebiniz alındı/,
    statementOf: (reference: string) => `${reference} numaralı para çekmenin dökümü`,
    linesCaption: (reference: string) => `${reference} numaralı para çekmenin bakiye hareketleri`,
    paymentLine: 'Müşteri ödemesi',
    thisPayout: 'Bu para çekme',
    movements: 'Bakiye hareketleri',
    carriedForward: 'Bakiyenizde kalan',
    liraSent: 'Gönderilen lira',
    csv: 'CSV indir',
    pdf: 'PDF indir',
  },
} as const;

interface StatementJson {
  payout: { id: string; reference: string };
  lines: { type: string; reference: string | null; amount: number }[];
  totals: { carriedIn: number; movements: number; carriedForward: number; payout: number };
}

/**
 * From the payouts table to the payout's statement (issue 17: "downloads the statement"): its one
 * line is the sale, its totals add up to the payout, and the CSV and the PDF download in the
 * page's language.
 */
async function checkStatement(page: Page, locale: keyof typeof texts, reference: string): Promise<void> {
  const words = texts[locale];
  const dollars = (minor: number) =>
    new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US', { style: 'currency', currency: 'USD' }).format(
      minor / 100,
    );
  await page.getByRole('link', { name: words.statementOf(reference) }).click();
  const lines = page.getByRole('table', { name: words.linesCaption(reference) });
  await expect(lines).toBeVisible();

  // The figures the page shows come from the statement; they must add up to the payout itself.
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const response = await page.request.get(`/api/merchant/payouts/${id}/statement`);
  expect(response.status()).toBe(200);
  const statement = (await response.json()) as StatementJson;
  expect(statement.payout.reference).toBe(reference);
  expect(statement.totals.payout).toBe(50_000);
  expect(statement.lines.map((line) => line.type)).toEqual(['payment']);
  const sale = statement.lines[0];
  if (!sale) throw new Error('the statement has no line');
  expect(statement.totals.movements).toBe(sale.amount);
  expect(statement.totals.carriedIn + statement.totals.movements - statement.totals.carriedForward).toBe(
    50_000,
  );

  const saleRow = lines.getByRole('row').filter({ hasText: sale.reference ?? '' });
  await expect(saleRow.getByRole('cell', { name: words.paymentLine, exact: true })).toBeVisible();
  await expect(saleRow.getByText(dollars(100_000))).toBeVisible();
  await expect(saleRow.getByText(dollars(sale.amount), { exact: true })).toBeVisible();
  const total = (label: string) =>
    page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(total(words.movements).getByText(dollars(sale.amount))).toBeVisible();
  await expect(
    total(words.carriedForward).getByText(dollars(-statement.totals.carriedForward)),
  ).toBeVisible();
  await expect(total(words.thisPayout).getByText(dollars(50_000))).toBeVisible();
  await expect(total(words.liraSent).getByText(/21[.,]008[.,]54/)).toBeVisible();

  const download = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name }).click(),
    ]);
    return { name: file.suggestedFilename(), body: await readFile((await file.path()) ?? '') };
  };
  const csv = await download(words.csv);
  expect(csv.name).toBe(`kopru-${reference}.csv`);
  const csvText = csv.body.toString('utf8');
  const netAmount = (sale.amount / 100).toFixed(2);
  const csvRow = csvText.split('\r\n').find((row) => row.includes(sale.reference ?? '-'));
  expect(csvRow, csvText).toBeDefined();
  expect(csvRow?.endsWith(locale === 'tr' ? `;${netAmount.replace('.', ',')}` : `,${netAmount}`)).toBe(true);
  expect(csvText).toContain(words.paymentLine);
  const pdf = await download(words.pdf);
  expect(pdf.name).toBe(`kopru-${reference}.pdf`);
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

for (const locale of ['tr'] as const) {
  test(`an SME converts a USD payout to lira seeing the rate and the spread, downloads its statement, and the admin sees where it goes and gets the statement too (${locale})`, async ({
    browser,
  }) => {
    const words = texts[locale];
    await enterUsdRate();
    const context = await browser.newContext({ baseURL: base, acceptDownloads: true });
    await context.addInitScript((lang) => localStorage.setItem('kopru.lang', lang), locale);
    const problems: string[] = [];
    const page = watchForProblems(await context.newPage(), problems);
    await verifiedMerchantViaApi(page.request, base);
    const link = await createLinkViaApi(page.request, {
      productName: 'Hand-woven kilim',
      amount: 100_000,
      currency: 'USD',
    });
    await payLinkViaApi(page.request, link.code);

    await page.goto('/sme/dashboard/payouts');
    await page.getByRole('button', { name: words.request }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(words.amount).fill('500');
    await dialog.getByRole('radio', { name: words.convert }).check();
    // First the quote, then the same button confirms with it.
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByText(words.reference)).toBeVisible();
    await expect(dialog.getByText(words.applied)).toBeVisible();
    // $500.00 at 42.017085 is 21,008.54 lira; at the reference rate 21,220.75: the spread is 212.21.
    await expect(dialog.getByText(/21[.,]008[.,]54/)).toBeVisible();
    await expect(dialog.getByText(/212[.,]21/)).toBeVisible();
    await dialog.locator('button[type="submit"]').click();
    const notice = page.getByText(words.requested);
    await expect(notice).toBeVisible();
    const reference = /PO-[A-HJKMNP-Z2-9]{10}/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
    await expect(page.getByRole('table').getByText(/21[.,]008[.,]54/)).toBeVisible();
    await checkStatement(page, locale, reference);
    expect(problems).toEqual([]);
    await context.close();

    const adminProblems: string[] = [];
    const admin = await openAdminPage(browser, adminProblems, '/admin/dashboard/payouts');
    // The lira account of the KYC (e2e/support/merchants.ts), labelled with its currency.
    const card = admin.getByRole('article').filter({ hasText: reference });
    await expect(card.getByText('IBAN (TRY account)')).toBeVisible();
    await expect(card.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeVisible();
    // The admin gets the statement the merchant gets, as PDF.
    const [statement] = await Promise.all([
      admin.waitForEvent('download'),
      card.getByRole('link', { name: `Statement (PDF) of payout ${reference}` }).click(),
    ]);
    expect(statement.suggestedFilename()).toBe(`kopru-${reference}.pdf`);
    expect((await readFile((await statement.path()) ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(adminProblems).toEqual([]);
    await admin.context().close();
  });
}
