import path from 'node:path';
import { type BackupTarget, backupDatabase, restoreDatabase } from '../db/backup.ts';
import { EnvError, loadEnv } from '../env.ts';

/**
 * `pnpm db:backup [FILE]` and `pnpm db:restore FILE` (the first argument says which): the
 * configured database, PostgreSQL (DATABASE_URL, through pg_dump/pg_restore) or PGlite under
 * DATA_DIR. See docs/operations.md "Backup and restore".
 */
async function main() {
  const [command, fileArgument] = process.argv.slice(2);
  const env = loadEnv();
  const target: BackupTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') };
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file =
      fileArgument ?? `kopru-${target.kind}-${stamp}.${target.kind === 'postgres' ? 'dump' : 'tar.gz'}`;
    await backupDatabase(target, file);
    process.stdout.write(`Backup of the ${target.kind} database written to ${path.resolve(file)}\n`);
  } else if (command === 'restore') {
    if (!fileArgument) throw new EnvError('Usage: pnpm db:restore FILE');
    const { keptAside } = await restoreDatabase(target, fileArgument);
    process.stdout.write(`Restored the ${target.kind} database from ${path.resolve(fileArgument)}\n`);
    if (keptAside) process.stdout.write(`The database it replaced is kept at ${keptAside}\n`);
  } else {
    throw new EnvError('Usage: db-backup backup [FILE] | db-backup restore FILE');
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
