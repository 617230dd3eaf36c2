// Screenshots of pages of a running server, for looking at screens in both languages and at
// phone width. Usage:
//   node e2e/scripts/screenshots.mjs http://localhost:3000 /tmp/shots \
//     "name|/path|width|en-or-tr[|email:password]" ...
import { chromium } from '@playwright/test';

const [, , base, out, ...specs] = process.argv;
if (!base || !out || specs.length === 0) {
  console.error('usage: screenshots.mjs BASE_URL OUT_DIR "name|/path|width|lang[|email:password]" ...');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const spec of specs) {
  const [name, path, width, lang, credentials] = spec.split('|');
  const context = await browser.newContext({
    viewport: { width: Number(width), height: 800 },
    locale: lang === 'tr' ? 'tr-TR' : 'en-US',
  });
  const page = await context.newPage();
  await page.addInitScript((language) => localStorage.setItem('kopru.lang', language), lang);
  if (credentials) {
    const [email, password] = credentials.split(':');
    const response = await page.request.post(`${base}/api/auth/sign-in`, { data: { email, password } });
    if (response.status() !== 200) console.error(`${name}: sign-in failed (${response.status()})`);
  }
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
