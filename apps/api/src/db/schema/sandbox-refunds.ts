import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/**
 * The sandbox acquirer's own record of each refund it made, by our refund id: what a real
 * acquirer's reporting keeps. The refund reconciler asks it about a refund whose answer was lost;
 * no row means the refund never reached the sandbox.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundReference: text('refund_reference').primaryKey(),
  /** Our payment id. */
  reference: text('reference').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});
