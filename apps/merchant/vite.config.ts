import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const merchantSrc = String.raw`apps[\\/]merchant[\\/]src[\\/]`;
const under = (pattern: string) => new RegExp(merchantSrc + pattern);

/**
 * The prerendered pages' code in a few files rather than about sixty (decision 014): each module
 * file costs the browser's main thread a request, a compile and an instantiation, and on a slow
 * phone that was a third of what those pages ran after their first paint. A group takes the modules
 * it names and, unless a group before it took them, everything they import.
 */
const chunkGroups = [
  // What the entry imports statically from libraries and packages, with the route names the
  // pages share with it (the frame). The app's own entry modules stay in the entry: main.tsx and
  // i18n.ts wait at their top level (for the page's code, for the texts), and a page's chunk that
  // imported from a chunk holding them would wait for itself (the app would never start).
  {
    name: 'frame',
    tags: ['$initial' as const],
    test: (id: string) =>
      (/node_modules|packages[\\/]/.test(id) && !/[\\/]locales[\\/]/.test(id)) ||
      under(String.raw`paths\.ts$`).test(id),
  },
  // The API descriptions the public pages' first queries import (session, configuration, site
  // content) with zod and their schemas: still imported on the first call, after hydration.
  {
    name: 'public-api',
    test: /packages[\\/]domain[\\/]src[\\/]contracts[\\/](auth|config|content)\.ts$/,
  },
  // The public layout with what more than one public page uses (the guard of the sign-in pages,
  // the figures the landing and legal pages quote, the document title), then each page.
  {
    name: 'public-layout',
    test: (id: string) =>
      under(String.raw`(components[\\/](public-layout|guards)\.tsx|pages[\\/]landing[\\/]figures\.ts)$`).test(
        id,
      ) || /packages[\\/]ui[\\/]src[\\/]use-document-title\.tsx$/.test(id),
  },
  { name: 'landing', test: under(String.raw`pages[\\/](landing-page\.tsx|landing[\\/])`) },
  {
    name: 'sign-in',
    test: under(String.raw`pages[\\/](login-page|register-page|forgot-password-view)\.tsx$`),
  },
  { name: 'legal', test: under(String.raw`pages[\\/]legal-page\.tsx$`) },
].map((group, index, groups) => ({ ...group, priority: groups.length - index }));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/v1': 'http://localhost:3000' } },
  // The manifest tells scripts/prerender.mjs which files a prerendered page's code is in.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // The prerender's own build (`--ssr`) runs in Node at build time: its files as they come.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
