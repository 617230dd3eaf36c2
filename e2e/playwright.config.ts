import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The journeys run the built server (`pnpm build` first) as it runs live: NODE_ENV=production
 * with its defaults (no demo accounts, admins must set up two-factor sign-in, password-reset links
 * never kept in the outbox), on fresh PGlite directories, on `localhost` over http as production
 * allows on loopback. The first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD, as in README, and sets
 * up two-factor in the browser (tests/first-admin.setup.ts) before any other journey.
 *
 * Three servers:
 * - `live`: production defaults and nothing else (no SMTP either, like a first install): the
 *   first-run journey of tests/production-first-run.spec.ts, where an operator's first admin sets
 *   up two-factor and an SME goes from sign-up to a paid link through all three apps.
 * - `main`: production plus the test settings listed in `journeySettings`, each needed by the
 *   journeys named beside it; e-mail goes to the mail sink (support/mail-sink.ts).
 * - `shortIdle`: `main`'s settings with a 3-second inactivity timeout (auth.spec.ts) and the
 *   checkout's proof-of-work challenge after two declines (checkout-challenge.spec.ts).
 * - `iyzico`: `main`'s settings with iyzico as the acquirer, played by the iyzico contract server
 *   (apps/api/test/iyzico-contract, started by support/global-setup.ts): the payer types the card
 *   on its stand-in of iyzico's Checkout Form page (iyzico-checkout-form.spec.ts).
 */
const first = Number(process.env.E2E_PORT ?? 3100);
export const ports = {
  main: first,
  shortIdle: first + 1,
  live: first + 2,
  iyzico: first + 3,
  mailSmtp: first + 10,
  mailHttp: first + 11,
  iyzicoContract: first + 12,
};
/** Configured on the e2e servers: the public pages must show it, not the built-in default. */
export const supportEmail = 'destek@kopru-e2e.com.tr';
/** The first admin of every e2e server, created at start-up from ADMIN_EMAIL/ADMIN_PASSWORD. */
export const e2eAdmin = { email: 'e2e-admin@kopru.local', password: 'E2E-admin-pass-2026' };

/**
 * Every e2e server keeps its database and its log under this directory (one per run, shared with
 * the workers and the teardown through the environment), so the teardown can scan them; the
 * first admin's authenticator secret and backup codes are kept there too (support/admin.ts).
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

/** What an operator sets on any install: where it lives, its first admin, its names. */
function productionEnv(port: number) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: serverDataDir(port),
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    SUPPORT_EMAIL: supportEmail,
    OPERATOR_NAME: 'Köprü Ödeme Hizmetleri A.Ş.',
    // Every request line goes to server.log, which the teardown scans for card data.
    LOG_LEVEL: 'info',
  };
}

/** Test settings of the `main` and `shortIdle` servers, each for the journeys that need it. */
const journeySettings = {
  // E-mail is delivered to the mail sink, where the journeys read their links.
  SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}`,
  // Two workers sign in dozens of accounts a minute from one address (the limit has its own tests).
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // ...and sign up, invite and reset dozens of addresses (e-mails per client have their own tests).
  EMAILS_PER_CLIENT_PER_HOUR: '100000',
  // The journeys pay with the same test cards all day; card-testing limits have their own tests.
  CHECKOUT_CARD_ATTEMPTS_PER_HOUR: '100000',
  CHECKOUT_LINK_DECLINES_PER_HOUR: '100000',
  CHECKOUT_CHALLENGE_AFTER_DECLINES: '100000',
  // webhooks.spec.ts sends to a receiver it starts on 127.0.0.1.
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  // disputes.spec.ts: the dispute test card's dispute is reported two seconds after the payment.
  SANDBOX_DISPUTE_AFTER_SECONDS: '2',
};

/** The iyzico contract server's keys and address, as the `iyzico` server is configured with them. */
export const iyzicoContract = {
  apiKey: 'sandbox-contract-api-key',
  secretKey: 'sandbox-contract-secret-key',
  url: `http://127.0.0.1:${ports.iyzicoContract}`,
};

function webServer(port: number, env: Record<string, string>) {
  return {
    command: serverCommand(port),
    url: `http://localhost:${port}/readyz`,
    env,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
  };
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
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
  projects: [
    { name: 'first admin', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', dependencies: ['first admin'] },
  ],
  webServer: [
    webServer(ports.live, productionEnv(ports.live)),
    webServer(ports.main, { ...productionEnv(ports.main), ...journeySettings }),
    webServer(ports.shortIdle, {
      ...productionEnv(ports.shortIdle),
      ...journeySettings,
      INACTIVITY_TIMEOUT_MS: '3000',
      CHECKOUT_CHALLENGE_AFTER_DECLINES: '2',
    }),
    webServer(ports.iyzico, {
      ...productionEnv(ports.iyzico),
      ...journeySettings,
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: iyzicoContract.apiKey,
      IYZICO_SECRET_KEY: iyzicoContract.secretKey,
      IYZICO_BASE_URL: iyzicoContract.url,
      // Production marketplace mode starts only with iyzico's rates declared, not above ours.
      IYZICO_COMMISSION_PERCENT: '2.9',
      IYZICO_COMMISSION_FEE: '0.30',
      // Required in production marketplace mode (decision 015).
      WITHHOLDING_TAX_PERCENT: '1',
    }),
  ],
});
