import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Owner-only: everything this process creates from now on (PGlite's files included). */
const OWNER_ONLY_UMASK = 0o077;

async function tighten(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await tighten(full);
    else if (entry.isFile()) await chmod(full, 0o600);
  }
}

/**
 * The data directory holds the database, KYC files and the generated secret: it is created 0700
 * with files 0600 whatever the umask, and a directory left readable by an older version is
 * tightened at start.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  process.umask(OWNER_ONLY_UMASK);
  const dir = path.resolve(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await tighten(dir);
}
