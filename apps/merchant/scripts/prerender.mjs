// Writes the public pages to HTML in every language, after `vite build` (the page shell and its
// assets) and `vite build --ssr src/prerender.tsx` (the renderer, in dist-ssr/). The server sends
// dist/prerendered/<lang>/<page>.html for those addresses in the visitor's language, so a phone
// paints the page before any JavaScript has arrived; the app then hydrates it.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const app = path.resolve(import.meta.dirname, '..');
const dist = path.join(app, 'dist');
const ssrDir = path.join(app, 'dist-ssr');
const { prerenderPage, prerenderedPaths } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
const assets = await readdir(path.join(dist, 'assets'));
const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
/**
 * The page's lazily loaded code (and what it imports), fetched with the page: it hydrates at once.
 * Every public page is in the public layout, also loaded lazily.
 */
const layoutModule = 'src/components/public-layout.tsx';
const pageModules = {
  '/': 'src/pages/landing-page.tsx',
  '/login': ['src/components/guards.tsx', 'src/pages/login-page.tsx'],
  '/register': ['src/components/guards.tsx', 'src/pages/register-page.tsx'],
  '/terms': 'src/pages/legal-page.tsx',
  '/privacy': 'src/pages/legal-page.tsx',
};
/**
 * The API descriptions the page's first queries import right after it hydrates (the session in the
 * header, the site's configuration in the footer, the landing page's content): listed with the page
 * so they are fetched already, and the import's own preloading, a request set up for each file
 * inside the effects that start those queries, finds them there (decision 009).
 */
const descriptions = (page) =>
  ['auth', 'config', ...(page === '/' ? ['content'] : [])].map(
    (name) => `../../packages/domain/src/contracts/${name}.ts`,
  );
function chunkFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((one) => chunkFiles(one, seen))];
}
const entryTag = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
const entry = `/${shell.match(entryTag)?.[1]}`;
if (entry === '/undefined') throw new Error('dist/index.html has no module entry');
const shellPreloads = [...shell.matchAll(preloadTag)].map((match) => match[1]);
// The entry waits at its top level for the page's code (main.tsx): a page's chunk that imported it
// would wait for itself and the app would never start. It must keep a file of its own that no
// chunk imports (vite.config.ts: a chunk group that takes the entry's modules merges it away).
const importsEntry = Object.values(manifest).filter((chunk) => chunk.imports?.includes('index.html'));
if (!manifest['index.html']?.isEntry || importsEntry.length > 0)
  throw new Error(
    `the entry must be a file no chunk imports; imported by: ${importsEntry.map((chunk) => chunk.file).join(', ') || 'none, but merged into a shared chunk'}`,
  );
const shellWithoutApp = shell.replace(entryTag, '').replace(preloadTag, '');

for (const locale of ['en', 'tr']) {
  // The language's texts are fetched before the app can hydrate: start them with the page (see
  // packages/i18n/src/catalog-on-demand.ts and the pages' `needs` in src/routes.tsx).
  const catalogFile = (part) =>
    assets.find((file) => new RegExp(`^${locale}-${part}-[\\w-]+\\.js$`).test(file));
  const pageTexts = {
    '/': ['common', 'landing'],
    '/login': ['common', 'landing', 'auth'],
    '/register': ['common', 'landing', 'auth'],
  };
  const catalogFiles = (page) =>
    (pageTexts[page] ?? ['common', 'landing', 'auth', 'rest'])
      .map(catalogFile)
      .filter(Boolean)
      .map((file) => `assets/${file}`);
  for (const page of prerenderedPaths) {
    const body = await prerenderPage(page, locale);
    // React hydrates a Suspense boundary of the HTML in a pass of its own, after the rest of the
    // page has committed and its effects have asked the API: the part inside would then render
    // with answers the HTML was written without (a hydration mismatch). lazyPage renders preloaded
    // code without one; anything else that adds one to a prerendered page must not.
    if (/<!--\$[?!]?-->/.test(body))
      throw new Error(
        `${locale} ${page}: the prerendered page has a Suspense boundary; it must hydrate in one pass`,
      );
    const seen = new Set();
    const pageFiles = [layoutModule, pageModules[page], descriptions(page)]
      .flat()
      .flatMap((key) => chunkFiles(key, seen))
      .filter((file) => file !== entry.slice(1) && !shellPreloads.includes(file));
    // The app starts after the first paint (public/start-after-paint.js): its entry and every
    // module it needs leave the HTML, so a slow network paints the page without waiting for them.
    // Submits and clicks made before it has hydrated are held (public/hold-until-hydrated.js).
    const preload = [...shellPreloads, ...catalogFiles(page), ...pageFiles].map((file) => `/${file}`);
    const start =
      '    <script src="/hold-until-hydrated.js" defer></script>\n' +
      `    <script src="/start-after-paint.js" defer data-entry="${entry}" data-preload="${preload.join(' ')}"></script>\n`;
    const html = shellWithoutApp
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace('  </head>', `${start}  </head>`)
      .replace('<div id="root"></div>', `<div id="root" data-lang="${locale}">${body}</div>`);
    const file = path.join(dist, 'prerendered', locale, `${page === '/' ? 'index' : page.slice(1)}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    console.log(`  prerendered ${locale} ${page}  ${(html.length / 1024).toFixed(1)} kB`);
  }
}
await rm(ssrDir, { recursive: true, force: true });
