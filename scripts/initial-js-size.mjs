// Prints the gzipped size of the JavaScript an app's page loads before it can render (the module
// scripts and modulepreloads of dist/index.html, plus the catalog files of the language it starts
// in that the app loads before rendering, packages/i18n/src/catalog-on-demand.ts) and fails the
// build above the app's budget (with --report-only it only says so):
//   node scripts/initial-js-size.mjs <app name> <dist dir> <budget kB> --texts=common,landing [--report-only]
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [name, distArg, budgetArg, ...flags] = process.argv.slice(2);
const reportOnly = flags.includes('--report-only');
const texts = (flags.find((flag) => flag.startsWith('--texts='))?.slice('--texts='.length) ?? '').split(',');
if (!name || !distArg || !budgetArg || !texts[0]) {
  console.error('usage: initial-js-size.mjs <app name> <dist dir> <budget kB> --texts=<catalog files>');
  process.exit(2);
}
const dist = path.resolve(distArg);
const budget = Number(budgetArg) * 1024;
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const linked = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => path.basename(m[1]));
const assets = await readdir(path.join(dist, 'assets'));
const gzipped = async (file) =>
  gzipSync(await readFile(path.join(dist, 'assets', file)), { level: 9 }).length;
let total = 0;
for (const file of linked) {
  const size = await gzipped(file);
  total += size;
  console.log(`  ${file}  ${(size / 1024).toFixed(1)} kB`);
}
// Each catalog file the app loads before rendering, in the language where it is larger.
for (const part of texts) {
  const files = assets.filter((file) => new RegExp(`^(en|tr)-${part}-[\\w-]+\\.js$`).test(file));
  if (files.length === 0) throw new Error(`no catalog file "${part}" in ${dist}/assets`);
  const sizes = await Promise.all(files.map(async (file) => ({ file, size: await gzipped(file) })));
  const largest = sizes.sort((a, b) => b.size - a.size)[0];
  total += largest.size;
  console.log(`  ${largest.file}  ${(largest.size / 1024).toFixed(1)} kB (texts)`);
}
const verdict = total <= budget ? 'within' : 'OVER';
console.log(
  `${name} initial JavaScript: ${(total / 1024).toFixed(1)} kB gzipped, ${verdict} the ${budget / 1024} kB budget`,
);
if (total > budget && !reportOnly) process.exit(1);
