import { copyFile, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { ApiProcess, baseEnv } from './api-process.ts';
import { PrivateCluster } from './cluster.ts';
import { buildWorld, type World } from './world.ts';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A private cluster, the seeded world on it, and API processes started on demand. */
export interface Scenario {
  cluster: PrivateCluster;
  world: World;
  apis: ApiProcess[];
  startApi(env?: Record<string, string>): Promise<ApiProcess>;
  logFile: string;
  close(): Promise<void>;
}

export async function startScenario(name: string): Promise<Scenario> {
  const cluster = await PrivateCluster.start();
  const url = await cluster.createDatabase('kopru_faults');
  const world = await buildWorld(url);
  const logFile = path.join(cluster.dir, `${name}-api.log`);
  const apis: ApiProcess[] = [];
  return {
    cluster,
    world,
    apis,
    logFile,
    async startApi(env = {}) {
      const api = await ApiProcess.start({ ...baseEnv(url, world.dataDir), ...env }, logFile);
      apis.push(api);
      return api;
    },
    async close() {
      await Promise.all(apis.map((api) => api.stop()));
      await world.database.close();
      // The API log outlives the cluster's directory, for a failed run's reader.
      await copyFile(logFile, path.join(tmpdir(), `kopru-faults-${name}-api.log`)).catch(() => {});
      await cluster.destroy();
      await rm(world.dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `url` until it answers `status`; returns how long that took (ms). */
export async function waitForStatus(url: string, status: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
    if (response?.status === status) return Date.now() - started;
    await sleep(20);
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
}

/** Prints a scenario's figures so the CI log keeps them. */
export function report(name: string, figures: Record<string, unknown>): void {
  process.stdout.write(`\n[faults] ${name}: ${JSON.stringify(figures)}\n`);
}

/** The process is up and answers /healthz 200; otherwise fails with the crash lines of its log. */
export async function expectAlive(api: ApiProcess, logFile: string): Promise<void> {
  const health = await fetch(`${api.base}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch(
    () => undefined,
  );
  if (api.alive && health?.status === 200) return;
  const log = await readFile(logFile, 'utf8').catch(() => '');
  const crash = log
    .split('\n')
    .filter((line) => /uncaughtException|unhandledRejection|Unhandled 'error' event|shutting down/.test(line))
    .slice(0, 3)
    .map((line) => line.slice(0, 600));
  expect.fail(`API process is down (healthz ${health?.status ?? 'no answer'}):\n${crash.join('\n')}`);
}
