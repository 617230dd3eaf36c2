import { totpAt } from '@kopru/domain/totp';
import type { Page } from '@playwright/test';
import { expect, registerViaApi, test } from '../support/fixtures.ts';

const texts = {
  tr: {
    email: 'E-posta',
    password: 'Şifre',
    logIn: 'Giriş yap',
    setUp: 'İki adımlı girişi kur',
    yourPassword: 'Şifreniz',
    continue: 'Devam et',
    code: 'Doğrulama uygulamasındaki kod',
    turnOn: 'Etkinleştir',
    backupCodes: 'Yedek kodlarınız',
    saved: 'Kaydettim',
    on: 'Etkin',
    logOut: 'Çıkış yap',
    challenge: 'Giriş kodunuzu girin',
    wrongCode: 'Bu kod doğru değil.',
    signIn: 'Giriş yap',
  },
};

async function signInWithPassword(page: Page, words: (typeof texts)['tr'], email: string, password: string) {
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.logIn }).click();
}

/** A code the authenticator would show after the next 30-second step (never the one just used). */
async function nextCode(secret: string): Promise<string> {
  const step = 30_000;
  const wait = step - (Date.now() % step) + 200;
  await new Promise((resolve) => setTimeout(resolve, wait));
  return totpAt(secret, Date.now());
}

for (const language of ['tr'] as const) {
  test(`a merchant turns on two-factor sign-in and signs in with a code (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = texts[language];
    const account = await registerViaApi(request);
    await page.goto('/login');
    if (language === 'tr') await page.getByRole('button', { name: 'Türkçe' }).first().click();
    await signInWithPassword(page, words, account.email, account.password);
    await expect(page).toHaveURL(/\/sme\/dashboard$/);

    await page.goto('/sme/dashboard/profile');
    await page.getByRole('button', { name: words.setUp }).click();
    await page.getByLabel(words.yourPassword, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: words.continue }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await page.getByLabel(words.code).fill(totpAt(secret, Date.now()));
    await page.getByRole('button', { name: words.turnOn }).click();
    await expect(page.getByRole('list', { name: words.backupCodes }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: words.saved }).click();
    await expect(page.getByText(words.on, { exact: true })).toBeVisible();

    await page.locator('#main').getByRole('button', { name: words.logOut }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await signInWithPassword(page, words, account.email, account.password);
    await expect(page.getByRole('heading', { name: words.challenge })).toBeVisible();
    await page.getByLabel(words.code).fill('000000');
    await page.getByRole('button', { name: words.signIn }).click();
    await expect(page.getByRole('alert')).toContainText(words.wrongCode);
    await page.getByLabel(words.code).fill(await nextCode(secret));
    await page.getByRole('button', { name: words.signIn }).click();
    await expect(page).toHaveURL(/\/sme\/dashboard$/);
  });
}
