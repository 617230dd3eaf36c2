import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { e2eAdmin, ports } from '../playwright.config.ts';
import { expect, registerViaApi, test, watchForProblems } from '../support/fixtures.ts';
import { createLinkViaApi, verifiedMerchantViaApi } from '../support/merchants.ts';

/**
 * Every screen, in both languages, at desktop and phone width, through axe-core's WCAG 2.0-2.2
 * A/AA rules: any serious or critical violation fails. One page load per screen, language and
 * width; one test per area, language and width, so a failure names all its screens at once.
 */
const base = `http://localhost:${ports.main}`;
// The screens are independent: two workers halve the sweep (each sets up its own merchant).
test.describe.configure({ mode: 'parallel' });
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
const languages = ['en', 'tr'] as const;

interface Fixture {
  sme: { email: string; password: string };
  unverified: { email: string; password: string };
  merchantId: string;
  paymentId: string;
  linkCode: string;
  receiptToken: string;
  webhookId: string;
}
let fixture: Fixture;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: base });
  const sme = await verifiedMerchantViaApi(request, base);
  const link = await createLinkViaApi(request, { productName: 'Kilim', amount: 4999, currency: 'USD' });
  const paid = await request.post(`/api/public/links/${link.code}/payments`, {
    headers: { 'idempotency-key': `a11y-${link.code}` },
    data: {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      cardholderName: 'Jane Doe',
      email: 'jane.doe@example.com',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const payment = (await paid.json()) as { paymentId: string; receiptToken: string };
  const session = (await (await request.get('/api/auth/session')).json()) as { merchant: { id: string } };
  const webhook = await request.post('/api/merchant/webhooks', {
    data: { url: 'http://127.0.0.1:9/hooks/kopru', events: ['payment.succeeded'] },
  });
  expect(webhook.status(), await webhook.text()).toBe(201);
  const { endpoint } = (await webhook.json()) as { endpoint: { id: string } };
  await request.dispose();
  const other = await playwright.request.newContext({ baseURL: base });
  const unverified = await registerViaApi(other);
  await other.dispose();
  fixture = {
    sme,
    unverified,
    merchantId: session.merchant.id,
    paymentId: payment.paymentId,
    linkCode: link.code,
    receiptToken: payment.receiptToken,
    webhookId: endpoint.id,
  };
});

type Area = 'public' | 'sme' | 'unverified' | 'admin' | 'checkout';
const screens: Record<Area, () => string[]> = {
  public: () => [
    '/',
    '/login',
    '/login?view=forgot',
    '/register',
    '/reset-password?token=not-a-real-token',
    '/terms',
    '/privacy',
    '/docs/api',
    '/no-such-page',
  ],
  sme: () => [
    '/sme/dashboard',
    '/sme/dashboard/kyc',
    '/sme/dashboard/payment-links',
    '/sme/dashboard/transactions',
    `/sme/dashboard/transactions/${fixture.paymentId}`,
    '/sme/dashboard/payouts',
    '/sme/dashboard/profile',
    '/sme/dashboard/developers/api-keys',
    '/sme/dashboard/developers/webhooks',
    `/sme/dashboard/developers/webhooks/${fixture.webhookId}`,
  ],
  unverified: () => ['/sme/dashboard', '/sme/dashboard/kyc', '/sme/dashboard/payment-links'],
  admin: () => [
    '/admin/dashboard',
    '/admin/dashboard/smes',
    `/admin/dashboard/smes/${fixture.merchantId}`,
    '/admin/dashboard/kyc',
    '/admin/dashboard/transactions',
    `/admin/dashboard/transactions/${fixture.paymentId}`,
    '/admin/dashboard/payouts',
    '/admin/dashboard/users',
    '/admin/dashboard/content',
    '/admin/dashboard/emails',
    '/admin/dashboard/audit',
    '/admin/dashboard/account',
  ],
  checkout: () => [
    `/pay/${fixture.linkCode}`,
    `/pay/receipt/${fixture.receiptToken}`,
    '/pay/no-such-link',
    '/admin/login',
  ],
};
const credentials: Partial<Record<Area, () => { email: string; password: string }>> = {
  sme: () => fixture.sme,
  unverified: () => fixture.unverified,
  admin: () => e2eAdmin,
};

async function openArea(browser: Browser, area: Area, language: 'en' | 'tr', width: keyof typeof widths) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: widths[width],
    locale: language === 'tr' ? 'tr-TR' : 'en-US',
  });
  await context.addInitScript((value) => localStorage.setItem('kopru.lang', value), language);
  const account = credentials[area]?.();
  if (account) {
    const signIn = await context.request.post('/api/auth/sign-in', {
      data: { email: account.email, password: account.password },
    });
    expect(signIn.status()).toBe(200);
  }
  return context;
}

/** The serious and critical WCAG A/AA violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${new URL(page.url()).pathname}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

for (const area of Object.keys(screens) as Area[]) {
  for (const language of languages) {
    for (const width of Object.keys(widths) as (keyof typeof widths)[]) {
      test(`axe: ${area} screens, ${language}, ${width}`, async ({ browser }) => {
        test.setTimeout(240_000);
        const context = await openArea(browser, area, language, width);
        const problems: string[] = [];
        const page = watchForProblems(await context.newPage(), problems);
        const found: string[] = [];
        for (const path of screens[area]()) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('h1').first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          found.push(...(await seriousViolations(page)));
        }
        await context.close();
        expect(found, `serious or critical WCAG violations (${language}, ${width})`).toEqual([]);
        expect(problems, 'console problems').toEqual([]);
      });
    }
  }
}
