import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * Domains a merchant proves it controls with a DNS TXT record (`_kopru-verification.{domain}`
 * holding `kopru-verification={token}`); a payment link's redirect to a verified one (or its
 * subdomains) skips the notice that names the destination.
 */
export const merchantDomains = pgTable(
  'merchant_domains',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    /** Lowercase ASCII, no trailing dot (packages/domain/src/merchant-domains.ts normalizeDomain). */
    domain: text('domain').notNull(),
    /** Random; shown to the merchant to publish, so not a secret. */
    token: text('token').notNull(),
    verifiedAt: timestampColumn('verified_at'),
    lastCheckedAt: timestampColumn('last_checked_at'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('merchant_domains_merchant_domain_idx').on(table.merchantId, table.domain),
    index('merchant_domains_created_by_idx').on(table.createdByUserId),
  ],
);

export type MerchantDomainRow = typeof merchantDomains.$inferSelect;
