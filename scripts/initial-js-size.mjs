// Prints the gzipped size of the JavaScript an app's page loads before it can render (the module
// scripts and modulepreloads of dist/index.html, plus the catalog of the language it starts in)
// and fails the build above the app's budget (with --report-only it only says so):
//   node scripts/initial-js-size.mjs <app name> <dist dir> <budget kB> [--report-only]
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [name, distArg, budgetArg, mode] = process.argv.slice(2);
if (!name || !distArg || !budgetArg) {
  console.error('usage: initial-js-size.mjs <app name> <dist dir> <budget kB>');
  process.exit(2);
}
const dist = path.resolve(distArg);
const budget = Number(budgetArg) * 1024;
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const linked = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => path.basename(m[1]));
// The catalog of one language is fetched before the first render: count the larger of the two.
const assets = await readdir(path.join(dist, 'assets'));
const catalogs = assets.filter((file) => /^(en|tr)-[\w-]+\.js$/.test(file));
const gzipped = async (file) =>
  gzipSync(await readFile(path.join(dist, 'assets', file)), { level: 9 }).length;
let total = 0;
for (const file of linked) {
  const size = await gzipped(file);
  total += size;
  console.log(`  ${file}  ${(size / 1024).toFixed(1)} kB`);
}
const catalogSizes = await Promise.all(catalogs.map(async (file) => ({ file, size: await gzipped(file) })));
const largest = catalogSizes.sort((a, b) => b.size - a.size)[0];
if (largest) {
  total += largest.size;
  console.log(`  ${largest.file}  ${(largest.size / 1024).toFixed(1)} kB (language catalog)`);
}
const verdict = total <= budget ? 'within' : 'OVER';
console.log(
  `${name} initial JavaScript: ${(total / 1024).toFixed(1)} kB gzipped, ${verdict} the ${budget / 1024} kB budget`,
);
if (total > budget && mode !== '--report-only') process.exit(1);
