import type { APIRequestContext } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { expectNoSeriousA11yViolations, useLanguage } from '../support/a11y.ts';
import { expect, latestEmail, openAdminPage, test, uniqueEmail } from '../support/fixtures.ts';
import { createLinkViaApi, payLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

const base = `http://localhost:${ports.main}`;

const words = {
  en: {
    refund: 'Refund',
    dialog: /^Refund TX-[A-HJKMNP-Z2-9]{10}$/,
    amount: 'Amount to refund (USD)',
    typed: '30.00',
    reason: 'Reason',
    reasonOption: 'Requested by the customer',
    feeNote: 'Our fee on the payment ($3.20) is not returned.',
    submit: 'Refund $30.00',
    done: 'Refund of $30.00 succeeded. We e-mailed the customer.',
    partially: 'Partially refunded',
    refunded: '$30.00 refunded',
    balances: 'Your balances',
    refundsTable: 'Refunds',
    available: '$260.70',
    tooMuch: 'At most $100.00 can still be refunded.',
    over: '120.00',
  },
} as const;

/** A card payment of $100.00 with the payer's e-mail and language, as the checkout sends them. */
async function paidWithEmail(request: APIRequestContext, email: string, locale: 'en' | 'tr') {
  const link = await createLinkViaApi(request, {
    productName: 'Hand-woven kilim',
    amount: 10_000,
    currency: 'USD',
  });
  const paid = await request.post(`/api/public/links/${link.code}/payments`, {
    headers: { 'idempotency-key': `e2e-refund-${link.code}` },
    data: {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      cardholderName: 'Jane Doe',
      email,
      locale,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return (await paid.json()) as { paymentId: string; transactionId: string };
}

for (const language of ['en'] as const) {
  test(`an SME refunds part of a payment on its phone and sees the balance and the customer's e-mail (${language})`, async ({
    page,
    browser,
  }) => {
    const w = words[language];
    await page.setViewportSize({ width: 390, height: 844 });
    await verifiedMerchantViaApi(page.request, base);
    // $200.00 paid earlier ($193.90 net) and the $100.00 payment refunded below ($96.80 net).
    const earlier = await createLinkViaApi(page.request, {
      productName: 'Kilim pair',
      amount: 20_000,
      currency: 'USD',
    });
    await payLinkViaApi(page.request, earlier.code);
    const payer = uniqueEmail(`payer-${language}`);
    const payment = await paidWithEmail(page.request, payer, language);

    await useLanguage(page, language);
    await page.goto('/sme/dashboard/transactions');
    await page.getByRole('link', { name: payment.transactionId }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(payment.transactionId);
    await expect(page.getByText('Jane Doe')).toBeVisible();
    await expect(page.getByText(payer)).toBeVisible();

    await page.getByRole('button', { name: w.refund, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog.getByText(w.feeNote)).toBeVisible();
    await dialog.getByLabel(w.amount).fill(w.over);
    await dialog.getByLabel(w.reason).selectOption({ label: w.reasonOption });
    await dialog.getByRole('button', { name: /\$120[.,]00/ }).click();
    await expect(dialog.getByText(w.tooMuch)).toBeVisible();
    await dialog.getByLabel(w.amount).fill(w.typed);
    await dialog.getByLabel(w.reason).selectOption({ label: w.reasonOption });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`refund-dialog-${language}.png`) });
    await dialog.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.done)).toBeVisible();
    await expect(page.getByText(w.partially).first()).toBeVisible();
    await expect(page.getByText(w.refunded)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`transaction-${language}.png`), fullPage: true });

    await page.goto('/sme/dashboard/payouts');
    await expect(page.getByRole('region', { name: w.balances })).toContainText(w.available);

    const problems: string[] = [];
    const admin = await openAdminPage(
      browser,
      problems,
      `/admin/dashboard/transactions/${payment.paymentId}`,
    );
    await useLanguage(admin, language);
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(payment.transactionId);
    await expect(admin.getByRole('list', { name: w.refundsTable })).toContainText(w.reasonOption);
    await expect(admin.getByText(w.refunded)).toBeVisible();
    await admin.context().close();
    expect(problems).toEqual([]);

    const email = await latestEmail(payer, 'refundIssued');
    expect(email.text).toContain('$30.00');
    expect(email.text).toContain(payment.transactionId);
  });
}
