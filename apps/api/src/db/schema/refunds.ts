import { refundReasons, refundStatuses } from '@kopru/domain/schemas/refunds';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { payments } from './payments.ts';

/**
 * Refunds of succeeded payments. A refund is recorded `pending` (its amount reserved from the
 * merchant's available balance) before the acquirer is called, and moves through the state
 * machine of modules/refunds/state-machine.ts.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    status: text('status', { enum: refundStatuses }).notNull(),
    failureCode: text('failure_code'),
    /** The acquirer's id of the refund, once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** Who asked: a user of the merchant, or one of its API keys. */
    requestedBy: text('requested_by'),
    statusChangedAt: timestampColumn('status_changed_at').notNull().defaultNow(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('refunds_status_check', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
    check('refunds_failure_check', sql`(${table.status} = 'failed') = (${table.failureCode} is not null)`),
    index('refunds_payment_idx').on(table.paymentId, table.createdAt),
    index('refunds_merchant_created_idx').on(table.merchantId, table.createdAt),
    index('refunds_created_idx').on(table.createdAt),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
