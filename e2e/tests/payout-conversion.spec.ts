import { request as playwrightRequest } from '@playwright/test';
import { e2eAdmin, ports } from '../playwright.config.ts';
import { expect, openAdminPage, test, watchForProblems } from '../support/fixtures.ts';
import { createLinkViaApi, payLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

/** The rate an admin enters by hand (no TCMB feed here): 42.4415 lira per dollar, spread 1%, no fee. */
async function enterUsdRate(): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL: base });
  try {
    expect((await admin.post('/api/auth/sign-in', { data: e2eAdmin })).status()).toBe(200);
    const entered = await admin.post('/api/admin/exchange-rates', {
      data: { currency: 'USD', rate: '42.4415' },
    });
    expect(entered.status(), await entered.text()).toBe(201);
  } finally {
    await admin.dispose();
  }
}

const texts = {
  en: {
    request: 'Request a payout',
    amount: 'Amount (USD)',
    convert: 'Convert to Turkish lira',
    reference: '1 USD = 42.4415 TRY',
    applied: '1 USD = 42.017085 TRY',
    requested: /^Payout PO-\d{6} requested\./,
  },
  tr: {
    request: 'Para çek',
    amount: 'Tutar (USD)',
    convert: 'Türk lirasına çevir',
    reference: '1 USD = 42,4415 TRY',
    applied: '1 USD = 42,017085 TRY',
    requested: /numaralı para çekme talebiniz alındı/,
  },
} as const;

for (const locale of ['en', 'tr'] as const) {
  test(`an SME converts a USD payout to lira seeing the rate and the spread, and the admin sees where it goes (${locale})`, async ({
    browser,
  }) => {
    const words = texts[locale];
    await enterUsdRate();
    const context = await browser.newContext({ baseURL: base });
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
    const reference = /PO-\d{6}/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
    await expect(page.getByRole('table').getByText(/21[.,]008[.,]54/)).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();

    const adminProblems: string[] = [];
    const admin = await openAdminPage(browser, adminProblems, '/admin/dashboard/payouts');
    // The lira account of the KYC (e2e/support/merchants.ts), labelled with its currency.
    const card = admin.getByRole('article').filter({ hasText: reference });
    await expect(card.getByText('IBAN (TRY account)')).toBeVisible();
    await expect(card.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeVisible();
    expect(adminProblems).toEqual([]);
    await admin.context().close();
  });
}
