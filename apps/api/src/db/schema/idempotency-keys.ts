import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/**
 * Idempotency-Key records. A request first claims (scope, key); the response is stored in the
 * same transaction as the work, so a replay returns exactly what the first request answered.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_progress', 'completed'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    completedAt: timestampColumn('completed_at'),
    /** The object the request created (a payment): a retry answers its current state. */
    resourceId: text('resource_id'),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
