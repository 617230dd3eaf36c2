// The functions with the most self time in a V8 CPU profile (`node --cpu-prof`), as shares of the
// busy time (samples not idle), then the same by package: `node bench/profile-top.mjs
// file.cpuprofile [count] [pattern]`. Functions are grouped by name and file, the file shortened to
// its package or its path in the repository. With a pattern (a regular expression over
// "name  file:line"), also the time spent inside the first matching frame of each stack, self
// and callees included, split by the callee it was in: what a step of the pay path costs and where.
import { readFileSync } from 'node:fs';

const [file, count = '25', pattern] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile-top.mjs file.cpuprofile [count] [pattern]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const shorten = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/.*\/(apps|packages|bench)\//, '$1/');
const packageOf = (key) => {
  const file = key.split('  ')[1] ?? '';
  if (!file) return key.trim();
  if (file.startsWith('node:')) return 'node internals';
  const parts = file.split('/');
  return file.startsWith('@')
    ? parts.slice(0, 2).join('/')
    : parts.slice(0, file.match(/^(apps|packages)\//) ? 2 : 1).join('/');
};
const packages = new Map();
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]);
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'}  ${url ? `${shorten(url)}:${lineNumber + 1}` : ''}`;
  self.set(key, (self.get(key) ?? 0) + dt);
}
const idle = [...self].filter(([key]) => key.startsWith('(idle)')).reduce((sum, [, us]) => sum + us, 0);
const busy = total - idle;
console.log(`${(total / 1e6).toFixed(1)} s sampled in ${file}, ${(busy / 1e6).toFixed(1)} s busy`);
const top = (map) => [...map].filter(([key]) => !key.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);
for (const [key, us] of top(self).slice(0, Number(count)))
  console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${key}`);
for (const [key, us] of self) packages.set(packageOf(key), (packages.get(packageOf(key)) ?? 0) + us);
console.log('by package:');
for (const [key, us] of top(packages).slice(0, 15))
  console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${key}`);

if (pattern) {
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const keyOf = ({ functionName, url, lineNumber }) =>
    `${functionName || '(anonymous)'}  ${url ? `${shorten(url)}:${lineNumber + 1}` : ''}`;
  const matching = new RegExp(pattern);
  const inside = new Map();
  let within = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const stack = [];
    for (let node = byId.get(profile.samples[i]); node; node = parentOf.get(node.id)) stack.push(node);
    if (stack[0]?.callFrame.functionName === '(idle)') continue;
    const at = stack.findIndex((node) => matching.test(keyOf(node.callFrame)));
    if (at < 0) continue;
    const dt = profile.timeDeltas[i] ?? 0;
    within += dt;
    const callee = at === 0 ? '(self)' : keyOf(stack[at - 1].callFrame);
    inside.set(callee, (inside.get(callee) ?? 0) + dt);
  }
  console.log(`inside ${pattern}: ${((100 * within) / busy).toFixed(1)} %, by callee:`);
  for (const [key, us] of top(inside).slice(0, Number(count)))
    console.log(`${((100 * us) / busy).toFixed(1).padStart(5)} %  ${key}`);
}
