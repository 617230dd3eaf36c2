import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/v1': 'http://localhost:3000' } },
  // The manifest tells scripts/prerender.mjs which files a prerendered page's code is in.
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
