import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { freePort } from '../faults/ports.ts';
import type { CrashGate } from './gate.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * crash-api.ts bundled once like build.mjs bundles the server (npm packages external), so each
 * of the test's many restarts is a plain `node` start: one process, which `kill -9` ends.
 */
export function bundleCrashApi(): Promise<string> {
  return bundle(path.join(apiDir, 'crash', 'crash-api.ts'), 'crash-api.mjs');
}

/** src/server.ts bundled as build.mjs bundles it (start with MIGRATIONS_DIR set: see startChild). */
export function bundleServer(): Promise<string> {
  return bundle(path.join(apiDir, 'src', 'server.ts'), 'server.mjs');
}

async function bundle(entry: string, name: string): Promise<string> {
  const outfile = path.join(apiDir, 'node_modules', '.cache', 'kopru-crash', name);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externalize-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@kopru/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

export interface Child {
  base: string;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the bundled API and waits for /readyz. */
export async function startChild(
  script: string,
  env: Record<string, string>,
  gate: CrashGate,
  logFile: string,
): Promise<Child> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      CRASH_GATE: gate,
      MIGRATIONS_DIR: path.join(apiDir, 'src', 'db', 'migrations'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`crash API exited while starting (see ${logFile})`);
    const ready = await fetch(`${base}/readyz`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) throw new Error('crash API not ready in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
