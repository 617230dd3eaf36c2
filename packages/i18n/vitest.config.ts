import { defineConfig } from 'vitest/config';

// CI shares two cores between every package's suite: a loop over the catalogs once took 8 s.
export default defineConfig({ test: { testTimeout: 60_000 } });
