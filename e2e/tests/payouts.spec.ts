import type { Browser, Page } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import {
  expect,
  latestEmail,
  openAdminPage,
  registerViaApi,
  test,
  watchForProblems,
} from '../support/fixtures.ts';
import { createLinkViaApi, payLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;
// USD payouts go to the KYC's USD account (e2e/support/merchants.ts).
const usdIban = 'TR06 0006 1005 1978 6457 8413 27';

/** The admin console in its own browser context, on the payout queue. */
async function openAdminPayouts(browser: Browser, problems: string[]): Promise<Page> {
  const page = await openAdminPage(browser, problems, '/admin/dashboard/payouts');
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  return page;
}

/** An SME with $970.70 available: verified through KYC and paid $1,000.00 by card. */
async function fundedSme(page: Page) {
  const sme = await verifiedMerchantViaApi(page.request, base);
  const link = await createLinkViaApi(page.request, {
    productName: 'Hand-woven kilim',
    amount: 100_000,
    currency: 'USD',
  });
  await payLinkViaApi(page.request, link.code);
  return sme;
}

async function requestPayout(page: Page, amount: string): Promise<string> {
  await page.getByRole('button', { name: 'Request a payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a payout' });
  await dialog.getByLabel('Amount (USD)').fill(amount);
  await dialog.getByRole('button', { name: 'Request payout' }).click();
  const notice = page.getByText(/^Payout PO-[A-HJKMNP-Z2-9]{10} requested\./);
  await expect(notice).toBeVisible();
  return /PO-[A-HJKMNP-Z2-9]{10}/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
}

function historyRow(page: Page, reference: string) {
  return page
    .getByRole('table', { name: 'Your payouts, newest first' })
    .getByRole('row')
    .filter({ hasText: reference });
}

test('an SME withdraws its balance: the admin approves and marks it paid, the SME sees it paid', async ({
  page,
  browser,
}) => {
  const sme = await fundedSme(page);
  await page.goto('/sme/dashboard/payouts');
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  const balances = page.getByRole('region', { name: 'Your balances' });
  await expect(balances).toContainText('$970.70');
  await expect(page.getByText('No payouts yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Request a payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a payout' });
  await expect(dialog.getByText('TR06 •••• •••• 1327')).toBeVisible();
  await expect(dialog.getByText('At least $10.00, at most $970.70')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const amount = dialog.getByLabel('Amount (USD)');
  await amount.fill('1000');
  await dialog.getByRole('button', { name: 'Request payout' }).click();
  await expect(dialog.getByText('You can withdraw at most $970.70.')).toBeVisible();
  await amount.fill('9.99');
  await dialog.getByRole('button', { name: 'Request payout' }).click();
  await expect(dialog.getByText('The minimum payout is $10.00.')).toBeVisible();
  await amount.fill('12.345');
  await dialog.getByRole('button', { name: 'Request payout' }).click();
  await expect(
    dialog.getByText('Write the amount as “1,250.50” or “1250.50” (at most 2 decimal places).'),
  ).toBeVisible();
  await amount.fill('250.50');
  await dialog.getByRole('button', { name: 'Request payout' }).click();
  const notice = page.getByText(/^Payout PO-[A-HJKMNP-Z2-9]{10} requested\./);
  await expect(notice).toBeVisible();
  const reference = /PO-[A-HJKMNP-Z2-9]{10}/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
  await expect(historyRow(page, reference)).toContainText('Pending');
  await expect(historyRow(page, reference)).toContainText('$250.50');
  await expect(balances).toContainText('$720.20');
  await expect(balances).toContainText('In payouts on the way: $250.50');
  expect((await latestEmail(sme.email, 'payoutRequested')).text).toContain(reference);

  const problems: string[] = [];
  const admin = await openAdminPayouts(browser, problems);
  const card = admin.getByRole('article').filter({ hasText: reference });
  await expect(card.getByRole('heading', { name: sme.companyName })).toBeVisible();
  await expect(card).toContainText('$250.50');
  await expect(card).toContainText(usdIban);
  await expect(card).toContainText('Ziraat Bankası');
  await expectNoSeriousA11yViolations(admin);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`Payout ${reference} approved.`, { exact: false })).toBeVisible();
  await expect(card).toContainText('Approved');

  await card.getByRole('button', { name: 'Mark as paid' }).click();
  const paidDialog = admin.getByRole('dialog', { name: `Mark ${reference} as paid` });
  await paidDialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(paidDialog.getByText('This field is required.')).toBeVisible();
  await paidDialog.getByLabel('Bank reference').fill('EFT-2026-445566');
  await paidDialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(admin.getByText(`Payout ${reference} marked as paid.`)).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: reference })).toHaveCount(0);
  await admin.getByRole('link', { name: 'History' }).click();
  const historyEntry = admin.getByRole('row').filter({ hasText: reference });
  await expect(historyEntry).toContainText('Paid');
  await expect(historyEntry).toContainText('Bank reference: EFT-2026-445566');
  expect((await latestEmail(sme.email, 'payoutPaid')).text).toContain('EFT-2026-445566');

  await page.reload();
  await expect(historyRow(page, reference)).toContainText('Paid');
  await expect(historyRow(page, reference)).toContainText('Bank reference: EFT-2026-445566');
  await expect(balances).toContainText('$720.20');
  await expect(balances).not.toContainText('In payouts on the way');
  expect(problems).toEqual([]);
  await admin.context().close();
});

test('a rejected payout returns the money, and a pending one can be cancelled', async ({ page, browser }) => {
  const sme = await fundedSme(page);
  await page.goto('/sme/dashboard/payouts');
  const balances = page.getByRole('region', { name: 'Your balances' });
  const rejected = await requestPayout(page, '100');
  await expect(balances).toContainText('$870.70');

  const problems: string[] = [];
  const admin = await openAdminPayouts(browser, problems);
  const card = admin.getByRole('article').filter({ hasText: rejected });
  await expect(card.getByRole('heading', { name: sme.companyName })).toBeVisible();
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: `Reject ${rejected}` });
  await dialog.getByLabel('Reason').fill('The account holder does not match the company name.');
  await dialog.getByRole('button', { name: 'Reject payout' }).click();
  await expect(admin.getByText(`Payout ${rejected} rejected`, { exact: false })).toBeVisible();

  await page.reload();
  await expect(historyRow(page, rejected)).toContainText('Rejected');
  await expect(historyRow(page, rejected)).toContainText(
    'Reason: The account holder does not match the company name.',
  );
  await expect(balances).toContainText('$970.70');

  const cancelled = await requestPayout(page, '50,00');
  await expect(balances).toContainText('$920.70');
  await admin.reload();
  const stale = admin.getByRole('article').filter({ hasText: cancelled });
  await expect(stale).toBeVisible();

  await historyRow(page, cancelled)
    .getByRole('button', { name: `Cancel payout ${cancelled}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Cancel payout ${cancelled}?` });
  await expect(confirm).toContainText('$50.00 goes back to your available balance.');
  await confirm.getByRole('button', { name: 'Cancel payout' }).click();
  await expect(page.getByText(`Payout ${cancelled} cancelled`, { exact: false })).toBeVisible();
  await expect(historyRow(page, cancelled)).toContainText('Cancelled');
  await expect(balances).toContainText('$970.70');

  // The admin's page still shows the payout the SME has just cancelled: approving it is refused.
  await stale.getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.getByText(`Payout ${cancelled} is now “Cancelled”, so this action is no longer possible.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: cancelled })).toHaveCount(0);
  expect(problems).toEqual([]);
  await admin.context().close();
});

test('the payouts page in Turkish on a phone, and the KYC notice for an unverified SME', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 780 } });
  await context.addInitScript(() => localStorage.setItem('kopru.lang', 'tr'));
  const problems: string[] = [];
  const page = watchForProblems(await context.newPage(), problems);
  await fundedSme(page);
  await page.goto('/sme/dashboard/payouts');
  await expect(page.getByRole('heading', { name: 'Para çekme', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bakiyeleriniz' })).toContainText('$970,70');
  await page.getByRole('button', { name: 'Para çek' }).click();
  const dialog = page.getByRole('dialog', { name: 'Para çekme talebi oluştur' });
  await dialog.getByLabel('Tutar (USD)').fill('5');
  await dialog.getByRole('button', { name: 'Para çek' }).click();
  await expect(dialog.getByText('En az $10,00 çekebilirsiniz.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tümünü çek' }).click();
  await expect(dialog.getByLabel('Tutar (USD)')).toHaveValue('970,70');
  await dialog.getByRole('button', { name: 'Para çek' }).click();
  await expect(page.getByText(/numaralı para çekme talebiniz alındı/)).toBeVisible();
  await expect(page.getByRole('table').getByText('Bekliyor', { exact: true })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);

  const other = await browser.newContext({ baseURL: base });
  const unverified = await other.newPage();
  await registerViaApi(unverified.request);
  await unverified.goto('/sme/dashboard/payouts');
  await expect(unverified.getByText('Verification required')).toBeVisible();
  await expect(unverified.getByRole('button', { name: 'Request a payout' })).toHaveCount(0);
  expect(problems).toEqual([]);
  await other.close();
  await context.close();
});
