import * as acquirerNotifications from './acquirer-notifications.ts';
import * as adminMerchants from './admin-merchants.ts';
import * as adminUsers from './admin-users.ts';
import * as apiKeys from './api-keys.ts';
import * as audit from './audit.ts';
import * as auth from './auth.ts';
import * as brand from './brand.ts';
import * as checkout from './checkout.ts';
import * as config from './config.ts';
import * as content from './content.ts';
import * as currencyIbanChanges from './currency-iban-changes.ts';
import * as disputes from './disputes.ts';
import * as documents from './documents.ts';
import * as emails from './emails.ts';
import type { Endpoint } from './endpoint.ts';
import * as events from './events.ts';
import * as exchangeRates from './exchange-rates.ts';
import * as exportRecords from './export-records.ts';
import * as identityChanges from './identity-changes.ts';
import * as invoices from './invoices.ts';
import * as kyc from './kyc.ts';
import * as margins from './margins.ts';
import * as marketplacePayouts from './marketplace-payouts.ts';
import * as merchantDomains from './merchant-domains.ts';
import * as notificationSettings from './notification-settings.ts';
import * as paymentLinks from './payment-links.ts';
import * as payments from './payments.ts';
import * as payoutSchedules from './payout-schedules.ts';
import * as payoutStatements from './payout-statements.ts';
import * as payouts from './payouts.ts';
import * as profile from './profile.ts';
import * as reconciliation from './reconciliation.ts';
import * as refunds from './refunds.ts';
import * as releaseTerms from './release-terms.ts';
import * as sandboxBank from './sandbox-bank.ts';
import * as sessions from './sessions.ts';
import * as team from './team.ts';
import * as twoFactor from './two-factor.ts';
import * as webhooks from './webhooks.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** Every endpoint description; the API registers each one (checked by apps/api's contracts test). */
export const endpoints: readonly Endpoint[] = (
  [
    ...Object.values(acquirerNotifications),
    ...Object.values(adminMerchants),
    ...Object.values(adminUsers),
    ...Object.values(apiKeys),
    ...Object.values(merchantDomains),
    ...Object.values(audit),
    ...Object.values(auth),
    ...Object.values(brand),
    ...Object.values(twoFactor),
    ...Object.values(checkout),
    ...Object.values(config),
    ...Object.values(content),
    ...Object.values(currencyIbanChanges),
    ...Object.values(disputes),
    ...Object.values(documents),
    ...Object.values(emails),
    ...Object.values(events),
    ...Object.values(exchangeRates),
    ...Object.values(exportRecords),
    ...Object.values(identityChanges),
    ...Object.values(invoices),
    ...Object.values(kyc),
    ...Object.values(margins),
    ...Object.values(paymentLinks),
    ...Object.values(payments),
    ...Object.values(payouts),
    ...Object.values(marketplacePayouts),
    ...Object.values(payoutSchedules),
    ...Object.values(payoutStatements),
    ...Object.values(notificationSettings),
    ...Object.values(profile),
    ...Object.values(reconciliation),
    ...Object.values(refunds),
    ...Object.values(releaseTerms),
    ...Object.values(sandboxBank),
    ...Object.values(sessions),
    ...Object.values(team),
    ...Object.values(webhooks),
  ] as unknown[]
).filter(isEndpoint);
