// pgbench's TPC-B-like run on the same PostgreSQL server: the machine's own limit for small
// write transactions, the figure the API is compared with. Installs pgbench when missing.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function hasPgbench(): Promise<boolean> {
  try {
    await run('pgbench', ['--version']);
    return true;
  } catch {
    return false;
  }
}

async function installPgbench(): Promise<void> {
  console.log('pgbench missing: installing postgresql-contrib (apt-get)');
  await run('apt-get', ['update'], { maxBuffer: 64 * 1024 * 1024 });
  await run('apt-get', ['install', '-y', 'postgresql-contrib'], { maxBuffer: 64 * 1024 * 1024 });
}

/** Transactions per second of `pgbench -c clients` (TPC-B-like, scale 10) on the database `url`. */
export async function pgbenchTps(url: string, clients: number, seconds: number): Promise<number> {
  if (!(await hasPgbench())) await installPgbench();
  await run('pgbench', ['-i', '-q', '-s', '10', url], { maxBuffer: 64 * 1024 * 1024 });
  const { stdout } = await run(
    'pgbench',
    ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const match = /tps = ([\d.]+)/.exec(stdout);
  if (!match?.[1]) throw new Error(`pgbench printed no tps: ${stdout}`);
  return Number(match[1]);
}
