import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { totpAt } from '@kopru/domain/totp';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { e2eAdmin, e2eDataRoot } from '../playwright.config.ts';

/**
 * The first admin of an e2e server as its own browser left it: the authenticator secret it scanned
 * and the backup codes it kept (written by tests/first-admin.setup.ts).
 */
export interface AdminDevice {
  secret: string;
  backupCodes: string[];
}

const STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const portOf = (baseURL: string) => new URL(baseURL).port;
const deviceFile = (baseURL: string) => path.join(e2eDataRoot, `admin-device-${portOf(baseURL)}.json`);

export function saveAdminDevice(baseURL: string, device: AdminDevice): void {
  writeFileSync(deviceFile(baseURL), JSON.stringify(device));
}

export function adminDevice(baseURL: string): AdminDevice {
  const file = deviceFile(baseURL);
  if (!existsSync(file)) throw new Error(`the first admin of ${baseURL} has not set up two-factor`);
  return JSON.parse(readFileSync(file, 'utf8')) as AdminDevice;
}

/** Runs `use` alone among every worker of the run (a directory is created atomically). */
async function exclusively<T>(name: string, use: () => Promise<T>): Promise<T> {
  const lock = path.join(e2eDataRoot, `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await sleep(50);
    }
  }
  try {
    return await use();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Calls `use` with an authenticator code as the admin's phone would show it, never one of a
 * 30-second step an earlier sign-in of the run used (RFC 6238 §5.2: a server may refuse any code
 * not newer than the last it accepted), waiting for the next step when both codes a server accepts
 * now (this step's and the next's) are spent. One sign-in at a time per server, across workers.
 */
export async function withFreshCode<T>(baseURL: string, use: (code: string) => Promise<T>): Promise<T> {
  const { secret } = adminDevice(baseURL);
  return exclusively(`totp-${portOf(baseURL)}`, async () => {
    const stateFile = path.join(e2eDataRoot, `totp-${portOf(baseURL)}.json`);
    const last = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as number) : 0;
    const step = Math.max(last + 1, Math.floor(Date.now() / STEP_MS));
    const wait = (step - 1) * STEP_MS + 200 - Date.now();
    if (wait > 0) await sleep(wait);
    writeFileSync(stateFile, JSON.stringify(step));
    return use(totpAt(secret, step * STEP_MS));
  });
}

/** Signs `request` in as the first admin: password, then a fresh authenticator code. */
export async function signInAdmin(request: APIRequestContext, baseURL: string): Promise<void> {
  const first = await request.post(`${baseURL}/api/auth/sign-in`, { data: e2eAdmin });
  expect(first.status(), await first.text()).toBe(200);
  if (!((await first.json()) as { twoFactorRequired?: boolean }).twoFactorRequired) {
    throw new Error('production asks an admin for a second factor: the server did not');
  }
  await withFreshCode(baseURL, async (code) => {
    const second = await request.post(`${baseURL}/api/auth/sign-in/two-factor`, {
      data: { method: 'totp', code },
    });
    expect(second.status(), await second.text()).toBe(200);
  });
}

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;
/** One admin session per worker and server, signed in again only when it has ended. */
const sessions = new Map<string, StorageState>();

async function stillSignedIn(context: APIRequestContext, baseURL: string): Promise<boolean> {
  const response = await context.get(`${baseURL}/api/auth/session`);
  if (response.status() !== 200) return false;
  const session = (await response.json()) as { user?: { role?: string } };
  return session.user?.role === 'admin';
}

/**
 * A request context signed in as the first admin of `baseURL` (dispose it after use). Like an
 * admin who stays signed in, a worker keeps one session per server; it signs in again (with a new
 * code) when a journey signed that session out or it expired.
 */
export async function adminRequest(baseURL: string): Promise<APIRequestContext> {
  const known = sessions.get(baseURL);
  const context = await playwrightRequest.newContext({ baseURL, storageState: known });
  if (known && (await stillSignedIn(context, baseURL))) return context;
  await signInAdmin(context, baseURL);
  sessions.set(baseURL, await context.storageState());
  return context;
}

/** The admin's session as a browser context's starting cookies. */
export async function adminStorageState(baseURL: string): Promise<StorageState> {
  const context = await adminRequest(baseURL);
  try {
    return await context.storageState();
  } finally {
    await context.dispose();
  }
}

/** A browser context of the admin, signed in on `baseURL`. */
export async function adminBrowserContext(browser: Browser, baseURL: string, options: object = {}) {
  return browser.newContext({ baseURL, storageState: await adminStorageState(baseURL), ...options });
}

/** Approves a merchant's pending KYC submission as the first admin. */
export async function approveKycAsAdmin(baseURL: string, submissionId: string): Promise<void> {
  const admin = await adminRequest(baseURL);
  try {
    const approved = await admin.post(`/api/admin/kyc/submissions/${submissionId}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/**
 * Signs the first admin in through the console's own form on `page`, as an admin does: e-mail and
 * password, then the code the authenticator shows. Ends on the overview (English texts).
 */
export async function signInToAdminConsole(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/admin/login`);
  await page.getByLabel('E-mail').fill(e2eAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  await withFreshCode(baseURL, async (code) => {
    await page.getByLabel('Code from the authenticator app').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
}

/** Gives a browser context (a page's, say) the first admin's session on `baseURL`. */
export async function signInContextAsAdmin(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies((await adminStorageState(baseURL)).cookies);
}

/**
 * What the first admin of a production install does on its first visit (English texts): signs in
 * with the password from ADMIN_EMAIL/ADMIN_PASSWORD, lands on the account page that asks for
 * two-factor (and stays there: the console once sent it back and forth without end), scans the
 * secret into its authenticator, turns two-factor on with a code and keeps the backup codes.
 */
export async function setUpFirstAdmin(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/admin/login`);
  await page.getByLabel('E-mail').fill(e2eAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/account$/);
  await expect(page.getByText('The platform requires two-factor sign-in for admins.')).toBeVisible();
  let navigations = 0;
  const count = () => navigations++;
  page.on('framenavigated', count);
  await page.waitForTimeout(1_000);
  page.off('framenavigated', count);
  expect(navigations, 'page changes in one second on the account page').toBe(0);
  // Nothing else opens yet, so the menu offers nothing else.
  await expect(page.getByRole('link', { name: 'KYC reviews' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByLabel('Your password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  saveAdminDevice(baseURL, { secret, backupCodes: [] });
  await withFreshCode(baseURL, async (code) => {
    await page.getByLabel('Code from the authenticator app').fill(code);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem')).toHaveCount(10);
  });
  const backupCodes = await page
    .getByRole('list', { name: 'Your backup codes' })
    .getByRole('listitem')
    .allTextContents();
  saveAdminDevice(baseURL, { secret, backupCodes: backupCodes.map((code) => code.trim()) });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
}

/**
 * The same first visit through the API the console calls (for the `shortIdle` server, whose
 * 3-second inactivity timeout would sign a browser out between the steps).
 */
export async function setUpFirstAdminViaApi(baseURL: string): Promise<void> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const signIn = await context.post('/api/auth/sign-in', { data: e2eAdmin });
    expect((await signIn.json()).user.twoFactorSetupRequired).toBe(true);
    const setup = await context.post('/api/auth/two-factor/setup', { data: { password: e2eAdmin.password } });
    expect(setup.status(), await setup.text()).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    saveAdminDevice(baseURL, { secret, backupCodes: [] });
    await withFreshCode(baseURL, async (code) => {
      const confirmed = await context.post('/api/auth/two-factor/confirm', { data: { code } });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
    });
  } finally {
    await context.dispose();
  }
}
