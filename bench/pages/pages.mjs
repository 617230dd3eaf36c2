// Lighthouse, mobile preset with its default (simulated) throttling, on the public pages of the
// built single-node server in both languages: `pnpm build`, then `pnpm bench:pages`.
// Chromium from CHROME_PATH (default /usr/bin/chromium). Prints score, FCP, LCP, TBT, CLS and the
// JavaScript transferred, and the median of PAGES_RUNS runs (default 3): one run varies by ±10
// points on a busy 2-core machine. BENCH_SHORT=1 (CI) measures once `/`, `/login`, `/register`
// and a checkout page. Exits with 1 when a page gave no figure in a language (a run Lighthouse
// could not finish is tried once more), never because of a figure's value.
import lighthouse from 'lighthouse';
import { base, launchBrowser, short, startServer } from './setup.mjs';

const runs = Number(process.env.PAGES_RUNS ?? (short ? 1 : 3));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(chrome, page) {
  const result = await lighthouse(`${base}${page}`, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
  }).catch((error) => console.error(`${page}: ${error.message}`));
  const { audits, categories, runtimeError } = result?.lhr ?? {};
  // A run Lighthouse could not finish (a busy machine can time it out) is left out of the median.
  if (!categories || runtimeError || categories.performance.score === null) return undefined;
  const scripts = audits['resource-summary'].details?.items.find((item) => item.resourceType === 'script');
  const figures = {
    score: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    js: scripts?.transferSize ?? 0,
  };
  return Object.values(figures).every(Number.isFinite) ? figures : undefined;
}

/** One run's figures; a run that did not finish is tried once more. */
async function measureOnce(chrome, page) {
  return (await measure(chrome, page)) ?? (await measure(chrome, page));
}

const { pages, stop } = await startServer();
const rows = new Map();
try {
  for (const lang of ['en', 'tr']) {
    const chrome = await launchBrowser(lang);
    try {
      for (const page of pages) {
        const results = [];
        for (let run = 0; run < runs; run++) {
          const result = await measureOnce(chrome, page);
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
const column = Math.max(11, ...pages.map((page) => page.length));
console.log(`${'page'.padEnd(column)} lang  score  FCP (s)  LCP (s)  TBT (ms)  CLS    JS (kB)`);
for (const page of pages) {
  for (const lang of ['en', 'tr']) {
    const { results } = rows.get(`${page} ${lang}`);
    if (results.length === 0) {
      console.log(`${page.padEnd(column)} ${lang.padEnd(4)} no run finished`);
      process.exitCode = 1;
      continue;
    }
    const pick = (key) => median(results.map((one) => one[key]));
    console.log(
      [
        page.padEnd(column),
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
