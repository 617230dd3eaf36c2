// Copies to OUT_DIR the packages of node_modules that the built API's entry points load, found by
// tracing them (@vercel/nft, as Next.js's standalone output does): pnpm installs optional peer
// dependencies (vitest for better-auth, typescript for i18next...) with the packages that name
// them, so `pnpm install --prod` alone leaves dev tools in the image. Each package the trace
// reaches is copied whole (iyzipay, for one, requires its resources by computed names), with the
// links pnpm made to it. Run from the repository root after `pnpm build`:
//   node deploy/trace-runtime.mjs OUT_DIR
import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { nodeFileTrace } from '@vercel/nft';

const [outDir] = process.argv.slice(2);
if (!outDir) throw new Error('usage: node deploy/trace-runtime.mjs OUT_DIR');
const entries = ['server', 'migrate', 'admin-create', 'admin-reset-two-factor', 'db-backup'].map(
  (name) => `apps/api/dist/${name}.js`,
);
// Read through createRequire().resolve (src/pdf/writer.ts), which the trace does not follow.
const fonts = ['400Regular/NotoSans_400Regular.ttf', '700Bold/NotoSans_700Bold.ttf'].map(
  (file) => `apps/api/node_modules/@expo-google-fonts/noto-sans/${file}`,
);
const { fileList } = await nodeFileTrace([...entries, ...fonts], { base: process.cwd() });

/** node_modules/.pnpm/<id>/node_modules/<name> of a file inside that package. */
const packageOf = (file) => /^node_modules\/\.pnpm\/[^/]+\/node_modules\/(?:@[^/]+\/)?[^/]+/.exec(file)?.[0];
const copies = new Set();
for (const file of fileList) {
  if (!file.includes('node_modules/')) continue; // the built files are copied as they are
  const whole = packageOf(file);
  // A package whose package.json alone is read (better-auth's telemetry asks typescript's
  // version) keeps only that file.
  copies.add(whole && whole !== file && !file.endsWith(`${whole}/package.json`) ? whole : file);
}
for (const source of copies) {
  const target = path.join(outDir, source);
  await mkdir(path.dirname(target), { recursive: true });
  await cp(source, target, { verbatimSymlinks: true, recursive: true });
}
console.log(`${copies.size} packages and links of node_modules copied to ${outDir}`);
