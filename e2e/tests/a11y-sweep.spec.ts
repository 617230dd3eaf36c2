import type { Locale } from '@kopru/domain/locale';
import { catalogs } from '@kopru/i18n/catalog';
import { lookup } from '@kopru/i18n/catalog-text';
import type { Browser, Page } from '@playwright/test';
import { adminRoutes } from '../../apps/admin/src/paths.ts';
import { smeRoutes } from '../../apps/merchant/src/paths.ts';
import { ports } from '../playwright.config.ts';
import { seriousViolations } from '../support/a11y.ts';
import { adminBrowserContext } from '../support/admin.ts';
import { expect, test, watchForProblems } from '../support/fixtures.ts';
import { createSweepData, type SweepData } from '../support/sweep-data.ts';

/**
 * Every screen, in both languages, at desktop and phone width, with data in it (rows, cards) and
 * with its dialogs open, through axe-core's WCAG 2.0-2.2 A/AA rules, best practices and experimental rules
 * (label-content-name-mismatch among them): any serious or critical violation fails. On the
 * production server, the admin signed in with two-factor. One test per area, language and width,
 * so a failure names all its screens at once.
 */
const base = `http://localhost:${ports.main}`;
// The screens are independent: two workers halve the sweep.
test.describe.configure({ mode: 'parallel' });
const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
const languages = ['en', 'tr'] as const;

let data: SweepData;
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: base });
  const other = await playwright.request.newContext({ baseURL: base });
  data = await createSweepData(request, other, base);
  await request.dispose();
  await other.dispose();
});

/** A screen: its address, and the buttons (catalog keys) that open a dialog to check as well. */
interface Screen {
  path: string;
  dialogs?: string[];
}
type Area = 'public' | 'sme' | 'unverified' | 'admin' | 'checkout';
const screens: Record<Area, (data: SweepData) => Screen[]> = {
  public: () =>
    [
      '/',
      '/login',
      '/login?view=forgot',
      '/register',
      '/reset-password?token=not-a-real-token',
      '/confirm-email?token=not-a-real-token',
    ]
      .map((path) => ({
        path,
      }))
      .concat([{ path: '/terms' }, { path: '/privacy' }, { path: '/docs/api' }, { path: '/no-such-page' }]),
  sme: (data) => [
    { path: '/sme/dashboard' },
    { path: '/sme/dashboard/kyc' },
    { path: '/sme/dashboard/payment-links', dialogs: ['links.create', 'links.edit'] },
    { path: '/sme/dashboard/transactions' },
    { path: `/sme/dashboard/transactions/${data.paymentId}`, dialogs: ['refunds.action'] },
    { path: '/sme/dashboard/disputes' },
    { path: `/sme/dashboard/disputes/${data.disputeId}` },
    { path: '/sme/dashboard/payouts', dialogs: ['payouts.request'] },
    { path: `/sme/dashboard/payouts/${data.payoutId}` },
    { path: '/sme/dashboard/export-records' },
    { path: '/sme/dashboard/profile' },
    { path: '/sme/dashboard/team', dialogs: ['team.invite'] },
    { path: '/sme/dashboard/developers/api-keys', dialogs: ['developers.keys.create'] },
    { path: '/sme/dashboard/developers/webhooks', dialogs: ['webhooks.add'] },
    { path: `/sme/dashboard/developers/webhooks/${data.webhookId}` },
  ],
  unverified: () => [
    { path: '/sme/dashboard' },
    { path: '/sme/dashboard/kyc' },
    { path: '/sme/dashboard/payment-links' },
  ],
  admin: (data) => [
    { path: '/admin/dashboard' },
    { path: '/admin/dashboard/smes' },
    {
      path: `/admin/dashboard/smes/${data.merchantId}`,
      dialogs: ['adminSmes.edit', 'adminSmes.suspend.action'],
    },
    { path: '/admin/dashboard/kyc', dialogs: ['kyc.admin.reject'] },
    { path: '/admin/dashboard/transactions' },
    { path: `/admin/dashboard/transactions/${data.paymentId}` },
    { path: '/admin/dashboard/disputes' },
    { path: `/admin/dashboard/disputes/${data.disputeId}`, dialogs: ['disputes.admin.markLost'] },
    { path: '/admin/dashboard/payouts', dialogs: ['adminPayouts.actions.reject'] },
    { path: '/admin/dashboard/reconciliation' },
    { path: '/admin/dashboard/margins' },
    { path: '/admin/dashboard/rates', dialogs: ['exchangeRates.manual.action'] },
    {
      path: '/admin/dashboard/users',
      dialogs: ['adminUsers.invite.action', 'adminUsers.endSessions.action'],
    },
    { path: '/admin/dashboard/content', dialogs: ['siteContent.add.faq'] },
    { path: '/admin/dashboard/emails' },
    { path: '/admin/dashboard/audit' },
    { path: '/admin/dashboard/account' },
  ],
  checkout: (data) => [
    { path: `/pay/${data.linkCode}` },
    { path: `/pay/receipt/${data.receiptToken}` },
    { path: '/pay/no-such-link' },
    { path: '/admin/login' },
  ],
};

test('the sweep opens every route of both consoles', () => {
  const ids: SweepData = {
    sme: { email: '', password: '' },
    unverified: { email: '', password: '' },
    merchantId: 'mer_1',
    paymentId: 'pay_1',
    disputedPaymentId: 'pay_2',
    disputeId: 'dsp_1',
    payoutId: 'po_1',
    linkCode: 'ABCDEF',
    receiptToken: 'token',
    webhookId: 'we_1',
  };
  const swept = [...screens.sme(ids), ...screens.admin(ids), ...screens.checkout(ids)].map(
    (screen) => screen.path.split('?')[0] ?? '',
  );
  const routes = [
    ...Object.values(smeRoutes),
    ...Object.values(adminRoutes).map((route) => `/admin${route}`),
  ];
  const missing = routes.filter((route) => {
    const pattern = new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`);
    return !swept.some((path) => pattern.test(path));
  });
  // The developers area's index only redirects to its first tab.
  expect(missing).toEqual(['/sme/dashboard/developers']);
});

function text(language: Locale, key: string): string {
  const found = lookup(catalogs[language], key);
  if (!found) throw new Error(`no text ${key} in ${language}`);
  return found;
}

async function openArea(browser: Browser, area: Area, language: Locale, width: keyof typeof widths) {
  const options = { baseURL: base, viewport: widths[width], locale: language === 'tr' ? 'tr-TR' : 'en-US' };
  const context =
    area === 'admin' ? await adminBrowserContext(browser, base, options) : await browser.newContext(options);
  await context.addInitScript((value) => localStorage.setItem('kopru.lang', value), language);
  const account = area === 'sme' ? data.sme : area === 'unverified' ? data.unverified : undefined;
  if (account) {
    const signIn = await context.request.post('/api/auth/sign-in', {
      data: { email: account.email, password: account.password },
    });
    expect(signIn.status()).toBe(200);
  }
  return context;
}

/** Opens the dialog behind the button named `label`, checks it, and closes it again. */
async function checkDialog(page: Page, label: string): Promise<string[]> {
  await page.getByRole('button', { name: label }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const found = (await seriousViolations(page)).map((line) => `${line} (dialog "${label}")`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return found;
}

for (const area of Object.keys(screens) as Area[]) {
  for (const language of languages) {
    for (const width of Object.keys(widths) as (keyof typeof widths)[]) {
      test(`axe: ${area} screens, ${language}, ${width}`, async ({ browser }) => {
        test.setTimeout(300_000);
        const context = await openArea(browser, area, language, width);
        const problems: string[] = [];
        const page = watchForProblems(await context.newPage(), problems);
        const found: string[] = [];
        for (const screen of screens[area](data)) {
          await page.goto(screen.path);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('h1').first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          found.push(...(await seriousViolations(page)));
          for (const key of screen.dialogs ?? [])
            found.push(...(await checkDialog(page, text(language, key))));
        }
        await context.close();
        expect(found, `serious or critical violations (${language}, ${width})`).toEqual([]);
        expect(problems, 'console problems').toEqual([]);
      });
    }
  }
}
