import { ports } from '../playwright.config.ts';
import { expect, test, watchForProblems } from '../support/fixtures.ts';

const base = `http://localhost:${ports.main}`;

/**
 * Issue 16 part 1 / issue 24: a first visit starts in the browser's language (Turkish for `tr`,
 * English otherwise) in the three apps, the server-rendered page head agrees before any script
 * runs, and a language the user picks wins from then on, on the server too.
 */
const browsers = [
  {
    locale: 'tr-TR',
    lang: 'tr',
    merchantTitle: '<title>Köprü: Türk işletmeleri için yurt dışı tahsilat</title>',
    login: 'Giriş yap',
    adminTitle: '<title>Köprü Yönetim paneli</title>',
    admin: 'Yönetim paneli',
    notFound: 'Ödeme linki bulunamadı',
  },
  {
    locale: 'en-US',
    lang: 'en',
    merchantTitle: '<title>Köprü: cross-border payments for Turkish businesses</title>',
    login: 'Log in',
    adminTitle: '<title>Köprü Admin</title>',
    admin: 'Admin console',
    notFound: 'Payment link not found',
  },
] as const;

for (const b of browsers) {
  test(`a first visit from a ${b.locale} browser starts every app in ${b.lang}`, async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: base,
      locale: b.locale,
      viewport: { width: 390, height: 844 },
    });
    const problems: string[] = [];
    const page = watchForProblems(await context.newPage(), problems);

    const merchant = await page.goto('/login');
    const served = (await merchant?.text()) ?? '';
    expect(served).toContain(`<html lang="${b.lang}"`);
    expect(served).toContain(b.merchantTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', b.lang);
    await expect(page.getByRole('heading', { name: b.login, level: 1 })).toBeVisible();

    const admin = await page.goto('/admin/login');
    const adminServed = (await admin?.text()) ?? '';
    expect(adminServed).toContain(`<html lang="${b.lang}"`);
    expect(adminServed).toContain(b.adminTitle);
    await expect(page.getByRole('heading', { name: b.admin })).toBeVisible();

    const checkout = await page.goto('/pay/ZZZZZZ');
    expect((await checkout?.text()) ?? '').toContain(`<html lang="${b.lang}"`);
    await expect(page.getByRole('heading', { name: b.notFound })).toBeVisible();

    // Nothing is remembered until the user picks: the browser keeps deciding.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kopru.lang');
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('a language picked on a Turkish browser is kept, by the apps and by the server’s page head', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: base, locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Giriş yap', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  expect(await context.cookies()).toContainEqual(
    expect.objectContaining({ name: 'kopru.lang', value: 'en' }),
  );

  const again = await page.goto('/admin/login');
  expect((await again?.text()) ?? '').toContain('<html lang="en"');
  await expect(page.getByRole('heading', { name: 'Admin console' })).toBeVisible();
  await page.goto('/pay/ZZZZZZ');
  await expect(page.getByRole('heading', { name: 'Payment link not found' })).toBeVisible();
  await context.close();
});
