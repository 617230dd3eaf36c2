// The schema object Drizzle and Better Auth are given; one table per file beside this one.
import { accounts } from './accounts.ts';
import { acquirerItemFigures } from './acquirer-item-figures.ts';
import { apiKeys } from './api-keys.ts';
import { auditLogs } from './audit-logs.ts';
import { currencyIbanChanges } from './currency-iban-changes.ts';
import { disputeEvidenceFiles } from './dispute-evidence-files.ts';
import { disputes } from './disputes.ts';
import { emails } from './emails.ts';
import { events } from './events.ts';
import { exchangeRates } from './exchange-rates.ts';
import { exportProceedsWarnings, exportRecords } from './export-records.ts';
import { idempotencyKeys } from './idempotency-keys.ts';
import { identityChanges } from './identity-changes.ts';
import { knownDevices } from './known-devices.ts';
import { kycDocuments } from './kyc-documents.ts';
import { kycSubmissions } from './kyc-submissions.ts';
import { ledgerAccounts } from './ledger-accounts.ts';
import { ledgerEntries } from './ledger-entries.ts';
import { ledgerTransactions } from './ledger-transactions.ts';
import { ledgerUnappliedCredits } from './ledger-unapplied-credits.ts';
import { marketplaceItems } from './marketplace-items.ts';
import { marketplaceReserveItems } from './marketplace-reserve-items.ts';
import { merchantBrands } from './merchant-brands.ts';
import { merchantDomains } from './merchant-domains.ts';
import { merchantInvitations } from './merchant-invitations.ts';
import { merchantMembers } from './merchant-members.ts';
import { merchantNotificationSettings } from './merchant-notification-settings.ts';
import { merchantReleaseTerms } from './merchant-release-terms.ts';
import { merchants } from './merchants.ts';
import { paidEmailNotices } from './paid-email-notices.ts';
import { paidEmailSummaries } from './paid-email-summaries.ts';
import { paymentLinks } from './payment-links.ts';
import { payments } from './payments.ts';
import { payoutQuotes } from './payout-quotes.ts';
import { payoutScheduleRuns } from './payout-schedule-runs.ts';
import { payoutSchedules } from './payout-schedules.ts';
import { payoutStatementItems } from './payout-statement-items.ts';
import { payoutStatements } from './payout-statements.ts';
import { payouts } from './payouts.ts';
import { rateFetches } from './rate-fetches.ts';
import { rateLimits } from './rate-limits.ts';
import { refunds } from './refunds.ts';
import { sandboxCharges } from './sandbox-charges.ts';
import { sandboxRefunds } from './sandbox-refunds.ts';
import { sessions } from './sessions.ts';
import { siteContent } from './site-content.ts';
import { subMerchants } from './sub-merchants.ts';
import { twoFactors } from './two-factors.ts';
import { users } from './users.ts';
import { verifications } from './verifications.ts';
import { webhookAttempts } from './webhook-attempts.ts';
import { webhookDeliveries } from './webhook-deliveries.ts';
import { webhookEndpoints } from './webhook-endpoints.ts';

export const schema = {
  exportRecords,
  exportProceedsWarnings,
  rateLimits,
  currencyIbanChanges,
  identityChanges,
  users,
  sessions,
  knownDevices,
  accounts,
  verifications,
  twoFactors,
  merchants,
  merchantMembers,
  merchantInvitations,
  auditLogs,
  emails,
  events,
  kycSubmissions,
  kycDocuments,
  paymentLinks,
  payments,
  refunds,
  disputes,
  disputeEvidenceFiles,
  payouts,
  sandboxCharges,
  sandboxRefunds,
  ledgerAccounts,
  ledgerTransactions,
  ledgerEntries,
  ledgerUnappliedCredits,
  idempotencyKeys,
  siteContent,
  apiKeys,
  webhookEndpoints,
  webhookDeliveries,
  webhookAttempts,
  exchangeRates,
  rateFetches,
  payoutQuotes,
  payoutStatements,
  payoutStatementItems,
  merchantDomains,
  merchantBrands,
  merchantNotificationSettings,
  merchantReleaseTerms,
  paidEmailNotices,
  paidEmailSummaries,
  payoutSchedules,
  payoutScheduleRuns,
  subMerchants,
  marketplaceItems,
  marketplaceReserveItems,
  acquirerItemFigures,
};
export type Schema = typeof schema;
