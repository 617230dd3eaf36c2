import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // A test that types dozens of keys takes 5 s alone and took 61 s once in CI, where turbo runs every
  // package's suite at once on two cores (and helpers' suites shared them).
  test: { environment: 'happy-dom', include: ['src/**/*.test.tsx'], testTimeout: 120_000 },
});
