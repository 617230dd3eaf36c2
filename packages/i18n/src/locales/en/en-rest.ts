import { acquirerFigures } from './acquirer-figures.ts';
import { acquirerRegistration } from './acquirer-registration.ts';
import { admin } from './admin.ts';
import { adminAudit } from './admin-audit.ts';
import { adminEmails } from './admin-emails.ts';
import { adminMargins } from './admin-margins.ts';
import { adminPayouts } from './admin-payouts.ts';
import { adminSmes } from './admin-smes.ts';
import { adminUsers } from './admin-users.ts';
import { brand } from './brand.ts';
import { checkout } from './checkout.ts';
import { developers } from './developers.ts';
import { disputes } from './disputes.ts';
import { domains } from './domains.ts';
import { email } from './email.ts';
import { exchangeRates } from './exchange-rates.ts';
import { exportRecords } from './export-records.ts';
import { invoices } from './invoices.ts';
import { kyc } from './kyc.ts';
import { legal } from './legal.ts';
import { links } from './links.ts';
import { metadata } from './metadata.ts';
import { notificationSettings } from './notification-settings.ts';
import { payoutSchedule } from './payout-schedule.ts';
import { payoutStatement } from './payout-statement.ts';
import { payouts } from './payouts.ts';
import { reconciliation } from './reconciliation.ts';
import { refunds } from './refunds.ts';
import { releases } from './releases.ts';
import { siteContent } from './site-content.ts';
import { sme } from './sme.ts';
import { team } from './team.ts';
import { transactions } from './transactions.ts';
import { webhooks } from './webhooks.ts';

/** Every other text: loaded when the first lazily loaded page is shown (`allTexts`). */
export const enRest = {
  sme,
  admin,
  siteContent,
  adminSmes,
  adminUsers,
  adminAudit,
  adminEmails,
  adminMargins,
  checkout,
  legal,
  email,
  links,
  metadata,
  transactions,
  kyc,
  developers,
  webhooks,
  payouts,
  payoutStatement,
  payoutSchedule,
  notificationSettings,
  domains,
  brand,
  refunds,
  reconciliation,
  disputes,
  adminPayouts,
  exchangeRates,
  exportRecords,
  invoices,
  team,
  acquirerFigures,
  releases,
  acquirerRegistration,
};
