import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type RedisState = 'up' | 'down';

/** The Redis connection the replicas count their rate limits in (REDIS_URL). */
export interface SharedRedis {
  client: Redis;
  /** Every key this deployment writes starts with it (REDIS_KEY_PREFIX). */
  prefix: string;
  state(): RedisState;
  /** Resolves once connected, or after `timeoutMs` (the process starts either way). */
  connected(timeoutMs: number): Promise<boolean>;
  /** Told when a command fails: logged once per outage, like a lost connection. */
  commandFailed(error: unknown, what: string): void;
  close(): Promise<void>;
}

/**
 * One client per process. Commands never wait for a connection (no offline queue) and give up
 * after a second, so a Redis outage costs a request at most that, never a hang: rate limits then
 * fail open (logged once per outage) and the client keeps reconnecting in the background.
 */
export function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
    // A rate limit is no reason to keep a replica from starting.
    lazyConnect: false,
  });
  let outageLogged = false;
  const down = (error: unknown, what: string) => {
    if (outageLogged) return;
    outageLogged = true;
    log.warn(
      { err: error, event: 'redis_unavailable', what },
      'Redis unreachable: rate limits are not shared (they fail open) until it answers again',
    );
  };
  client.on('ready', () => {
    if (outageLogged) log.info({ event: 'redis_back' }, 'Redis answers again: rate limits are shared again');
    outageLogged = false;
  });
  client.on('error', (error) => down(error, 'connection'));
  return {
    client,
    prefix,
    state: () => (client.status === 'ready' ? 'up' : 'down'),
    connected(timeoutMs) {
      if (client.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          client.off('ready', onReady);
          resolve(false);
        }, timeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.once('ready', onReady);
      });
    },
    commandFailed: (error, what) => down(error, what),
    async close() {
      client.disconnect();
    },
  };
}
