import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/**
 * The sandbox acquirer's own records, by our payment id: what a real acquirer keeps on its side.
 * Written outside our payment transactions, so the reconciler can ask about a charge even when
 * the process died before recording it. No card data: only the outcome.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  reference: text('reference').primaryKey(),
  status: text('status', { enum: ['succeeded', 'failed', 'requires_action'] }).notNull(),
  declineCode: text('decline_code'),
  /** While a 3-D Secure challenge is open: the decline after a passed challenge (null: succeeds). */
  afterChallengeDecline: text('after_challenge_decline'),
  /** Where the sandbox bank page sends the payer back. */
  callbackUrl: text('callback_url'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  /** The dispute card: when the cardholder's bank reports a dispute on this charge. */
  disputeAt: timestampColumn('dispute_at'),
  /** When we acknowledged that dispute (recorded it); the sandbox reports it until then. */
  disputeAcknowledgedAt: timestampColumn('dispute_acknowledged_at'),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});
