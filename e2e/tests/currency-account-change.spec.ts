import type { Browser } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { useLanguage } from '../support/a11y.ts';
import { adminBrowserContext } from '../support/admin.ts';
import { expect, test, watchForProblems } from '../support/fixtures.ts';
import { verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

/** The KYC of e2e/support/merchants.ts names this USD account; the owner asks for another one. */
const oldUsd = 'TR06 •••• •••• 1327';
const newUsd = { typed: 'TR22 0006 1005 1978 6457 8413 30', masked: 'TR22 •••• •••• 1330' };

const words = {
  tr: {
    open: 'Döviz hesaplarını değiştir',
    iban: 'IBAN (USD hesabı)',
    submit: 'İncelemeye gönder',
    sent: 'Talebiniz incelemede.',
    pending: `USD para çekme talepleri ${newUsd.masked} IBAN’ına`,
    usdAccount: 'IBAN (USD hesabı)',
    section: 'Doğrulanmış üye işyerlerinin döviz hesabı değişiklikleri',
    approve: 'Değişikliği onayla',
    approved: (company: string) => `${company} için USD hesabı değiştirildi.`,
  },
} as const;

async function approveInConsole(
  browser: Browser,
  language: keyof typeof words,
  company: string,
  problems: string[],
) {
  const context = await adminBrowserContext(browser, base);
  const admin = watchForProblems(await context.newPage(), problems);
  await useLanguage(admin, language);
  await admin.goto('/admin/dashboard/kyc');
  const card = admin
    .getByRole('region', { name: words[language].section })
    .locator('> div')
    .filter({ hasText: company });
  // The account in use and the one asked for, in full, for the admin to check.
  await expect(card.getByText('TR06 0006 1005 1978 6457 8413 27')).toBeVisible();
  await expect(card.getByText(newUsd.typed)).toBeVisible();
  await card.getByRole('button', { name: words[language].approve }).click();
  await expect(admin.getByText(words[language].approved(company))).toBeVisible();
  await context.close();
}

for (const language of ['tr'] as const) {
  test(`an owner changes the USD account after KYC; payouts use it once an admin approves (${language})`, async ({
    page,
    browser,
  }) => {
    const problems: string[] = [];
    watchForProblems(page, problems);
    const sme = await verifiedMerchantViaApi(page.request, base);
    const text = words[language];
    await useLanguage(page, language);
    await page.goto('/sme/dashboard/payouts');
    const usdAccount = page
      .locator('dl > div')
      .filter({ has: page.getByText(text.usdAccount, { exact: true }) });
    await expect(usdAccount.getByText(oldUsd)).toBeVisible();

    await page.getByRole('button', { name: text.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.iban).fill(newUsd.typed);
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.sent)).toBeVisible();
    await expect(page.getByText(text.pending)).toBeVisible();
    // Until an admin approves, the account in use stays.
    await expect(usdAccount.getByText(oldUsd)).toBeVisible();

    await approveInConsole(browser, language, sme.companyName, problems);

    await page.reload();
    await expect(usdAccount.getByText(newUsd.masked)).toBeVisible();
    await expect(page.getByText(text.pending)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
