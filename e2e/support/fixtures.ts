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

import { latestEmail } from './mail.ts';

export { expect, latestEmail };

export const password = 'Bosphorus-2026';

export function uniqueEmail(label = 'sme'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface Registered {
  email: string;
  password: string;
  companyName: string;
}

/**
 * Registers an SME through the API, confirms its address from the e-mailed link (as it arrived at
 * the mail sink) and signs it in on `request` (fast setup for tests that are not about sign-up).
 */
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
  expect(response.status(), await response.text()).toBe(202);
  await confirmEmailViaApi(request, account.email);
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return account;
}

/** The /confirm-email link of the newest confirmation e-mail to `email` at the mail sink. */
export async function confirmationLink(email: string): Promise<string> {
  const mail = await latestEmail(email, 'confirmEmail');
  const link = /http\S+\/confirm-email\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no confirmation link in the e-mail to ${email}`);
  return link;
}

/** Confirms `email` with the token of its e-mailed link, as the /confirm-email page's button does. */
export async function confirmEmailViaApi(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await confirmationLink(email)).searchParams.get('token') ?? '';
  const confirmed = await request.post('/api/auth/confirm-email', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
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
