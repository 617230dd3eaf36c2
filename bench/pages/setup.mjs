// What pages.mjs and trace.mjs share: the built server on its own data directory, the pages to
// load (a checkout page among them, on a link made through the product: checkout-link.mjs) and a
// headless Chromium that asks for a language.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { benchAdmin, createCheckoutLink } from './checkout-link.mjs';

export const port = Number(process.env.PAGES_PORT ?? 3390);
/** BENCH_SHORT=1 (CI): one run of each page of the aim, rather than every public page. */
export const short = process.env.BENCH_SHORT === '1';
/** `/pay/new` stands for the checkout page of a link created for the run. */
const pageList = (
  process.env.PAGES ?? (short ? '/,/login,/register,/pay/new' : '/,/login,/register,/terms,/privacy,/pay/new')
).split(',');
export const base = `http://localhost:${port}`;
const server = path.resolve(import.meta.dirname, '../../apps/api/dist/server.js');

/**
 * Starts the built server on an empty data directory (no demo accounts: the checkout's merchant is
 * made through the product) and returns the addresses to load, each checked to answer 200.
 */
export async function startServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kopru-pages-'));
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    child.kill();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // A first start migrates an empty database: minutes on a busy 2-core machine.
    const deadline = Date.now() + 5 * 60_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/readyz`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error('the server did not start; run `pnpm build` first');
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const pages = [];
    for (const page of pageList)
      pages.push(page === '/pay/new' ? `/pay/${await createCheckoutLink(base)}` : page);
    for (const page of pages) {
      const response = await fetch(`${base}${page}`);
      if (response.status !== 200)
        throw new Error(`${page} answered ${response.status}, not a page to measure`);
    }
    return { pages, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A browser that asks for `lang` (Accept-Language and navigator.languages), as a visitor's phone. */
export function launchBrowser(lang) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--accept-lang=${lang}`,
    ],
  });
}
