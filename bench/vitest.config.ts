import { defineConfig } from 'vitest/config';

// The raw loop's test sets up a merchant through the product's paths (sign-up to KYC): minutes
// on a loaded machine.
export default defineConfig({ test: { testTimeout: 300_000, hookTimeout: 120_000 } });
