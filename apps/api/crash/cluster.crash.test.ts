import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProcess, baseEnv } from '../faults/api-process.ts';
import { checkMoney } from '../faults/invariants.ts';
import { newTally, payOnce } from '../faults/traffic.ts';
import { buildWorld, type World } from '../faults/world.ts';
import { testCard } from '../test/factories.ts';
import { testRedisUrl } from '../test/redis-server.ts';
import { bundleServer } from './child.ts';
import { apiProcessesOf, connectionsHeld, isRunning } from './os-processes.ts';

/**
 * API_PROCESSES=2 (src/cluster.ts), the server bundled as build.mjs bundles it, on PostgreSQL and
 * Redis: the OS shows two API processes under
 * the primary, each holding connections on the one port it answered payments on; the background
 * jobs run in one of them; parallel payments keep the ledger balanced and pay no key twice while
 * one process is killed with SIGKILL and replaced; SIGTERM ends every process within seconds.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dbName = '';
let world: World;
let server: ApiProcess;
let logFile = '';
let script = '';
/** Payments of the first test (key -> transaction id), for the second's reconciliation. */
const earlier = new Map<string, string>();

async function admin(query: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

/** The log's lines with this event, parsed. */
async function logged(event: string): Promise<Record<string, unknown>[]> {
  const lines = (await readFile(logFile, 'utf8')).split('\n').filter((line) => line.startsWith('{'));
  return lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === event);
}

/** A payment over a kept-alive connection of `agent`; answers its HTTP status and payment status. */
function pay(agent: Agent, port: number): Promise<string> {
  const body = JSON.stringify(testCard);
  const key = randomUUID();
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/public/links/${world.link.code}/payments`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          const answer = JSON.parse(text) as { status?: string; transactionId?: string };
          if (answer.transactionId) earlier.set(key, answer.transactionId);
          resolve(`${response.statusCode} ${answer.status}`);
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

beforeAll(async () => {
  if (!baseUrl || !testRedisUrl) return;
  dbName = `kopru_cluster_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  world = await buildWorld(url.toString());
  script = await bundleServer();
  logFile = path.join(await mkdtemp(path.join(tmpdir(), 'kopru-cluster-')), 'server.log');
  server = await ApiProcess.start(
    {
      ...baseEnv(world.databaseUrl, world.dataDir),
      API_PROCESSES: '2',
      WORKERS: 'on',
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: `kopru-cluster-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_ENABLED: 'true',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
      CHECKOUT_RATE_LIMIT_PER_MINUTE: '100000',
      CHECKOUT_CARD_ATTEMPTS_PER_HOUR: '100000',
      CHECKOUT_LINK_DECLINES_PER_HOUR: '100000',
    },
    logFile,
    script,
  );
  // /readyz answers once the first listens; the primary says when both do.
  await until(
    () => readFile(logFile, 'utf8'),
    (log) => log.includes('(database: postgres, 2 API processes)'),
    'both API processes listening',
    120_000,
  );
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await world?.database.close();
  if (dbName) await admin(`drop database if exists ${dbName} with (force)`);
});

describe.skipIf(!baseUrl || !testRedisUrl)('API_PROCESSES=2 on one port (PostgreSQL, Redis)', () => {
  it('answers on one port from two processes, the background jobs running in one', async () => {
    const primary = server.pid as number;
    const processes = await until(
      () => apiProcessesOf(primary, script),
      (pids) => pids.length === 2,
      'API processes',
    );
    // Eight payments at once over eight kept-alive connections: the primary hands them out in turn.
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => pay(agent, server.port)));
      expect(answers).toEqual(answers.map(() => '200 succeeded'));
      const held = await Promise.all(processes.map((pid) => connectionsHeld(pid, server.port)));
      expect(held.every((count) => count > 0)).toBe(true);
      // The eight, and the start's own readiness check if its connection is still open.
      expect(held.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(8);
    } finally {
      agent.destroy();
    }
    const jobs = await logged('workers_started');
    expect(jobs.map((entry) => entry.pid)).toEqual([expect.any(Number)]);
    expect(processes).toContain(jobs[0]?.pid);
  });

  it('keeps the ledger balanced and pays no key twice while a killed process is replaced', async () => {
    const primary = server.pid as number;
    const before = await apiProcessesOf(primary, script);
    const [withJobs] = (await logged('workers_started')).map((entry) => entry.pid as number);
    const tally = newTally();
    let stopped = false;
    const loops = Array.from({ length: 6 }, async () => {
      while (!stopped) await payOnce(tally, () => server.base, world.link.code, 30_000);
    });
    await sleep(2_000);
    process.kill(withJobs as number, 'SIGKILL');
    const after = await until(
      () => apiProcessesOf(primary, script),
      (pids) => pids.length === 2 && !pids.includes(withJobs as number),
      'a replacement',
    );
    await sleep(2_000);
    stopped = true;
    await Promise.all(loops);
    const answeredHere = tally.answered.size;
    for (const [key, id] of earlier) tally.answered.set(key, id);

    expect(after.filter((pid) => !before.includes(pid)).length).toBe(1);
    const exits = await logged('api_process_exited');
    expect(exits).toMatchObject([{ apiPid: withJobs, signal: 'SIGKILL', level: 50 }]);
    // The replacement took the background jobs over: still one process runs them.
    const jobs = (
      await until(
        () => logged('workers_started'),
        (lines) => lines.length === 2,
        'the jobs started again',
      )
    ).map((entry) => entry.pid);
    expect(after).toContain(jobs[1]);

    const money = await until(
      () => checkMoney(world, { payments: tally }),
      (check) => check.inProgress === 0,
      'keys in progress after the kill',
    );
    expect(tally.lost).toEqual([]);
    expect(tally.unexpected).toEqual([]);
    expect(answeredHere).toBeGreaterThan(6);
    expect(money.payments.storedUnanswered).toEqual([]);
    expect(money.payments.answeredUnstored).toEqual([]);
    expect(money.duplicatedAnswers).toBe(0);
    expect(money.ledgerError).toBeUndefined();
  });

  it('stops every process within seconds on SIGTERM', async () => {
    const primary = server.pid as number;
    const processes = await apiProcessesOf(primary, script);
    const started = Date.now();
    await server.stop();
    const took = Date.now() - started;
    expect([primary, ...processes].filter(isRunning)).toEqual([]);
    expect(took).toBeLessThan(10_000);
    expect(await logged('shut_down')).toHaveLength(3);
    expect(await logged('shutdown_timeout')).toEqual([]);
  });
});
