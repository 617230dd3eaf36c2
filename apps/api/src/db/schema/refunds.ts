import { refundReasons, refundStatuses } from '@kopru/domain/schemas/refunds';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    /**
     * How the money goes back: `cancel` reverses the whole payment on the day it was charged
     * (before the bank's end of day), `refund` gives back all or part later.
     */
    method: text('method', { enum: ['refund', 'cancel'] })
      .notNull()
      .default('refund'),
    /**
     * Marketplace mode (decision 017): what the refund takes from the payment's unreleased share,
     * from its rolling reserve, and what the platform pays (its fee and the withholding, which
     * iyzico refunds too and does not give back). All three 0 in platform mode, where the whole
     * amount comes from the merchant's available balance.
     */
    fromShare: bigint('from_share', { mode: 'number' }).notNull().default(0),
    fromReserve: bigint('from_reserve', { mode: 'number' }).notNull().default(0),
    fromPlatform: bigint('from_platform', { mode: 'number' }).notNull().default(0),
    /** The acquirer's id of the refund, once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** While pending after an answer that settled nothing: when the reconciler asks the acquirer. */
    reconcileAfter: timestampColumn('reconcile_after'),
    /** Lookups whose answer settled nothing (modules/refunds/reconciler.ts backs off with each). */
    reconcileAttempts: integer('reconcile_attempts').notNull().default(0),
    /** What the acquirer said at the last lookup that settled nothing, for the admin console. */
    providerAnswer: text('provider_answer'),
    /** Set when the lookups ran out: the refund waits in the admin console's reconciliation queue. */
    reviewSince: timestampColumn('review_since'),
    /** Who asked: a user of the merchant, or one of its API keys. */
    requestedBy: text('requested_by'),
    statusChangedAt: timestampColumn('status_changed_at').notNull().defaultNow(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('refunds_status_check', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
    check(
      'refunds_split_check',
      sql`${table.fromShare} >= 0 and ${table.fromReserve} >= 0 and ${table.fromPlatform} >= 0 and ${table.fromShare} + ${table.fromReserve} + ${table.fromPlatform} in (0, ${table.amount})`,
    ),
    check('refunds_method_check', sql`${table.method} in ('refund', 'cancel')`),
    check('refunds_failure_check', sql`(${table.status} = 'failed') = (${table.failureCode} is not null)`),
    index('refunds_payment_idx').on(table.paymentId, table.createdAt),
    index('refunds_merchant_created_idx').on(table.merchantId, table.createdAt),
    index('refunds_created_idx').on(table.createdAt),
    index('refunds_unresolved_idx')
      .on(table.reconcileAfter)
      .where(sql`${table.status} = 'pending' and ${table.reconcileAfter} is not null`),
    index('refunds_review_idx')
      .on(table.reviewSince)
      .where(sql`${table.status} = 'pending' and ${table.reviewSince} is not null`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
