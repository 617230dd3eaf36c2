import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/test-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);
let root: string | undefined;
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** The image's `migrate` role, as a process: node src/cli/migrate.ts with the server's settings. */
function migrate(dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', path.join(here, 'migrate.ts')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir },
  });
}

// On PGlite only: `pnpm test:image` runs the same command in the image against PostgreSQL.
describe.skipIf(testDbKind === 'postgres')('the migrate command', () => {
  it('applies every migration to the configured database and exits', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kopru-migrate-'));
    const dataDir = path.join(root, 'data');
    expect((await migrate(dataDir)).stdout).toContain('Migrations applied to the pglite database.');

    const journal = JSON.parse(
      await readFile(path.join(here, '../db/migrations/meta/_journal.json'), 'utf8'),
    );
    const database = new PGlite(path.join(dataDir, 'pglite'));
    try {
      const applied = await database.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows).toEqual([{ n: journal.entries.length }]);
    } finally {
      await database.close();
    }
  });
});
