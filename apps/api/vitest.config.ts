import { defineConfig } from 'vitest/config';

const integration = ['src/**/*.integration.test.ts', 'test/**/*.integration.test.ts'];

/**
 * Unit tests, then the integration suite on PGlite, and again on PostgreSQL when TEST_DATABASE_URL
 * is set, with the crash test (kill -9 during payments) after them.
 *
 * Vitest's default on a 2-core machine is one file at a time (cores - 1), which left a core idle
 * for most of CI's `pnpm test`: the unit and integration files run two at a time (each file has
 * its own database, ports and Redis key prefix), and the crash files, which start API processes of
 * their own, run afterwards one at a time.
 */
const parallel = { maxWorkers: 2, sequence: { groupOrder: 0 } };

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: integration, ...parallel },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: integration,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['test/global-setup.ts'],
          ...parallel,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: integration,
                env: { TEST_DB: 'postgres' },
                ...parallel,
              },
            },
            {
              // Child API processes (crash/): kill -9 during payments, SIGTERM under load, three APIs
              // and two workers on one database and Redis (TEST_REDIS_URL). PostgreSQL only.
              extends: true as const,
              test: {
                name: 'crash',
                include: ['crash/**/*.crash.test.ts'],
                testTimeout: 240_000,
                maxWorkers: 1,
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
