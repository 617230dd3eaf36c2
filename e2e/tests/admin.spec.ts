import type { Page } from '@playwright/test';
import { e2eAdmin, ports } from '../playwright.config.ts';
import { signInToAdminConsole } from '../support/admin.ts';
import { expect, latestEmail, registerViaApi, test, uniqueEmail, uniqueTaxId } from '../support/fixtures.ts';

const signInToConsole = (page: Page) => signInToAdminConsole(page, `http://localhost:${ports.main}`);

async function signInAsMerchant(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an admin finds an SME by tax ID, edits it, suspends it and lifts the suspension', async ({
  page,
  browser,
  request,
}) => {
  const taxId = uniqueTaxId();
  const sme = await registerViaApi(request, { taxId, companyName: 'Mardin Taş Atölyesi' });
  await signInToConsole(page);

  await page.getByRole('link', { name: 'SME management' }).first().click();
  await page.getByLabel('Search').fill(taxId);
  await page.getByLabel('Search').press('Enter');
  const rows = page.getByRole('table', { name: 'Registered SMEs' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Mardin Taş Atölyesi');
  await expect(rows.first()).toContainText('Unverified');
  await page.getByRole('link', { name: 'View Mardin Taş Atölyesi' }).click();
  await expect(page.getByRole('heading', { name: 'Mardin Taş Atölyesi' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit SME' });
  await edit.getByLabel('Company name').fill('Mardin Taş ve Gümüş Atölyesi');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mardin Taş ve Gümüş Atölyesi' })).toBeVisible();
  await expect(page.getByText('The SME was updated.')).toBeVisible();

  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend Mardin Taş ve Gümüş Atölyesi' });
  await suspend.getByRole('button', { name: 'Suspend SME' }).click();
  await expect(suspend.getByText('This field is required.')).toBeVisible();
  await suspend.getByLabel('Reason').fill('Chargebacks under review');
  await suspend.getByRole('button', { name: 'Suspend SME' }).click();
  await expect(page.getByText('The SME was suspended.')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reason: Chargebacks under review' }),
  ).toBeVisible();
  await expect(page.getByText('Blocked')).toBeVisible();

  const merchantContext = await browser.newContext();
  const merchantPage = await merchantContext.newPage();
  await signInAsMerchant(merchantPage, sme.email, sme.password);
  await expect(merchantPage.getByRole('alert')).toContainText(
    'This account is suspended. Please contact support.',
  );

  await page.reload();
  const trail = page.getByRole('table', { name: 'Audit log entries' });
  await expect(trail.locator('tbody tr').first()).toContainText('Sign-in failed');
  await expect(trail).toContainText('SME suspended');
  await expect(trail).toContainText('Chargebacks under review');
  await expect(trail).toContainText('SME edited by an admin');

  await page.getByRole('button', { name: 'Lift suspension' }).click();
  const lift = page.getByRole('dialog', { name: 'Lift the suspension of Mardin Taş ve Gümüş Atölyesi' });
  await lift.getByLabel('Note').fill('Chargebacks resolved');
  await lift.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(page.getByText('The suspension was lifted.')).toBeVisible();
  await expect(page.getByText('Allowed')).toBeVisible();

  await signInAsMerchant(merchantPage, sme.email, sme.password);
  await expect(merchantPage).toHaveURL(/\/sme\/dashboard$/);
  await expect(
    merchantPage.getByRole('heading', { name: 'Welcome, Mardin Taş ve Gümüş Atölyesi' }),
  ).toBeVisible();
  await merchantContext.close();

  await page.getByRole('link', { name: 'E-mail outbox' }).first().click();
  await page.getByLabel('Recipient').fill(sme.email);
  await page.getByLabel('Recipient').press('Enter');
  const mails = page.getByRole('table', { name: 'E-mails' });
  await expect(mails).toContainText('Your Köprü account is active again');
  await mails.getByRole('button', { name: /Your Köprü account has been suspended/ }).click();
  const mail = page.getByRole('dialog', { name: 'Your Köprü account has been suspended' });
  await expect(
    mail
      .frameLocator('iframe[title="Rendered body of the e-mail"]')
      .getByText('Reason: Chargebacks under review'),
  ).toBeVisible();
});

test('an invited admin sets a password from the e-mail, signs in and is asked to set up two-factor', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('invited-admin');
  await signInToConsole(page);
  await page.getByRole('link', { name: 'Users' }).first().click();
  await page.getByRole('button', { name: 'Invite admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite an admin' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Never');
  await page.goto(`/admin/dashboard/users?q=${encodeURIComponent(e2eAdmin.email)}`);
  await expect(page.getByRole('row', { name: new RegExp(e2eAdmin.email) })).toContainText('You');
  await page.goto(`/admin/dashboard/users?q=${encodeURIComponent(email)}`);

  const mail = await latestEmail(email, 'adminInvitation');
  const link = /http\S+reset-password\?token=\S+/.exec(mail.text)?.[0] ?? '';
  const invitedContext = await browser.newContext();
  const invited = await invitedContext.newPage();
  await invited.goto(link);
  await invited.getByLabel('New password', { exact: true }).fill('Galata-Admin-2026');
  await invited.getByLabel('Repeat new password').fill('Galata-Admin-2026');
  await invited.getByRole('button', { name: 'Update password' }).click();
  await expect(invited).toHaveURL(/\/login$/, { timeout: 6_000 });
  await invited.goto('/admin/login');
  await invited.getByLabel('E-mail').fill(email);
  await invited.getByLabel('Password', { exact: true }).fill('Galata-Admin-2026');
  await invited.getByRole('button', { name: 'Log in' }).click();
  // Production requires two-factor of every admin: the new one starts on its account page.
  await expect(invited).toHaveURL(/\/admin\/dashboard\/account$/);
  await expect(invited.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(invited.getByRole('link', { name: 'Payouts' })).toHaveCount(0);
  await invited.goto('/admin/dashboard/payouts');
  await expect(invited).toHaveURL(/\/admin\/dashboard\/account$/);
  await invitedContext.close();

  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: `Deactivate ${email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${email} was deactivated.`)).toBeVisible();
  await expect(row).toContainText('Deactivated');
});

test('the admin console speaks Turkish on every new page', async ({ page }) => {
  await signInToConsole(page);
  await page.getByRole('button', { name: 'Türkçe' }).first().click();
  const pages = [
    ['Üye işyerleri', 'Üye işyerleri'],
    ['Kullanıcılar', 'Kullanıcılar'],
    ['Giden e-postalar', 'Giden e-postalar'],
    ['Denetim kaydı', 'Denetim kaydı'],
  ] as const;
  for (const [link, heading] of pages) {
    await page.getByRole('link', { name: link }).first().click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  await page.getByLabel('Eylem', { exact: true }).selectOption('auth.sign_in');
  await page.getByRole('button', { name: 'Filtrele', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Denetim kaydı girdileri' })).toContainText('Giriş yapıldı');
});
