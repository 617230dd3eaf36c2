import type { PayerDetails } from '@kopru/domain/schemas/payer-details';
import { paymentStatuses } from '@kopru/domain/schemas/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { paymentLinks } from './payment-links.ts';

/**
 * Card payment attempts. A payment is recorded as `processing` before the acquirer is called and
 * moves through the state machine of modules/payments/state-machine.ts. Only the brand and last
 * four digits of the card are kept (when the card is typed on the acquirer's page, as the acquirer
 * reports them: brand `unknown` and last4 empty until then). `reference` is the human id (TX- and random symbols,
 * @kopru/domain/references; TX-000123 from `number` for payments made before, kept valid);
 * `number` is an internal row number, never shown.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    reference: text('reference').notNull().unique(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    linkId: text('link_id').references(() => paymentLinks.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    /** The unit amount times `quantity`, computed by the server. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    /** The sum of its succeeded refunds (modules/refunds). */
    amountRefunded: bigint('amount_refunded', { mode: 'number' }).notNull().default(0),
    /** The sum of its lost disputes: the cardholder's bank took it back (modules/disputes). */
    chargedBackAmount: bigint('charged_back_amount', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: paymentStatuses }).notNull(),
    declineCode: text('decline_code'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    provider: text('provider').notNull(),
    /** The acquirer's id of the charge, once it answered. */
    providerPaymentId: text('provider_payment_id'),
    /**
     * The token of the acquirer's card page (iyzico Checkout Form) the payer was sent to: iyzico
     * posts it back and the payment is looked up by it until iyzico gave a paymentId.
     */
    providerToken: text('provider_token'),
    payerEmail: text('payer_email'),
    payerLocale: text('payer_locale', { enum: ['en', 'tr'] }),
    /**
     * The payer's IP address as the checkout saw it when the payment was started: iyzico takes it
     * as the buyer's ip and again on a cancel or refund of the payment. Personal data, kept with the
     * payment record and never shown (docs/security.md "The payer's IP address"). Null on payments
     * made before it was kept (migration 0050).
     */
    payerIp: text('payer_ip'),
    /** The fields the link collected (name, phone, addresses, company, tax id), as PayerDetails. */
    payerDetails: jsonb('payer_details').$type<PayerDetails>(),
    /**
     * The merchant's own reference and key-value pairs (schemas/metadata.ts), copied from the link
     * when the payment is started. Never logged: merchants may put personal data there.
     */
    clientReference: text('client_reference'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** While `requires_action`: what the payer's browser must show (a redirect or a form to post). */
    action: jsonb('action'),
    /** While `requires_action`: the single-use nonce of our signed 3-D Secure callback state. */
    threeDsNonce: text('three_ds_nonce'),
    /** The unguessable token of the printable receipt page /pay/receipt/{token}. */
    receiptToken: text('receipt_token'),
    /** When the reconciler may ask the acquirer about a payment still processing or requiring action. */
    reconcileAfter: timestampColumn('reconcile_after'),
    /** Lookups whose answer settled nothing (modules/payments/reconciler.ts backs off with each). */
    reconcileAttempts: integer('reconcile_attempts').notNull().default(0),
    /** What the acquirer said at the last lookup that settled nothing, for the admin console. */
    providerAnswer: text('provider_answer'),
    /** Set when the lookups ran out: the payment waits in the admin console's reconciliation queue. */
    reviewSince: timestampColumn('review_since'),
    statusChangedAt: timestampColumn('status_changed_at').notNull().defaultNow(),
    /** Succeeded payments: when the net amount moves from pending to available. */
    availableAt: timestampColumn('available_at'),
    settledAt: timestampColumn('settled_at'),
    /**
     * The release terms in force when the payment was started (decision 013): the merchant's own,
     * set by an admin, else the platform's. Days after the success before the net less the reserve
     * is released (availableAt), and the rolling reserve: its amount (minor units of the net) and
     * the days it is held. Null on payments made before: the settlement delay of the day applies.
     */
    releaseDelayDays: integer('release_delay_days'),
    reserve: bigint('reserve', { mode: 'number' }).notNull().default(0),
    reserveDays: integer('reserve_days'),
    /** When the reserve is released (the success plus reserveDays); null without a reserve. */
    reserveReleaseAt: timestampColumn('reserve_release_at'),
    reserveReleasedAt: timestampColumn('reserve_released_at'),
    /**
     * The e-commerce withholding (decision 015), fixed when the payment is started: the rate in
     * force (basis points, WITHHOLDING_TAX_PERCENT) and the tax of the amount, which the merchant
     * does not receive and the platform owes the tax office. Sent to iyzico as `withholdingTax`.
     */
    withholdingBasisPoints: integer('withholding_basis_points').notNull().default(0),
    withholdingTax: bigint('withholding_tax', { mode: 'number' }).notNull().default(0),
    /**
     * Succeeded on a link and not yet added to the link's `successful_payments` (the fold worker
     * adds it): the link's count is that column plus these rows, so payments never update the
     * link's row.
     */
    linkCountPending: boolean('link_count_pending').notNull().default(false),
    /** Succeeded and not yet copied to export_records (the export fold worker copies it; docs/export.md). */
    exportRecordPending: boolean('export_record_pending').notNull().default(false),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'payments_status_check',
      sql`${table.status} in ('processing', 'requires_action', 'succeeded', 'failed')`,
    ),
    check(
      'payments_split_check',
      sql`${table.status} <> 'succeeded' or ${table.fee} + ${table.net} = ${table.amount}`,
    ),
    check(
      'payments_refunded_check',
      sql`${table.amountRefunded} >= 0 and ${table.amountRefunded} <= ${table.amount}`,
    ),
    // Refunds and chargebacks together never give back more than was paid.
    check(
      'payments_charged_back_check',
      sql`${table.chargedBackAmount} >= 0 and ${table.amountRefunded} + ${table.chargedBackAmount} <= ${table.amount}`,
    ),
    // Empty while the payer has not typed the card on the acquirer's page (it reports it after).
    check('payments_last4_check', sql`${table.cardLast4} ~ '^[0-9]{4}$' or ${table.cardLast4} = ''`),
    check('payments_quantity_check', sql`${table.quantity} >= 1`),
    check(
      'payments_reserve_check',
      sql`${table.reserve} >= 0 and (${table.status} <> 'succeeded' or ${table.reserve} <= ${table.net})`,
    ),
    check(
      'payments_withholding_check',
      sql`${table.withholdingTax} >= 0 and (${table.status} <> 'succeeded' or ${table.reserve} + ${table.withholdingTax} <= ${table.net})`,
    ),
    // The merchant's list, newest first by its keyset cursor (created_at, id): any page is one index range.
    index('payments_merchant_created_idx').on(table.merchantId, table.createdAt, table.id),
    // The overview's counts and sums read from the index alone, whatever the number of payments.
    index('payments_merchant_succeeded_idx')
      .on(table.merchantId, table.createdAt, table.currency, table.amount)
      .where(sql`${table.status} = 'succeeded'`),
    index('payments_merchant_unsettled_idx')
      .on(table.merchantId, table.currency, table.availableAt)
      .where(sql`${table.settledAt} is null and ${table.status} = 'succeeded'`),
    index('payments_created_idx').on(table.createdAt),
    // The search by the merchant's own reference (any case).
    index('payments_merchant_client_reference_idx')
      .on(table.merchantId, sql`lower(${table.clientReference})`)
      .where(sql`${table.clientReference} is not null`),
    // A link with a maximum counts its payments that succeeded or may still succeed.
    index('payments_link_status_idx').on(table.linkId, table.status),
    index('payments_link_count_pending_idx').on(table.linkId).where(sql`${table.linkCountPending}`),
    index('payments_export_record_pending_idx').on(table.merchantId).where(sql`${table.exportRecordPending}`),
    // The overview counts linked payments from their links' folded counts; these are the rest.
    index('payments_merchant_unlinked_succeeded_idx')
      .on(table.merchantId)
      .where(sql`${table.status} = 'succeeded' and ${table.linkId} is null`),
    uniqueIndex('payments_receipt_token_idx').on(table.receiptToken),
    index('payments_unresolved_idx')
      .on(table.reconcileAfter)
      .where(sql`${table.status} in ('processing', 'requires_action')`),
    index('payments_review_idx')
      .on(table.reviewSince)
      .where(sql`${table.reviewSince} is not null and ${table.status} in ('processing', 'requires_action')`),
    index('payments_unsettled_idx')
      .on(table.availableAt)
      .where(sql`${table.settledAt} is null and ${table.status} = 'succeeded'`),
    // The reserve-release worker's queue: reserves held whose window may have ended.
    index('payments_reserve_held_idx')
      .on(table.reserveReleaseAt)
      .where(
        sql`${table.reserveReleasedAt} is null and ${table.reserve} > 0 and ${table.status} = 'succeeded'`,
      ),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
