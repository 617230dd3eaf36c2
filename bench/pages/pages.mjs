// Lighthouse, mobile preset with its default (simulated) throttling, on the public pages of the
// built single-node server in both languages: `pnpm build`, then `pnpm bench:pages`.
// Chromium from CHROME_PATH (default /usr/bin/chromium). Prints score, FCP, LCP, TBT, CLS and the
// JavaScript transferred, and the median of PAGES_RUNS runs (default 3): one run varies by ±10
// points on a busy 2-core machine.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.PAGES_PORT ?? 3390);
const runs = Number(process.env.PAGES_RUNS ?? 3);
const pages = (process.env.PAGES ?? '/,/login,/register,/terms,/privacy').split(',');
const base = `http://localhost:${port}`;
const server = path.resolve(import.meta.dirname, '../../apps/api/dist/server.js');

async function startServer() {
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(chrome, page) {
  const result = await lighthouse(`${base}${page}`, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  const { audits, categories, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (a busy machine can time it out) is left out of the median.
  if (runtimeError || categories.performance.score === null) return undefined;
  const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    js: scripts?.transferSize ?? 0,
  };
}

/** A browser that asks for `lang` (Accept-Language and navigator.languages), as a visitor's phone. */
function launchBrowser(lang) {
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

const stop = await startServer();
const rows = new Map();
try {
  for (const lang of ['en', 'tr']) {
    const chrome = await launchBrowser(lang);
    try {
      for (const page of pages) {
        const results = [];
        for (let run = 0; run < runs; run++) {
          const result = await measure(chrome, page);
          if (result) results.push(result);
        }
        rows.set(`${page} ${lang}`, { page, lang, results });
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  await stop();
}

console.log(`Lighthouse mobile, median of up to ${runs} runs`);
console.log('page        lang  score  FCP (s)  LCP (s)  TBT (ms)  CLS    JS (kB)');
for (const page of pages) {
  for (const lang of ['en', 'tr']) {
    const { results } = rows.get(`${page} ${lang}`);
    if (results.length === 0) {
      console.log(`${page.padEnd(11)} ${lang.padEnd(4)} no run finished`);
      continue;
    }
    const pick = (key) => median(results.map((one) => one[key]));
    console.log(
      [
        page.padEnd(11),
        lang.padEnd(4),
        String(pick('score')).padStart(5),
        (pick('fcp') / 1000).toFixed(1).padStart(8),
        (pick('lcp') / 1000).toFixed(1).padStart(8),
        String(Math.round(pick('tbt'))).padStart(9),
        pick('cls').toFixed(3).padStart(6),
        String(Math.round(pick('js') / 1024)).padStart(9),
      ].join(' '),
    );
  }
}
