import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import {
  expect,
  latestEmail,
  openAdminPage,
  registerViaApi,
  test,
  watchForProblems,
} from '../support/fixtures.ts';

const base = `http://localhost:${ports.main}`;
const fixture = (name: string) => path.resolve(import.meta.dirname, '../fixtures', name);
const iban = 'TR33 0006 1005 1978 6457 8413 26';

/** A signed-in admin console in its own browser context, on the KYC reviews page. */
async function openAdminReviews(browser: Browser, problems: string[]): Promise<Page> {
  const page = await openAdminPage(browser, problems, '/admin/dashboard/kyc');
  await expect(page.getByRole('heading', { name: 'KYC reviews' })).toBeVisible();
  return page;
}

test('an SME is verified: KYC with a PDF, the admin reads it and approves, payment links unlock', async ({
  page,
  browser,
}) => {
  const sme = await registerViaApi(page.request);
  await page.goto('/sme/dashboard/payment-links');
  await expect(page.getByText('Verification required')).toBeVisible();

  await page.getByRole('link', { name: 'Go to KYC verification' }).click();
  await expect(page.getByRole('heading', { name: 'KYC verification', level: 1 })).toBeVisible();
  await page.getByLabel('Business address').fill('Atatürk Cad. No: 12, Kadıköy, İstanbul');
  await page.getByLabel('Tax office').fill('Kadıköy');
  await page.getByLabel('Bank name').fill('Ziraat Bankası');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByLabel('IBAN').fill(iban.replace('TR33 0006', 'TR34 0006'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(fixture('tax-certificate.pdf'));
  await expect(page.getByRole('region', { name: 'Documents to send' })).toContainText('tax-certificate.pdf');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Enter a valid Turkish IBAN: TR followed by 24 digits.')).toBeVisible();
  await page.getByLabel('IBAN').fill(iban);
  await page.getByRole('button', { name: 'Send for review' }).click();

  await expect(page.getByRole('heading', { name: 'Your documents are under review' })).toBeVisible();
  await expect(
    page.getByText('We will let you know by e-mail as soon as your account is approved.'),
  ).toBeVisible();
  await expect(page.getByText('TR33 •••• •••• 1326')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open tax-certificate.pdf in a new tab' })).toBeVisible();

  const problems: string[] = [];
  const admin = await openAdminReviews(browser, problems);
  const card = admin.getByRole('article', { name: sme.companyName });
  await expect(card.getByText(iban)).toBeVisible();
  await expect(card.getByText('Pending review')).toBeVisible();
  const documentResponse = admin
    .context()
    .waitForEvent('response', (response) => response.url().includes('/api/admin/kyc/documents/'));
  const popup = admin.context().waitForEvent('page');
  await card.getByRole('link', { name: 'Open tax-certificate.pdf in a new tab' }).click();
  const opened = await documentResponse;
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toContain('inline');
  const bytes = await (await admin.request.get(opened.url())).body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await (await popup).close();
  // The admin route is for admins only, even with the document's id.
  expect((await page.request.get(opened.url())).status()).toBe(403);

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.getByText(`${sme.companyName} is verified. We have e-mailed the merchant.`),
  ).toBeVisible();
  await expect(admin.getByRole('article', { name: sme.companyName })).toHaveCount(0);
  const mail = await latestEmail(sme.email, 'kycApproved');
  expect(mail.text).toContain(sme.companyName);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verification completed' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Verification needed' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Create a payment link' }).click();
  await expect(page).toHaveURL(/\/sme\/dashboard\/payment-links$/);
  await expect(page.getByRole('heading', { name: 'Payment links', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create payment link' }).first()).toBeVisible();
  await expect(page.getByText('Verification required')).toHaveCount(0);
  expect(problems).toEqual([]);
  await admin.context().close();
});

test('a rejection is shown with its reason and the SME sends again, in Turkish on a phone', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 780 } });
  await context.addInitScript(() => localStorage.setItem('kopru.lang', 'tr'));
  const problems: string[] = [];
  const page = watchForProblems(await context.newPage(), problems);
  const sme = await registerViaApi(page.request);
  await page.goto('/sme/dashboard/kyc');
  await expect(page.getByRole('heading', { name: 'İşletme doğrulama (KYC)', level: 1 })).toBeVisible();

  await page.getByLabel('İşletme adresi').fill('Organize Sanayi Bölgesi, Nilüfer, Bursa');
  await page.getByLabel('Vergi dairesi').fill('Nilüfer');
  await page.getByLabel('Banka adı').fill('Türkiye İş Bankası');
  await page.getByLabel('Hesap numarası').fill('102003456789');
  await page.getByLabel('IBAN').fill('tr21 0006 4000 0010 2003 4567 89');
  const program = {
    name: 'vergi-levhasi.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00program'),
  };
  await page.locator('input[type=file]').setInputFiles([program]);
  await expect(
    page.getByText('vergi-levhasi.pdf: yalnızca PDF, PNG ve JPEG dosyaları kabul edilir.'),
  ).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(fixture('id-card.png'));
  const documents = page.getByRole('region', { name: 'Gönderilecek belgeler' });
  await expect(documents).toContainText('id-card.png');
  await page.getByRole('button', { name: 'İncelemeye gönder' }).click();
  await expect(page.getByRole('heading', { name: 'Belgeleriniz inceleniyor' })).toBeVisible();

  const admin = await openAdminReviews(browser, problems);
  const card = admin.getByRole('article', { name: sme.companyName });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject submission' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Insufficient documentation' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveValue('Insufficient documentation');
  await dialog.getByRole('button', { name: 'Reject submission' }).click();
  await expect(admin.getByText(`${sme.companyName} was rejected.`)).toBeVisible();
  const mail = await latestEmail(sme.email, 'kycRejected');
  expect(mail.text).toContain('Reason: Insufficient documentation');

  await page.reload();
  await expect(page.getByText('Doğrulamanız onaylanmadı')).toBeVisible();
  await expect(page.getByText('Gerekçe: Insufficient documentation')).toBeVisible();
  await expect(page.getByLabel('Banka adı')).toHaveValue('Türkiye İş Bankası');
  await expect(page.getByLabel('IBAN')).toHaveValue('TR21 0006 4000 0010 2003 4567 89');
  await page.getByRole('button', { name: 'İncelemeye gönder' }).click();
  await expect(page.getByText('En az bir belge ekleyin.')).toBeVisible();

  // Drag and drop a scan onto the drop zone.
  const png = readFileSync(fixture('id-card.png')).toString('base64');
  const dataTransfer = await page.evaluateHandle((data) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], 'imza sirküleri.png', { type: 'image/png' }));
    return transfer;
  }, png);
  await page.getByRole('region', { name: 'Belgeler' }).dispatchEvent('drop', { dataTransfer });
  await expect(documents).toContainText('imza sirküleri.png');
  await page.getByRole('button', { name: 'İncelemeye gönder' }).click();
  await expect(page.getByRole('heading', { name: 'Belgeleriniz inceleniyor' })).toBeVisible();
  await expect(page.getByText('imza sirküleri.png')).toBeVisible();

  await admin.reload();
  const again = admin.getByRole('article', { name: sme.companyName });
  await again.getByRole('button', { name: 'History' }).click();
  const history = admin.getByRole('dialog');
  await expect(history.getByText('Reason: Insufficient documentation')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  expect(problems).toEqual([]);
  await admin.context().close();
  await context.close();
});
