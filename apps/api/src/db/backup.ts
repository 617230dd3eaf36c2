import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './client.ts';

/**
 * Backup and restore (`pnpm db:backup FILE`, `pnpm db:restore FILE`; docs/operations.md):
 * - PGlite: the whole cluster as a gzipped tarball (PGlite's dumpDataDir), restored with its
 *   loadDataDir into an empty DATA_DIR/pglite. Run both while the server is stopped: PGlite is
 *   one process's database.
 * - PostgreSQL: `pg_dump --format=custom` and `pg_restore --clean --if-exists --single-transaction`
 *   (the client tools must be at least the server's major version); the server may keep running.
 */
export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', (error) => reject(new Error(`${command}: ${error.message} (is it installed?)`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, target.url]);
    return;
  }
  if (!existsSync(target.dataDir)) throw new Error(`no PGlite database at ${target.dataDir}`);
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await database.close();
  }
}

/**
 * Restores `file` over the target. PGlite: an existing database directory is kept beside it
 * (`pglite.before-restore-<time>`), never deleted. PostgreSQL: the dump's tables replace the
 * database's in one transaction.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<{ keptAside?: string }> {
  if (target.kind === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${target.url}`,
      file,
    ]);
    return {};
  }
  const dump = new Blob([await readFile(file)]);
  let keptAside: string | undefined;
  if (existsSync(target.dataDir) && (await readdir(target.dataDir)).length > 0) {
    keptAside = `${target.dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target.dataDir, keptAside);
  }
  const database = await openDatabase({ dataDir: target.dataDir, loadDataDir: dump });
  // The cluster is written out once it is ready; closing earlier would leave nothing behind.
  await (database.db as unknown as { $client: PGlite }).$client.waitReady;
  await database.close();
  return keptAside ? { keptAside: path.resolve(keptAside) } : {};
}
