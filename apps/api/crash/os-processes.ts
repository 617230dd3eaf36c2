import { execFile } from 'node:child_process';
import { readdir, readFile, readlink } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The API processes a primary started: its children the OS lists as running `script`. */
export async function apiProcessesOf(primary: number, script: string): Promise<number[]> {
  // ps exits 1 when the process has no child.
  const { stdout } = await run('ps', ['--ppid', String(primary), '-o', 'pid=,args=']).catch(() => ({
    stdout: '',
  }));
  return stdout
    .split('\n')
    .map((row) => row.trim())
    .filter((row) => row.includes(script))
    .map((row) => Number(row.split(/\s+/)[0]));
}

/** Established TCP connections to local `port` whose socket process `pid` holds (from /proc). */
export async function connectionsHeld(pid: number, port: number): Promise<number> {
  const sockets = new Set<string>();
  for (const table of ['tcp', 'tcp6']) {
    const text = await readFile(`/proc/${pid}/net/${table}`, 'utf8').catch(() => '');
    for (const row of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      const columns = row.trim().split(/\s+/);
      const localPort = Number.parseInt(columns[1]?.split(':').at(-1) ?? '', 16);
      if (localPort === port && columns[3] === '01' && columns[9]) sockets.add(columns[9]);
    }
  }
  let held = 0;
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode && sockets.has(inode)) held += 1;
  }
  return held;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
