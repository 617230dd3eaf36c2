import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Runs the built single-node server (`pnpm build` first) on a fresh PGlite directory: one with
 * the default settings and one with a 3-second inactivity timeout for the sign-out test and a
 * proof-of-work challenge after two declines for the checkout-challenge test.
 */
export const ports = {
  main: Number(process.env.E2E_PORT ?? 3100),
  shortIdle: Number(process.env.E2E_PORT ?? 3100) + 1,
};
/** Configured on the e2e servers: the public pages must show it, not the built-in default. */
export const supportEmail = 'destek@kopru-e2e.com.tr';
export const e2eAdmin = { email: 'e2e-admin@kopru.local', password: 'E2E-admin-pass-2026' };

/**
 * Every e2e server keeps its database and its log under this directory (one per run, shared with
 * the workers and the teardown through the environment), so the teardown can scan them.
 */
process.env.KOPRU_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'kopru-e2e-'));
export const e2eDataRoot = process.env.KOPRU_E2E_DATA;
export function serverDataDir(port: number): string {
  const dir = path.join(e2eDataRoot, `server-${port}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const server = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
function serverCommand(port: number): string {
  return `node ${server} > ${path.join(serverDataDir(port), 'server.log')} 2>&1`;
}
function serverEnv(port: number, extra: Record<string, string> = {}) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: serverDataDir(port),
    SEED_DEMO: 'false',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // The journeys pay with the same test cards all day; card-testing limits have their own tests.
    CHECKOUT_CARD_ATTEMPTS_PER_HOUR: '100000',
    CHECKOUT_LINK_DECLINES_PER_HOUR: '100000',
    CHECKOUT_CHALLENGE_AFTER_DECLINES: '100000',
    // Every request line goes to server.log, which the teardown scans for card data.
    LOG_LEVEL: 'info',
    // The webhook journeys send to a receiver the test starts on 127.0.0.1.
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    SUPPORT_EMAIL: supportEmail,
    OPERATOR_NAME: 'Köprü Ödeme Hizmetleri A.Ş.',
    ...extra,
  };
}

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/card-data-scan.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${ports.main}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The apps follow the browser's language on a first visit: the journeys run in English.
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: serverCommand(ports.main),
      url: `http://localhost:${ports.main}/readyz`,
      env: serverEnv(ports.main),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: serverCommand(ports.shortIdle),
      url: `http://localhost:${ports.shortIdle}/readyz`,
      // Also the server of the checkout challenge journey: a challenge after two declines.
      env: serverEnv(ports.shortIdle, {
        INACTIVITY_TIMEOUT_MS: '3000',
        CHECKOUT_CHALLENGE_AFTER_DECLINES: '2',
      }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
