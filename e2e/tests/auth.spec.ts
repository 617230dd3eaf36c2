import { ports } from '../playwright.config.ts';
import { signInToAdminConsole } from '../support/admin.ts';
import {
  confirmationLink,
  expect,
  latestEmail,
  password,
  registerViaApi,
  test,
  uniqueEmail,
  watchForProblems,
} from '../support/fixtures.ts';

test('an SME registers, confirms its e-mail, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Company name').fill('Bursa İpek Ltd.');
  await page.getByLabel('Tax ID').fill('1234567890');
  await page.getByLabel('Authorized person').fill('Elif Şahin');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You must accept the Terms of Service and the Privacy Policy.',
  );
  await page.getByLabel(/I accept the/).check();
  await page.getByLabel(/I have read the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm' })).toBeVisible();

  await page.goto(await confirmationLink(email));
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await page.locator('#main').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sme\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Bursa İpek Ltd.' })).toBeVisible();
  await expect(page.getByText('Complete your verification')).toBeVisible();
  await expect(page.getByText('Confirm your e-mail address')).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Login failed. Please check your e-mail and password.');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sme\/dashboard$/);
});

test('an admin signs in to the console with a code and sees real figures', async ({ page }) => {
  await signInToAdminConsole(page, `http://localhost:${ports.main}`);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Total SMEs')).toBeVisible();
});

test('signing in works at 127.0.0.1 as well as at localhost, for both consoles', async ({
  browser,
  request,
}) => {
  const sme = await registerViaApi(request);
  for (const host of ['127.0.0.1', 'localhost']) {
    const context = await browser.newContext({ baseURL: `http://${host}:${ports.main}` });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(sme.email);
    await page.getByLabel('Password', { exact: true }).fill(sme.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`http://${host}:${ports.main}/sme/dashboard`);

    await signInToAdminConsole(page, `http://${host}:${ports.main}`);
    await expect(page).toHaveURL(new RegExp(`^http://${host}:${ports.main}/admin/dashboard`));
    await context.close();
  }
});

test('registering works at 127.0.0.1, not only at the configured localhost address', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${ports.main}` });
  const page = await context.newPage();
  const email = uniqueEmail();
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Company name').fill('Konya Halı A.Ş.');
  await page.getByLabel('Tax ID').fill('1234567890');
  await page.getByLabel('Authorized person').fill('Mehmet Kaya');
  await page.getByLabel(/I accept the/).check();
  await page.getByLabel(/I have read the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm' })).toBeVisible();
  await page.locator('#main').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`http://127.0.0.1:${ports.main}/sme/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome, Konya Halı A.Ş.' })).toBeVisible();
  await context.close();
});

test('an SME cannot enter the admin console', async ({ page, request }) => {
  const sme = await registerViaApi(request);
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(sme.email);
  await page.getByLabel('Password', { exact: true }).fill(sme.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('This account is not an administrator.');
});

test('the language switch shows Turkish, is remembered and sets the page language', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Türkçe' }).first().click();
  await expect(page.getByRole('heading', { name: 'Giriş yap' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Giriş yap' })).toBeVisible();
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('alert')).toContainText('Lütfen e-posta ve şifrenizi girin.');
  await expect(page.getByRole('alert')).toContainText('Giriş Hatası');
});

test('what a visitor does before the app has started is kept: the language switch and the sign-in are replayed, no password in an address', async ({
  browser,
  request,
}) => {
  const sme = await registerViaApi(request, { companyName: 'Erken Tıklama Ltd.' });
  const context = await browser.newContext({ baseURL: `http://localhost:${ports.main}` });
  const page = await context.newPage();
  const problems: string[] = [];
  watchForProblems(page, problems);
  // The app's entry is held back until the visitor has acted: every action below comes before
  // the app runs, however fast the machine.
  let letTheAppStart = () => {};
  const acted = new Promise<void>((resolve) => {
    letTheAppStart = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await acted;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));

  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Türkçe' }).first().click();
  await page.getByLabel('E-mail').fill(sme.email);
  await page.getByLabel('Password', { exact: true }).fill(sme.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  expect(await page.evaluate(() => (window as { kopruHydrated?: boolean }).kopruHydrated)).toBeUndefined();
  await expect(page).toHaveURL(/\/login$/);

  letTheAppStart();
  await expect(page).toHaveURL(/\/sme\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hoş geldiniz, Erken Tıklama Ltd.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  const secret = [sme.password, encodeURIComponent(sme.password)];
  expect(addresses.filter((address) => secret.some((one) => address.includes(one)))).toEqual([]);
  expect(addresses.some((address) => address.includes('password='))).toBe(false);
  expect(problems).toEqual([]);
  await context.close();
});

test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  const sme = await registerViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail').fill(sme.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const mail = await latestEmail(sme.email, 'resetPassword');
  const link = /http\S+reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('Galata-Tower-99');
  await page.getByLabel('Repeat new password').fill('Galata-Tower-98');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert')).toContainText('Passwords do not match.');
  await page.getByLabel('Repeat new password').fill('Galata-Tower-99');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await page.getByLabel('E-mail').fill(sme.email);
  await page.getByLabel('Password', { exact: true }).fill('Galata-Tower-99');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/sme\/dashboard$/);

  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-77');
  await page.getByLabel('Repeat new password').fill('Another-Pass-77');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Invalid password reset link. Please request a new link.')).toBeVisible();
});

test('an idle SME is signed out with the inactivity message', async ({ page }) => {
  const base = `http://localhost:${ports.shortIdle}`;
  const email = uniqueEmail();
  const response = await page.request.post(`${base}/api/auth/register`, {
    data: {
      email,
      password,
      companyName: 'Idle Ltd',
      taxId: '1234567890',
      authPersonName: 'Idle',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  expect(response.status()).toBe(202);
  const signedIn = await page.request.post(`${base}/api/auth/sign-in`, { data: { email, password } });
  expect(signedIn.status()).toBe(200);
  await page.goto(`${base}/sme/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome, Idle Ltd' })).toBeVisible();
  await expect(page).toHaveURL(`${base}/login`, { timeout: 10_000 });
  await expect(page.getByText('Session expired due to inactivity. Please log in again.')).toBeVisible();
  const session = await page.request.get(`${base}/api/auth/session`);
  expect(session.status()).toBe(401);
});

test('signing out in one tab signs out the other tabs', async ({ context, page }) => {
  await registerViaApi(page.request);
  await page.goto('/sme/dashboard');
  const other = await context.newPage();
  await other.goto('/sme/dashboard/profile');
  await expect(other.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('You were signed out in another tab.')).toBeVisible();
});
