// What pages.mjs and trace.mjs share: the built server on its own data directory, the pages to
// load and a headless Chromium that asks for a language.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';

export const port = Number(process.env.PAGES_PORT ?? 3390);
export const pages = (process.env.PAGES ?? '/,/login,/register,/terms,/privacy').split(',');
export const base = `http://localhost:${port}`;
const server = path.resolve(import.meta.dirname, '../../apps/api/dist/server.js');

export async function startServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kopru-pages-'));
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      if (tries > 120) throw new Error('the server did not start; run `pnpm build` first');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return async () => {
    child.kill();
    await rm(dataDir, { recursive: true, force: true });
  };
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
