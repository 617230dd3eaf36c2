import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/**
 * The TCMB fetch of each Istanbul business day. A worker claims the day's row (insert, or take
 * it back once `claimed_until` has passed while the day is not `fetched`), so however many
 * workers run, one fetches at a time and none fetches again once the day's bulletin is stored.
 */
export const rateFetches = pgTable(
  'rate_fetches',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    /** null while the claimed fetch runs; then what it found. */
    outcome: text('outcome', { enum: ['fetched', 'not_published', 'feed_unavailable', 'malformed'] }),
    bulletinDate: date('bulletin_date', { mode: 'string' }),
    missing: jsonb('missing').$type<string[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(1),
    claimedUntil: timestampColumn('claimed_until').notNull(),
    checkedAt: timestampColumn('checked_at'),
  },
  (table) => [
    check(
      'rate_fetches_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in ('fetched', 'not_published', 'feed_unavailable', 'malformed')`,
    ),
  ],
);

export type RateFetchRow = typeof rateFetches.$inferSelect;
