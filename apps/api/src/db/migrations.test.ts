import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';

const run = promisify(execFile);

describe('migrations', () => {
  it('agree with the Drizzle schema (drizzle-kit generates nothing new)', async () => {
    // drizzle-kit only accepts an output folder relative to the package.
    const packageDir = path.resolve(import.meta.dirname, '../..');
    const relativeOut = `.drift-check-${randomBytes(4).toString('hex')}`;
    const out = path.join(packageDir, relativeOut);
    try {
      await cp(migrationsFolder, out, { recursive: true });
      const before = await readdir(out);
      const { stdout, stderr } = await run(
        'pnpm',
        [
          'exec',
          'drizzle-kit',
          'generate',
          '--dialect=postgresql',
          '--schema=./src/db/schema/*.ts',
          `--out=${relativeOut}`,
        ],
        { cwd: packageDir },
      );
      expect(await readdir(out)).toEqual(before);
      expect(stdout + stderr).toContain('No schema changes');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 60_000);
});
