import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ports } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, useLanguage } from '../support/a11y.ts';
import { expect, latestEmail, openAdminPage, test } from '../support/fixtures.ts';
import { createLinkViaApi, payLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

const words = {
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
    refund: 'İade et',
    noRefund: 'Harcama itirazı açıkken iade yapılamaz',
    timeline: 'Zaman çizelgesi',
    steps: [
      'Ödeme başlatıldı',
      'Ödeme başarılı',
      '$100,00 tutarında harcama itirazı açıldı',
      'Harcama itirazına kanıt gönderildi',
      'Harcama itirazı kazanıldı',
    ],
    deliveries: 'Webhook gönderimleri',
    paymentSucceeded: 'Müşteri ödemesi başarılı',
    delivered: 'Gönderildi',
    disputeEvents: ['Harcama itirazı açıldı', 'Harcama itirazı kazanıldı'],
  },
} as const;

/** The merchant's webhook endpoint on 127.0.0.1 (the e2e servers allow private addresses): answers 200. */
async function startReceiver() {
  const server = createServer((request, response) => {
    request.resume().on('end', () => response.writeHead(200).end('{"received":true}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

for (const language of ['tr'] as const) {
  test(`an SME answers a dispute on the test card with evidence on its phone, and the admin marks it won (${language})`, async ({
    page,
    browser,
  }) => {
    const w = words[language];
    await page.setViewportSize({ width: 390, height: 844 });
    const sme = await verifiedMerchantViaApi(page.request, base);
    const receiver = await startReceiver();
    const endpoint = await page.request.post('/api/merchant/webhooks', {
      data: { url: receiver.url, events: ['payment.succeeded', 'dispute.created', 'dispute.won'] },
    });
    expect(endpoint.status(), await endpoint.text()).toBe(201);
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
    const payment = (await paid.json()) as { status: string; transactionId: string; paymentId: string };
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

    // While the dispute is open the transaction offers no refund, and says why.
    await page.goto(`/sme/dashboard/transactions/${payment.paymentId}`);
    await expect(page.getByText(w.noRefund)).toBeVisible();
    await expect(page.getByRole('button', { name: w.refund })).toHaveCount(0);
    await page.goBack();

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
    await expect(page.getByRole('button', { name: w.refund })).toBeVisible();
    const steps = page.getByRole('list', { name: w.timeline }).getByRole('listitem').locator('p');
    await expect(steps).toHaveText([...w.steps]);
    // The webhook worker sends within seconds: the payment's event has been answered by now or soon.
    const deliveries = page.getByRole('list', { name: w.deliveries }).getByRole('listitem');
    await expect(async () => {
      await page.reload();
      await expect(deliveries.filter({ hasText: w.paymentSucceeded })).toContainText(w.delivered, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(deliveries.filter({ hasText: w.paymentSucceeded })).toContainText(receiver.url);
    await expect(deliveries.filter({ hasText: w.paymentSucceeded })).toContainText('200');
    for (const event of w.disputeEvents) await expect(deliveries.filter({ hasText: event })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`transaction-${language}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await receiver.close();

    const email = await latestEmail(sme.email, 'disputeWon');
    // In the merchant's account language (set at registration), whatever the page showed.
    expect(email.text).toMatch(/\$100[.,]00/);
    expect(email.text).toContain(payment.transactionId);
  });
}
