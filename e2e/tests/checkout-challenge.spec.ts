import { type Page, request as playwrightRequest } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { createLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

// The second e2e server asks for a proof-of-work challenge after two declines (per link or per
// address: every test here pays from 127.0.0.1, so later tests may meet it at once).
const base = `http://localhost:${ports.shortIdle}`;
const phone = { width: 390, height: 844 };

const texts = {
  tr: {
    locale: 'tr-TR',
    number: 'Kart numarası',
    expiry: 'Son kullanma tarihi (AA/YY)',
    cvc: 'CVC',
    name: 'Kart üzerindeki ad soyad',
    email: 'E-posta',
    pay: '$12,00 öde',
    failed: 'Ödeme başarısız',
    retry: 'Tekrar dene',
    check: 'Güvenlik kontrolü',
    done: 'Kontrol tamamlandı',
    refused: 'Güvenlik kontrolü geçilemedi ya da süresi doldu. Kontrolü yeniden yapıp ödeyin.',
    success: 'Ödeme başarılı',
  },
};
type Lang = keyof typeof texts;

async function fillCard(page: Page, lang: Lang, cardNumber: string) {
  const l = texts[lang];
  await page.getByLabel(l.number).fill(cardNumber);
  await page.getByLabel(l.expiry).fill('1230');
  await page.getByLabel(l.cvc).fill('123');
  await page.getByLabel(l.name).fill('Emma Schmidt');
  await page.getByLabel(l.email).fill(uniqueEmail('payer'));
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const lang of ['tr'] as const) {
  test(`after declines the checkout asks for the security check, refuses a bad solution and pays with a solved one (${lang})`, async ({
    browser,
  }) => {
    const l = texts[lang];
    const sme = await playwrightRequest.newContext({ baseURL: base });
    await verifiedMerchantViaApi(sme, base, { companyName: 'Ege Zeytin' });
    const link = await createLinkViaApi(sme, { productName: 'Olive oil', amount: 1_200, currency: 'USD' });
    await sme.dispose();

    const context = await browser.newContext({ locale: l.locale, viewport: phone });
    const page = await context.newPage();
    await page.goto(`${base}/pay/${link.code}`);
    await expect(page.getByRole('button', { name: l.pay })).toBeVisible();

    // Declined cards until the challenge shows (two declines on this link, or earlier ones from
    // this address); a form that had not heard yet learns it from the pay answer (428).
    const check = page.getByRole('heading', { name: l.check });
    const failed = page.getByRole('heading', { name: l.failed });
    for (let i = 0; i < 3 && !(await check.isVisible()); i++) {
      await fillCard(page, lang, '4000 0000 0000 0002');
      await page.getByRole('button', { name: l.pay }).click();
      await expect(failed.or(check)).toBeVisible();
      if (await check.isVisible()) break;
      await page.getByRole('button', { name: l.retry }).click();
      await expect(page.getByRole('button', { name: l.pay })).toBeVisible();
    }
    await expect(check).toBeVisible();

    // The widget solves on its own; its native checkbox is named by its state, in the page's language.
    const solved = page.getByRole('checkbox', { name: l.done });
    await expect(solved).toBeChecked({ timeout: 45_000 });
    await page.getByLabel(l.email).focus();
    await page.keyboard.press('Tab');
    await expect(solved).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fillCard(page, lang, '4242 4242 4242 4242');
    await shot(page, `checkout-challenge-${lang}`);

    // A solution the server refuses (here: tampered on the way) shows the translated error.
    await page.route('**/api/public/links/*/payments', async (route) => {
      const body = route.request().postDataJSON() as { altcha: string };
      const solved = JSON.parse(Buffer.from(body.altcha, 'base64').toString('utf8'));
      const key: string = solved.solution.derivedKey;
      solved.solution.derivedKey = `${key.startsWith('0') ? '1' : '0'}${key.slice(1)}`;
      const altcha = Buffer.from(JSON.stringify(solved)).toString('base64');
      await route.continue({ postData: JSON.stringify({ ...body, altcha }) });
    });
    await page.getByRole('button', { name: l.pay }).click();
    await expect(page.getByText(l.refused)).toBeVisible();
    await shot(page, `checkout-challenge-refused-${lang}`);
    await page.unroute('**/api/public/links/*/payments');

    // A new challenge is solved, and the attempt goes through.
    await expect(solved).toBeChecked({ timeout: 45_000 });
    await page.getByRole('button', { name: l.pay }).click();
    await expect(page.getByRole('heading', { name: l.success })).toBeVisible();
    await context.close();
  });
}
