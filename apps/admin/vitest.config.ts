import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // A dialog test types dozens of keys; with the API suite on the same two cores it can pass 5 s.
  test: { environment: 'happy-dom', include: ['src/**/*.test.tsx'], testTimeout: 120_000 },
});
