import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import type { SharedRedis } from './redis.ts';

/** The part of rate-limiter-flexible the sign-in throttle and the card velocity use. */
export interface Limiter {
  get(key: string): Promise<RateLimiterRes | null>;
  penalty(key: string): Promise<RateLimiterRes>;
  block(key: string, seconds: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** Makes the counters every process shares: in Redis with REDIS_URL, else in the database. */
export type CounterStore = (options: LimiterOptions) => Limiter;

/** Counters in the `rate_limits` table (no REDIS_URL): every process sees the same attempts. */
function databaseLimiter(db: Database, options: LimiterOptions): RateLimiterDrizzle {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    clearExpiredByTimeout: false,
    ...options,
  });
}

/**
 * Counters in Redis. When a command fails (Redis down), the same operation goes to the database
 * counters instead, so an account's back-off and a card's attempts stay shared (and the request is
 * served); the outage is logged once.
 */
function redisLimiter(db: Database, redis: SharedRedis, options: LimiterOptions): Limiter {
  const primary = new RateLimiterRedis({
    storeClient: redis.client,
    ...options,
    keyPrefix: `${redis.prefix}${options.keyPrefix}`,
    rejectIfRedisNotReady: true,
  });
  const fallback = databaseLimiter(db, options);
  const run = async <T>(what: string, op: (limiter: RateLimiterRedis | RateLimiterDrizzle) => Promise<T>) => {
    try {
      return await op(primary);
    } catch (error) {
      // A RateLimiterRes rejection is an answer (over the limit), not a failure.
      if (error instanceof RateLimiterRes) throw error;
      redis.commandFailed(error, what);
      return op(fallback);
    }
  };
  return {
    get: (key) => run(`${options.keyPrefix}.get`, (l) => l.get(key)),
    penalty: (key) => run(`${options.keyPrefix}.penalty`, (l) => l.penalty(key)),
    block: (key, seconds) => run(`${options.keyPrefix}.block`, (l) => l.block(key, seconds)),
    delete: (key) => run(`${options.keyPrefix}.delete`, (l) => l.delete(key)),
  };
}

export function counterStore(db: Database, redis: SharedRedis | undefined): CounterStore {
  return redis ? (options) => redisLimiter(db, redis, options) : (options) => databaseLimiter(db, options);
}
