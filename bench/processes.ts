// The payment endpoint served by the real server (src/server.ts bundled as build.mjs bundles it)
// with API_PROCESSES=1 and then 2 on one port, on the bench's PostgreSQL database: what a second
// API process adds on this machine (docs/operations.md "Several API processes on one machine").
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../apps/api/crash/child.ts';
import { freePort } from '../apps/api/faults/ports.ts';
import { appSecret } from './api.ts';
import { CONNECTIONS, expectFigure, loadApi, WARMUP_S } from './measure.ts';

const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url));
/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;
const short = process.env.BENCH_SHORT === '1';

/** CPU time (user + system) of `root` and every process under it, read from /proc. */
async function treeCpuMs(root: number): Promise<number> {
  const stats: { pid: number; parent: number; ticks: number }[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const text = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    if (fields.length < 13) continue;
    stats.push({
      pid: Number(entry),
      parent: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  const inTree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of stats)
      if (!inTree.has(stat.pid) && inTree.has(stat.parent)) {
        inTree.add(stat.pid);
        grew = true;
      }
  }
  return stats.filter((stat) => inTree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0) * TICK_MS;
}

/** The server started with `processes` API processes, once every one of them listens. */
async function startServer(script: string, databaseUrl: string, processes: number) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      // The load's connections are spread over the processes: each needs its share of the pool.
      DATABASE_POOL_SIZE: String(Math.ceil(CONNECTIONS / processes)),
      APP_SECRET: appSecret,
      API_PROCESSES: String(processes),
      // As the bench's own API: no background jobs, no rate limits, no log (so no Redis needed).
      WORKERS: 'off',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SERVE_APPS: 'false',
      REQUIRE_ADMIN_TWO_FACTOR: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'kopru-bench-server-')),
      MIGRATIONS_DIR: path.join(apiDir, 'src', 'db', 'migrations'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let said = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      said += chunk;
      if (said.includes('Köprü is running at')) resolve();
    });
    child.once('exit', () => reject(new Error(`the server (API_PROCESSES=${processes}) exited at start`)));
  });
  return {
    port,
    pid: child.pid as number,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Saturated closed loop on the server with 1, then 2 API processes. BENCH_SHORT=1 (CI) starts only
 * the 2 processes, without warm-up: each start costs seconds (tens on a loaded machine), and the
 * short run is there to prove the phase still runs, not to compare.
 */
export async function benchProcesses(databaseUrl: string, codes: string[]) {
  const started = Date.now();
  const script = await bundleServer();
  const rates: Record<number, number> = {};
  for (const processes of short ? [2] : [1, 2]) {
    const label = `server.ts, API_PROCESSES=${processes}`;
    const server = await startServer(script, databaseUrl, processes).catch((error: Error) => {
      expectFigure(`${label}: ${error.message}`, { payments: 0, perSecond: 0 });
      return undefined;
    });
    if (!server) continue;
    try {
      if (WARMUP_S > 0 && !short)
        await loadApi(server.port, codes, { connections: CONNECTIONS, seconds: WARMUP_S });
      const cpuBefore = await treeCpuMs(server.pid);
      const load = await loadApi(server.port, codes, { connections: CONNECTIONS });
      const cpuMs = (await treeCpuMs(server.pid)) - cpuBefore;
      expectFigure(label, load);
      rates[processes] = load.perSecond;
      console.log(
        `  ${label.padEnd(36)} ${load.perSecond.toFixed(0).padStart(6)} payments/s   p50 ${load.p50} ms   p99 ${load.p99} ms\n` +
          `  ${''.padEnd(36)} CPU ${(cpuMs / Math.max(1, load.payments)).toFixed(2)} ms/payment (every process of the server)`,
      );
    } finally {
      await server.stop();
    }
  }
  console.log(
    `  ${''.padEnd(36)} (the phase, starts included: ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  return { one: rates[1], two: rates[2] };
}
