import { disputeReasons, disputeStatuses } from '@kopru/domain/schemas/disputes';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { payments } from './payments.ts';

/**
 * Chargebacks the acquirer reported on succeeded payments (docs/disputes.md). The amount and the
 * fee are held from the merchant's balance when the dispute opens; the row moves through the
 * state machine of modules/disputes/state-machine.ts.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The acquirer's id of the dispute: a dispute reported twice is recorded once. */
    providerDisputeId: text('provider_dispute_id').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    reason: text('reason', { enum: disputeReasons }).notNull(),
    status: text('status', { enum: disputeStatuses }).notNull(),
    evidenceDueBy: timestampColumn('evidence_due_by').notNull(),
    evidenceText: text('evidence_text'),
    evidenceSubmittedAt: timestampColumn('evidence_submitted_at'),
    /** The admin who decided won or lost. */
    decidedBy: text('decided_by'),
    statusChangedAt: timestampColumn('status_changed_at').notNull().defaultNow(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('disputes_status_check', sql`${table.status} in ('needs_response', 'under_review', 'won', 'lost')`),
    check('disputes_amount_positive', sql`${table.amount} > 0 and ${table.fee} >= 0`),
    index('disputes_payment_idx').on(table.paymentId),
    index('disputes_merchant_created_idx').on(table.merchantId, table.createdAt),
    index('disputes_created_idx').on(table.createdAt),
  ],
);

export type DisputeRow = typeof disputes.$inferSelect;
