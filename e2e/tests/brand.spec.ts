import path from 'node:path';
import { ports } from '../playwright.config.ts';
import { useLanguage } from '../support/a11y.ts';
import { expect, test, watchForProblems } from '../support/fixtures.ts';
import { createLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

/**
 * Issue 44, item 3: an SME uploads its logo and sets its colour on the profile's Brand card
 * (the contrast verdict refusing a light colour first); a payer then sees the logo on the
 * payment page, the pay button in the colour, and Köprü kept as "payments by".
 */
const base = `http://localhost:${ports.main}`;
const logo = path.resolve(import.meta.dirname, '../fixtures/id-card.png');

const words = {
  en: {
    brand: 'Brand',
    logo: 'Logo',
    uploaded: 'Logo saved.',
    preview: 'Your logo',
    hex: 'Hex code',
    tooLight: /Too light/,
    readable: /Readable/,
    save: 'Save colour',
    saved: 'Colour saved.',
    paymentsBy: 'Secure payment by Köprü',
    pay: /^Pay /,
  },
  tr: {
    brand: 'Marka',
    logo: 'Logo',
    uploaded: 'Logo kaydedildi.',
    preview: 'Logonuz',
    hex: 'Onaltılık kod',
    tooLight: /Çok açık/,
    readable: /Okunaklı/,
    save: 'Rengi kaydet',
    saved: 'Renk kaydedildi.',
    paymentsBy: 'Köprü ile güvenli ödeme',
    pay: / öde$/,
  },
} as const;

for (const language of ['en', 'tr'] as const) {
  test(`an SME's logo and colour appear on its payment page, Köprü as payments by (${language})`, async ({
    page,
    browser,
  }) => {
    const w = words[language];
    const problems: string[] = [];
    watchForProblems(page, problems);
    const sme = await verifiedMerchantViaApi(page.request, base);
    const link = await createLinkViaApi(page.request, {
      productName: 'Hand-woven kilim',
      amount: 10_000,
      currency: 'USD',
    });

    await useLanguage(page, language);
    await page.goto('/sme/dashboard/profile');
    const card = page.locator('#brand');
    await expect(card.getByRole('heading', { name: w.brand, exact: true })).toBeVisible();
    await card.getByLabel(w.logo, { exact: true }).setInputFiles(logo);
    await expect(card.getByText(w.uploaded)).toBeVisible();
    const preview = card.getByRole('img', { name: w.preview });
    await expect(preview).toBeVisible();
    // Waits for the image itself: loaded from its public URL, at its real size.
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(240);

    const hex = card.getByLabel(w.hex);
    await hex.fill('#facc15');
    await expect(card.getByText(w.tooLight)).toBeVisible();
    await hex.fill('#7c2d12');
    await expect(card.getByText(w.readable)).toBeVisible();
    await card.getByRole('button', { name: w.save }).click();
    await expect(card.getByText(w.saved)).toBeVisible();

    const payer = await browser.newPage({ baseURL: base, locale: language === 'tr' ? 'tr-TR' : 'en-GB' });
    watchForProblems(payer, problems);
    await payer.goto(`/pay/${link.code}`);
    const shown = payer.getByRole('img', { name: sme.companyName });
    await expect(shown).toBeVisible();
    await expect
      .poll(() =>
        shown.evaluate((img: HTMLImageElement) => [
          img.complete ? img.naturalWidth : 0,
          img.width,
          img.height,
        ]),
      )
      .toEqual([240, 64, 40]);
    const button = payer.getByRole('button', { name: w.pay });
    await expect(button).toHaveCSS('background-color', 'rgb(124, 45, 18)');
    await expect(payer.getByText(w.paymentsBy)).toBeVisible();
    const served = await payer.request.get(await shown.evaluate((img: HTMLImageElement) => img.src));
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    await payer.close();
    expect(problems).toEqual([]);
  });
}
