import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
let child: ChildProcess | undefined;
let root: string | undefined;
afterAll(async () => {
  child?.kill('SIGTERM');
  if (root) await rm(root, { recursive: true, force: true });
});

async function modes(dir: string, out: string[] = []): Promise<string[]> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mode = ((await stat(full)).mode & 0o777).toString(8);
    out.push(`${entry.isDirectory() ? 'dir' : 'file'} ${mode}`);
    if (entry.isDirectory()) await modes(full, out);
  }
  return out;
}

/** Starts the real server (src/server.ts) as production on PGlite and waits until it listens. */
function startServer(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://pay.example.com',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SERVE_APPS: 'false',
        WORKERS: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Köprü is running')) resolve(output);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

describe('a production start', () => {
  it('creates no demo accounts, warns that e-mail is not leaving, and keeps its data owner-only', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kopru-prod-'));
    const dataDir = path.join(root, 'data');
    const output = await startServer(dataDir);
    expect(output).not.toContain('@kopru.local');
    expect(output).not.toContain('Demo accounts');
    expect(output).toContain('email_not_leaving');

    expect(((await stat(dataDir)).mode & 0o777).toString(8)).toBe('700');
    const found = await modes(dataDir);
    expect(found.length).toBeGreaterThan(100);
    expect([...new Set(found)].sort()).toEqual(['dir 700', 'file 600']);
  }, 120_000);
});
