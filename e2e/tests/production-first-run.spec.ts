import path from 'node:path';
import { ports } from '../playwright.config.ts';
import { setUpFirstAdmin, signInToAdminConsole } from '../support/admin.ts';
import { expect, password, test, uniqueEmail, uniqueTaxId } from '../support/fixtures.ts';

/**
 * The first run of a production install, on the `live` server: NODE_ENV=production and its
 * defaults, nothing set for tests, no SMTP (as README's first start), every step through the
 * three apps as their users do it. The journeys build on each other: they run in order.
 */
const live = `http://localhost:${ports.live}`;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: live });

test('a new admin in production signs in, sets up two-factor and reaches KYC reviews', async ({ page }) => {
  await setUpFirstAdmin(page, live);
  await page.getByRole('link', { name: 'KYC reviews' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'KYC reviews' })).toBeVisible();
  await expect(page.getByText('No pending reviews')).toBeVisible();
});

test('the admin signs in later with a code and is told that e-mail is not leaving', async ({ page }) => {
  await signInToAdminConsole(page, live);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'E-mail is not leaving this server' });
  await expect(notice).toContainText('Set SMTP_URL and restart.');
  await notice.getByRole('link', { name: 'Open the e-mail outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail outbox' })).toBeVisible();
});

test('an SME signs up and sends KYC, the admin approves it, a payer pays its link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('first-run');
  const company = 'Kütahya Çini Atölyesi';
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Tax ID').fill(uniqueTaxId());
  await page.getByLabel('Authorized person').fill('Zeynep Kaya');
  await page.getByLabel(/I accept the/).check();
  await page.getByLabel(/I have read the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm' })).toBeVisible();

  // No e-mail leaves this install: the operator, having checked the address, vouches for it.
  const operatorContext = await browser.newContext({ baseURL: live });
  const operator = await operatorContext.newPage();
  await signInToAdminConsole(operator, live);
  await operator.goto('/admin/dashboard/smes');
  await operator.getByPlaceholder('Company, e-mail or tax ID').fill(email);
  await operator.getByRole('button', { name: 'Search' }).click();
  await operator.getByRole('link', { name: `View ${company}` }).click();
  await expect(operator.getByText('E-mail address not confirmed')).toBeVisible();
  await operator.getByRole('button', { name: 'Mark as confirmed' }).click();
  await expect(operator.getByText('The e-mail address now counts as confirmed.')).toBeVisible();
  await operatorContext.close();

  await page.locator('#main').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${company}` })).toBeVisible();

  await page.goto('/sme/dashboard/kyc');
  await page.getByLabel('Business address').fill('Cumhuriyet Cad. No: 7, Merkez, Kütahya');
  await page.getByLabel('Tax office').fill('Kütahya');
  await page.getByLabel('Bank name').fill('Ziraat Bankası');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 26');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(path.resolve(import.meta.dirname, '../fixtures/tax-certificate.pdf'));
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('heading', { name: 'Your documents are under review' })).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: live });
  const admin = await adminContext.newPage();
  await signInToAdminConsole(admin, live);
  await admin.getByRole('link', { name: 'KYC reviews' }).first().click();
  const card = admin.getByRole('article', { name: company });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${company} is verified. We have e-mailed the merchant.`)).toBeVisible();
  await adminContext.close();

  await page.goto('/sme/dashboard/payment-links');
  await page.getByRole('button', { name: 'Create payment link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New payment link' });
  await dialog.getByLabel('Product name').fill('Hand-painted tile set');
  await dialog.getByLabel('Amount').fill('120');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toBeHidden();
  const url = (await page.locator('p[title^="http"]').first().getAttribute('title')) ?? '';
  expect(url).toMatch(new RegExp(`^${live}/pay/[A-Z2-9]{6}$`));

  const payer = await browser.newContext({ locale: 'en-GB' });
  const payPage = await payer.newPage();
  await payPage.goto(url);
  await payPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payPage.getByLabel('Expiry (MM/YY)').fill('1230');
  await payPage.getByLabel('CVC').fill('123');
  await payPage.getByLabel('Cardholder name').fill('Emma Schmidt');
  await payPage.getByLabel('E-mail').fill('emma.schmidt@example.com');
  await payPage.getByRole('button', { name: 'Pay $120.00' }).click();
  await expect(payPage.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await payer.close();

  await page.goto('/sme/dashboard/transactions');
  await expect(page.getByRole('row', { name: /\$120\.00/ })).toContainText('Completed');
});
