import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * API_PROCESSES: how many HTTP processes share PORT (node:cluster, src/cluster.ts); `auto` is one
 * per core this process may use. 1, the default, is the single process of today.
 */
export const apiProcessesSetting = z
  .string()
  .trim()
  .regex(/^(auto|[1-9]\d{0,2})$/, 'a number of processes (e.g. 2) or auto (one per core)')
  .transform((value) => (value === 'auto' ? availableParallelism() : Number(value)))
  .refine((count) => count <= 64, 'at most 64')
  .default(1);

interface ProcessSettings {
  API_PROCESSES: number;
  DATABASE_URL?: string | undefined;
  REDIS_URL?: string | undefined;
  RATE_LIMIT_ENABLED: boolean;
  WORKERS: 'on' | 'off' | 'only';
}

/** What stops a start with more than one API process; undefined when the settings allow it. */
export function apiProcessesProblem(env: ProcessSettings): string | undefined {
  if (env.API_PROCESSES === 1) return undefined;
  if (!env.DATABASE_URL)
    return 'API_PROCESSES: more than one process needs DATABASE_URL (PostgreSQL); the embedded database belongs to one process';
  if (env.WORKERS === 'only')
    return 'API_PROCESSES: WORKERS=only serves no HTTP; leave API_PROCESSES at 1 and start more worker processes instead';
  if (env.RATE_LIMIT_ENABLED && !env.REDIS_URL)
    return 'API_PROCESSES: more than one process needs REDIS_URL, so that they count every rate limit together (alone, each process would allow the whole limit)';
  return undefined;
}
