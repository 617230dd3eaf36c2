import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { freePort } from '../faults/ports.ts';

/** Where the suite's Redis runs (CI sets it); tests that need one are skipped without it. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

const redisServerBin = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
/** A private redis-server can be started (to stop it under the app): Debian's package. */
export const canStartRedis = existsSync(redisServerBin);

/** A Redis server of the test's own on a free loopback port, which the test may stop and start. */
export class PrivateRedis {
  private child: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.startAgain();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async startAgain(): Promise<void> {
    this.child = spawn(
      redisServerBin,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    for (;;) {
      const client = new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      client.on('error', () => {});
      const pong = await client
        .connect()
        .then(() => client.ping())
        .catch(() => undefined);
      client.disconnect();
      if (pong === 'PONG') return;
      if (Date.now() > deadline) throw new Error('private redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** kill -9: the app's connection breaks as in a real outage. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
