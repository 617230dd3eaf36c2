import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Runs the built single-node server (`pnpm build` first) on a fresh PGlite directory: one with
 * the default settings and one with a 3-second inactivity timeout for the sign-out test.
 */
export const ports = {
  main: Number(process.env.E2E_PORT ?? 3100),
  shortIdle: Number(process.env.E2E_PORT ?? 3100) + 1,
};
/** Configured on the e2e servers: the public pages must show it, not the built-in default. */
export const supportEmail = 'destek@kopru-e2e.com.tr';
export const e2eAdmin = { email: 'e2e-admin@kopru.local', password: 'E2E-admin-pass-2026' };

const server = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
function serverEnv(port: number, extra: Record<string, string> = {}) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kopru-e2e-')),
    SEED_DEMO: 'false',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
    // The webhook journeys send to a receiver the test starts on 127.0.0.1.
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    SUPPORT_EMAIL: supportEmail,
    OPERATOR_NAME: 'Köprü Ödeme Hizmetleri A.Ş.',
    ...extra,
  };
}

export default defineConfig({
  testDir: './tests',
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: `node ${server}`,
      url: `http://localhost:${ports.main}/readyz`,
      env: serverEnv(ports.main),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `node ${server}`,
      url: `http://localhost:${ports.shortIdle}/readyz`,
      env: serverEnv(ports.shortIdle, { INACTIVITY_TIMEOUT_MS: '3000' }),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
