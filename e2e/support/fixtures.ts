import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import { ports } from '../playwright.config.ts';
import { adminBrowserContext } from './admin.ts';

/** Collects a page's uncaught errors and missing translation keys into `problems`. */
export function watchForProblems(page: Page, problems: string[]): Page {
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('i18n: missing key'))
      problems.push(message.text());
  });
  return page;
}

/**
 * The prerendered public pages (`/`, `/login`, ...) are painted from HTML and start the app after
 * the first paint; what a visitor does before it has hydrated is held and replayed (the
 * before-hydration journey in auth.spec.ts proves it). The journeys act on the app, so `goto`
 * waits until a prerendered page has hydrated (`window.kopruHydrated`); other pages are unchanged.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const prerendered = document.querySelector('#root[data-lang]') !== null;
    return !prerendered || (window as { kopruHydrated?: boolean }).kopruHydrated === true;
  });
}

/** Every page fails its test on an uncaught error or a missing translation key. */
export const test = base.extend<{ failOnConsoleErrors: undefined }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      watchForProblems(page, problems);
      await use(undefined);
      expect(problems, 'console problems').toEqual([]);
    },
    { auto: true },
  ],
});
export { latestEmail } from './mail.ts';
export { expect };

export const password = 'Bosphorus-2026';

export function uniqueEmail(label = 'sme'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface Registered {
  email: string;
  password: string;
  companyName: string;
}

/** Registers an SME through the API (fast setup for tests that are not about registration). */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<Registered> & { taxId?: string } = {},
): Promise<Registered> {
  const { taxId = '1234567890', ...rest } = overrides;
  const account = {
    email: uniqueEmail(),
    password,
    companyName: `Test Ltd ${randomBytes(3).toString('hex')}`,
    ...rest,
  };
  const response = await request.post('/api/auth/register', {
    data: {
      ...account,
      taxId,
      authPersonName: 'Deniz Test',
      acceptTerms: true,
      acceptPrivacy: true,
      locale: 'en',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** A tax ID no other test uses: 10 digits. */
export function uniqueTaxId(): string {
  return String(1_000_000_000 + (randomBytes(4).readUInt32BE() % 9_000_000_000));
}

/**
 * The admin console signed in as the e2e admin, in its own browser context (beside the SME's),
 * on `path`; its problems are collected into `problems`.
 */
export async function openAdminPage(browser: Browser, problems: string[], path: string): Promise<Page> {
  const context = await adminBrowserContext(browser, `http://localhost:${ports.main}`);
  const page = watchForProblems(await context.newPage(), problems);
  await page.goto(path);
  await waitForHydration(page);
  return page;
}
