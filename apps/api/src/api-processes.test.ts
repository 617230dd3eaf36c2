import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const cluster = {
  DATABASE_URL: 'postgres://x@localhost/db',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('API_PROCESSES', () => {
  it('is one process unless set, a number, or one per core with auto', () => {
    expect(loadEnv({}).API_PROCESSES).toBe(1);
    expect(loadEnv({ ...cluster, API_PROCESSES: '3' }).API_PROCESSES).toBe(3);
    expect(loadEnv({ ...cluster, API_PROCESSES: 'auto' }).API_PROCESSES).toBe(availableParallelism());
  });

  it('refuses what is not a count of processes, naming the setting', () => {
    for (const value of ['0', '-1', 'two', '1.5', '65'])
      expect(() => loadEnv({ ...cluster, API_PROCESSES: value })).toThrow(/API_PROCESSES/);
  });

  it('needs PostgreSQL: the embedded database belongs to one process', () => {
    expect(() => loadEnv({ REDIS_URL: cluster.REDIS_URL, API_PROCESSES: '2' })).toThrow(
      /API_PROCESSES: .*DATABASE_URL/,
    );
  });

  it('needs Redis while rate limits are on, so that the processes count them together', () => {
    const withoutRedis = { DATABASE_URL: cluster.DATABASE_URL, API_PROCESSES: '2' };
    expect(() => loadEnv(withoutRedis)).toThrow(EnvError);
    expect(() => loadEnv(withoutRedis)).toThrow(/API_PROCESSES: .*REDIS_URL/);
    expect(loadEnv({ ...withoutRedis, RATE_LIMIT_ENABLED: 'false' }).API_PROCESSES).toBe(2);
  });

  it('refuses several HTTP processes that serve no HTTP (WORKERS=only)', () => {
    expect(() => loadEnv({ ...cluster, API_PROCESSES: '2', WORKERS: 'only' })).toThrow(
      /API_PROCESSES: WORKERS=only/,
    );
  });
});
