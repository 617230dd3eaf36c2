import { ports } from '../playwright.config.ts';
import { expect, test, watchForProblems } from '../support/fixtures.ts';
import { verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

const texts = {
  tr: {
    legend: 'USD bakiyesi',
    when: 'Ne zaman',
    daily: 'Her gün',
    minimum: 'En az tutar (USD)',
    same: 'USD olarak gönder',
    save: 'USD ayarını kaydet',
    saved: 'USD için otomatik para çekme kaydedildi.',
    nextRun: /^Sonraki çalışma: \S/,
  },
} as const;

for (const locale of ['tr'] as const) {
  test(`an SME sets daily automatic payouts and sees them saved with the next run day (${locale})`, async ({
    browser,
  }) => {
    const words = texts[locale];
    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript((lang) => localStorage.setItem('kopru.lang', lang), locale);
    const problems: string[] = [];
    const page = watchForProblems(await context.newPage(), problems);
    await verifiedMerchantViaApi(page.request, base);

    await page.goto('/sme/dashboard/payouts');
    const usd = page.locator('form').filter({ has: page.getByText(words.legend, { exact: true }) });
    await usd.getByLabel(words.when).selectOption({ label: words.daily });
    await usd.getByLabel(words.minimum).fill(locale === 'tr' ? '1.250,50' : '1,250.50');
    await usd.getByRole('radio', { name: words.same }).check();
    await usd.getByRole('button', { name: words.save }).click();
    await expect(usd.getByText(words.saved)).toBeVisible();
    await expect(usd.getByText(words.nextRun)).toBeVisible();

    // What the server stored, read back after a reload.
    await page.reload();
    const reloaded = page.locator('form').filter({ has: page.getByText(words.legend, { exact: true }) });
    await expect(reloaded.getByLabel(words.when)).toHaveValue('daily');
    await expect(reloaded.getByLabel(words.minimum)).toHaveValue(locale === 'tr' ? '1.250,50' : '1,250.50');
    await expect(reloaded.getByRole('radio', { name: words.same })).toBeChecked();
    await expect(reloaded.getByText(words.nextRun)).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
}
