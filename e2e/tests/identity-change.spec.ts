import type { Browser } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { useLanguage } from '../support/a11y.ts';
import { adminBrowserContext } from '../support/admin.ts';
import { expect, test, watchForProblems } from '../support/fixtures.ts';
import { createLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

const words = {
  en: {
    companyName: 'Company name',
    update: 'Update information',
    pending: 'Change waiting for review',
    approve: 'Approve change',
    approved: (company: string) => `The new details of ${company} are in force.`,
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
  // This company's card: the page also lists other tests' changes (currency accounts too), with
  // buttons of the same name.
  const approve = admin.getByRole('button', { name: words[language].approve });
  const card = admin.locator('div').filter({ hasText: company }).filter({ has: approve }).last();
  await card.getByRole('button', { name: words[language].approve }).click();
  await expect(admin.getByText(words[language].approved(company))).toBeVisible();
  await context.close();
}

for (const language of ['en'] as const) {
  test(`a verified SME's new legal name shows on the checkout only once an admin approves it (${language})`, async ({
    page,
    browser,
  }) => {
    const problems: string[] = [];
    const sme = await verifiedMerchantViaApi(page.request, base);
    const link = await createLinkViaApi(page.request, {
      productName: 'Hand-woven kilim',
      amount: 10_000,
      currency: 'USD',
    });
    const renamed = `Boğaziçi Tekstil ${language.toUpperCase()} ${Date.now() % 100_000}`;

    await useLanguage(page, language);
    await page.goto('/sme/dashboard/profile');
    await page.getByLabel(words[language].companyName).fill(renamed);
    await page.getByRole('button', { name: words[language].update }).click();
    await expect(page.getByText(words[language].pending)).toBeVisible();
    await expect(page.getByText(renamed)).toBeVisible();

    const checkout = await browser.newPage({ baseURL: base });
    await checkout.goto(`/pay/${link.code}`);
    await expect(checkout.getByText(sme.companyName).first()).toBeVisible();
    await expect(checkout.getByText(renamed)).toHaveCount(0);

    await approveInConsole(browser, language, renamed, problems);

    await checkout.reload();
    await expect(checkout.getByText(renamed).first()).toBeVisible();
    await expect(checkout.getByText(sme.companyName)).toHaveCount(0);
    await checkout.close();
    await page.reload();
    await expect(page.getByText(words[language].pending)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
