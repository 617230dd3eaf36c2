import { ports } from '../playwright.config.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 16 part 1: when the server refuses a write for the page's address (its Origin check), the
 * page says so in the user's language and names the address to open, not a generic error. The
 * server here answers at PUBLIC_URL http://localhost:PORT; the page is opened at 127.0.0.1 and
 * its sign-in reaches the server as if from an address the server does not take writes from
 * (what a separately served app or a misconfigured proxy produces).
 */
const pageAddress = `http://127.0.0.1:${ports.main}`;
const address = `http://localhost:${ports.main}`;

const languages = [
  {
    locale: 'tr-TR',
    email: 'E-posta',
    password: 'Şifre',
    submit: 'Giriş yap',
    message: `Sunucu bu değişikliği kabul etmedi: bu sayfa, değişiklik kabul etmediği bir adreste (${pageAddress}) açık. Köprü’yü ${address} adresinden açıp tekrar deneyin.`,
  },
  {
    locale: 'en-US',
    email: 'E-mail',
    password: 'Password',
    submit: 'Log in',
    message: `The server did not accept this change: this page is open at an address it does not take changes from (${pageAddress}). Open Köprü at ${address} and try again.`,
  },
] as const;

for (const l of languages) {
  test(`a sign-in refused for the page's address says why, in ${l.locale}`, async ({ browser }) => {
    const context = await browser.newContext({ locale: l.locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The browser will not let a page forge its Origin; the request is sent on by Playwright with
    // one, and the server's real answer is handed back to the page.
    await page.route('**/api/auth/sign-in', async (route) => {
      const headers = { ...route.request().headers(), origin: 'http://kopru-app.internal:5173' };
      const response = await route.fetch({ headers });
      expect(response.status()).toBe(403);
      await route.fulfill({ response });
    });
    await page.goto(`${pageAddress}/login`);
    await page.getByLabel(l.email).fill('someone@example.com');
    await page.getByLabel(l.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: l.submit }).click();
    await expect(page.getByRole('alert')).toContainText(l.message);
    await context.close();
  });
}
