import path from 'node:path';
import { ports } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, useLanguage } from '../support/a11y.ts';
import { expect, latestEmail, openAdminPage, test } from '../support/fixtures.ts';
import { createLinkViaApi, payLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

const words = {
  en: {
    nav: 'Disputes',
    needsResponse: 'Needs response',
    held: '$115.00 is held from your balance',
    text: 'What happened',
    evidence: 'Delivered on 3 November by courier; the customer signed for it.',
    send: 'Send evidence',
    sent: 'Evidence sent. The dispute is under review',
    underReview: 'Under review',
    markWon: 'Mark won',
    won: 'Won',
    wonText: 'Decided in your favour: $115.00 is back in your balance.',
    disputedNotice: 'This payment is disputed',
  },
  tr: {
    nav: 'Harcama itirazları',
    needsResponse: 'Yanıt bekleniyor',
    held: '$115,00 bakiyenizden ayrıldı',
    text: 'Ne oldu?',
    evidence: '3 Kasım’da kargoyla teslim edildi; müşteri teslim belgesini imzaladı.',
    send: 'Kanıtları gönder',
    sent: 'Kanıtlarınız gönderildi. Harcama itirazı incelemede',
    underReview: 'İncelemede',
    markWon: 'Kazanıldı olarak işaretle',
    won: 'Kazanıldı',
    wonText: 'Harcama itirazı sizin lehinize sonuçlandı: $115,00 bakiyenize geri döndü.',
    disputedNotice: 'Bu ödemeye harcama itirazı yapıldı',
  },
} as const;

for (const language of ['en', 'tr'] as const) {
  test(`an SME answers a dispute on the test card with evidence on its phone, and the admin marks it won (${language})`, async ({
    page,
    request,
    browser,
  }) => {
    const w = words[language];
    await page.setViewportSize({ width: 390, height: 844 });
    const sme = await verifiedMerchantViaApi(page.request, base);
    const earlier = await createLinkViaApi(page.request, {
      productName: 'Kilim pair',
      amount: 20_000,
      currency: 'USD',
    });
    await payLinkViaApi(page.request, earlier.code);
    const link = await createLinkViaApi(page.request, {
      productName: 'Hand-woven kilim',
      amount: 10_000,
      currency: 'USD',
    });
    const paid = await page.request.post(`/api/public/links/${link.code}/payments`, {
      headers: { 'idempotency-key': `e2e-dispute-${link.code}` },
      data: {
        cardNumber: '4000 0000 0000 0259',
        expiry: '12/30',
        cvc: '123',
        cardholderName: 'Jane Doe',
        email: 'jane.doe@example.com',
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const payment = (await paid.json()) as { status: string; transactionId: string };
    expect(payment.status).toBe('succeeded');

    await useLanguage(page, language);
    await page.goto('/sme/dashboard/disputes');
    // The sandbox reports the dispute a moment later (SANDBOX_DISPUTE_AFTER_SECONDS on the e2e server).
    const row = page.getByRole('link', { name: new RegExp(payment.transactionId) });
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(w.needsResponse)).toBeVisible();
    await row.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(payment.transactionId);
    await expect(page.getByText(w.held)).toBeVisible();
    const disputeId = page.url().split('/').pop() ?? '';

    await page.getByLabel(w.text).fill(w.evidence);
    await page
      .locator('input[type=file]')
      .setInputFiles(path.resolve(import.meta.dirname, '../fixtures/tax-certificate.pdf'));
    await expect(page.getByText('tax-certificate.pdf')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`dispute-form-${language}.png`), fullPage: true });
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByText(w.sent)).toBeVisible();
    await expect(page.getByText(w.underReview).first()).toBeVisible();
    await expect(page.getByText(w.evidence)).toBeVisible();
    await expect(page.getByRole('link', { name: 'tax-certificate.pdf' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const problems: string[] = [];
    const admin = await openAdminPage(browser, problems, `/admin/dashboard/disputes/${disputeId}`);
    await useLanguage(admin, language);
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(payment.transactionId);
    await expect(admin.getByText(w.evidence)).toBeVisible();
    await admin.getByRole('button', { name: w.markWon }).click();
    await admin.getByRole('dialog').getByRole('button', { name: w.markWon }).click();
    await expect(admin.getByText(w.won, { exact: true }).first()).toBeVisible();
    await admin.context().close();
    expect(problems).toEqual([]);

    await page.reload();
    await expect(page.getByText(w.wonText)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`dispute-won-${language}.png`), fullPage: true });
    await page
      .getByRole('link', { name: new RegExp(payment.transactionId) })
      .first()
      .click();
    await expect(page.getByText(w.disputedNotice)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const email = await latestEmail(request, sme.email, 'disputeWon');
    // In the merchant's account language (set at registration), whatever the page showed.
    expect(email.text).toMatch(/\$100[.,]00/);
    expect(email.text).toContain(payment.transactionId);
  });
}
