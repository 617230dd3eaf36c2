import path from 'node:path';
import { catalogs } from '@kopru/i18n/catalog';
import { useLanguage } from '../support/a11y.ts';
import { confirmationLink, expect, password, test, uniqueEmail, uniqueTaxId } from '../support/fixtures.ts';

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replace(`{{${name}}}`, value), text);

for (const language of ['en', 'tr'] as const) {
  test(`in ${language}: sign up, see "confirm your e-mail", confirm from the e-mailed link, send KYC`, async ({
    page,
  }) => {
    const words = catalogs[language];
    const { register, login, confirmEmail } = words.auth;
    const email = uniqueEmail(`confirm-${language}`);
    const company = language === 'tr' ? 'Kapadokya Halı A.Ş.' : 'Cappadocia Rugs Ltd';
    await useLanguage(page, language);

    await page.goto('/register');
    await page.getByLabel(register.email).fill(email);
    await page.getByLabel(register.password, { exact: true }).fill(password);
    await page.getByLabel(register.companyName).fill(company);
    await page.getByLabel(register.taxId).fill(uniqueTaxId());
    await page.getByLabel(register.authPersonName).fill('Zeynep Kaya');
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: register.submit }).click();
    await expect(page.getByRole('heading', { name: register.checkEmailTitle })).toBeVisible();
    await expect(page.getByText(fill(register.checkEmailText, { email }))).toBeVisible();

    // Signed in before confirming: the console says what waits, and KYC is refused with the reason.
    await page.locator('#main').getByRole('link', { name: register.login }).click();
    await page.getByLabel(login.email).fill(email);
    await page.getByLabel(login.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: login.submit }).click();
    const banner = page.getByRole('status').filter({ hasText: words.sme.overview.emailBannerTitle });
    await expect(banner).toContainText(fill(words.sme.overview.emailBannerText, { email }));
    await banner.getByRole('button', { name: words.sme.overview.emailBannerResend }).click();
    await expect(banner).toContainText(fill(words.sme.overview.emailBannerResent, { email }));

    await page.goto(await confirmationLink(email));
    await page.getByRole('button', { name: confirmEmail.submit }).click();
    await expect(page.getByRole('heading', { name: confirmEmail.successTitle })).toBeVisible();
    await page.getByRole('link', { name: confirmEmail.goToDashboard }).click();
    await expect(
      page.getByRole('heading', { name: fill(words.sme.overview.welcome, { name: company }) }),
    ).toBeVisible();
    await expect(page.getByText(words.sme.overview.emailBannerTitle)).toHaveCount(0);

    await page.goto('/sme/dashboard/kyc');
    const form = words.kyc.form;
    await page.getByLabel(form.businessAddress).fill('Cumhuriyet Cad. No: 7, Ürgüp, Nevşehir');
    // A 10-digit tax number is a company: iyzico needs its tax office.
    await page.getByLabel(form.taxOffice).fill('Ürgüp');
    await page.getByLabel(form.bankName).fill('Ziraat Bankası');
    await page.getByLabel(form.accountNumber).fill('12345678');
    await page.getByLabel(form.iban, { exact: true }).fill('TR33 0006 1005 1978 6457 8413 26');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: form.choose }).click();
    await (await chooser).setFiles(path.resolve(import.meta.dirname, '../fixtures/tax-certificate.pdf'));
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('heading', { name: words.kyc.review.title })).toBeVisible();
  });
}
