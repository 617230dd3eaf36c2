import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';

/**
 * A merchant's registration as a sub-merchant of the acquirer's marketplace (IYZICO_MODE=marketplace,
 * decision 011). It is a job as much as a record: every approved KYC or identity change bumps
 * `version`, and the sync worker (modules/sub-merchants/sync.ts) tells the acquirer until
 * `synced_version` catches up, outside any transaction, backing off like the reconcilers.
 */
export const subMerchants = pgTable(
  'sub_merchants',
  {
    merchantId: text('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    /** The acquirer's key (iyzico subMerchantKey), once it registered the merchant. */
    subMerchantKey: text('sub_merchant_key'),
    /**
     * The currency the merchant chose to be paid in by the acquirer (TRY, or USD, EUR, GBP with an
     * approved account in it): sent as `currency` with that currency's IBAN (docs/acquirers.md).
     */
    settlementCurrency: text('settlement_currency', { enum: ['TRY', 'USD', 'EUR', 'GBP'] })
      .notNull()
      .default('TRY'),
    /** PERSONAL, PRIVATE_COMPANY or LIMITED_OR_JOINT_STOCK_COMPANY, as last sent. */
    subMerchantType: text('sub_merchant_type'),
    /** Bumped by every change the acquirer must hear of. */
    version: integer('version').notNull().default(1),
    /** The version the acquirer last confirmed (0: never). */
    syncedVersion: integer('synced_version').notNull().default(0),
    /** When the worker may tell the acquirer next; null when nothing is due or an admin must look. */
    syncAfter: timestampColumn('sync_after'),
    /** Answers that settled nothing since the last success (lib/reconcile-backoff.ts). */
    syncAttempts: integer('sync_attempts').notNull().default(0),
    /** What the acquirer last said when it did not take the change. */
    providerAnswer: text('provider_answer'),
    /** Set when the acquirer refused or the attempts ran out: waits in the admin's Reconciliation page. */
    reviewSince: timestampColumn('review_since'),
    /**
     * Why the registration or update waits for the merchant (@kopru/domain acquirer-registration
     * reasons), with iyzico's errorCode and errorMessage as given (bounded); null once taken or
     * changed again.
     */
    refusalReason: text('refusal_reason'),
    acquirerErrorCode: text('acquirer_error_code'),
    acquirerErrorMessage: text('acquirer_error_message'),
    refusedAt: timestampColumn('refused_at'),
    /** The version whose refusal the owners were e-mailed about: once per refusal, not per retry. */
    refusalNotifiedVersion: integer('refusal_notified_version').notNull().default(0),
    syncedAt: timestampColumn('synced_at'),
    ...timestamps,
  },
  (table) => [
    check('sub_merchants_version_check', sql`${table.syncedVersion} <= ${table.version}`),
    check(
      'sub_merchants_settlement_currency_check',
      sql`${table.settlementCurrency} in ('TRY', 'USD', 'EUR', 'GBP')`,
    ),
    index('sub_merchants_due_idx').on(table.syncAfter).where(sql`${table.syncAfter} is not null`),
    index('sub_merchants_review_idx').on(table.reviewSince).where(sql`${table.reviewSince} is not null`),
  ],
);

export type SubMerchantRow = typeof subMerchants.$inferSelect;
