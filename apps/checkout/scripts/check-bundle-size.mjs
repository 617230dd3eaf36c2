// Prints the gzipped size of the JavaScript the checkout page loads first (the module scripts
// and modulepreloads in dist/index.html) and fails the build above the budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 90 * 1024;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => m[1]);
let total = 0;
for (const src of scripts) {
  const file = path.join(dist, src.replace(/^\/pay\//, ''));
  const size = gzipSync(await readFile(file), { level: 9 }).length;
  total += size;
  console.log(`  ${path.basename(file)}  ${(size / 1024).toFixed(1)} kB gzipped`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `checkout initial JavaScript: ${(total / 1024).toFixed(1)} kB gzipped, ${verdict} the ${BUDGET_BYTES / 1024} kB budget`,
);
if (total > BUDGET_BYTES) process.exit(1);
