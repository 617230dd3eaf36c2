import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/**
 * Counters of rate-limiter-flexible (RateLimiterDrizzle): consecutive sign-in failures per
 * account and per address, and their locks. Kept in the database so every process counts the
 * same attempts. Keys hold a keyed hash of the e-mail address, never the address itself.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestampColumn('expire'),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);
