import { defineConfig } from 'vitest/config';

/**
 * The fault suite (`pnpm test:faults`): each file starts its own PostgreSQL cluster and API
 * processes and breaks them. Files run one after another; they are heavy and time-bounded.
 */
export default defineConfig({
  test: {
    include: ['faults/**/*.fault.test.ts'],
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
