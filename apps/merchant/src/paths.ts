import { generatePath } from 'react-router-dom';

/**
 * Every route of the SME console, named once: the route table registers these patterns, the
 * console's gates (permissions, the team's two-factor requirement) match the location against
 * them and the pages link through `smeLinks`.
 */
export const smeRoutes = {
  overview: '/sme/dashboard',
  kyc: '/sme/dashboard/kyc',
  paymentLinks: '/sme/dashboard/payment-links',
  transactions: '/sme/dashboard/transactions',
  transaction: '/sme/dashboard/transactions/:id',
  disputes: '/sme/dashboard/disputes',
  dispute: '/sme/dashboard/disputes/:id',
  payouts: '/sme/dashboard/payouts',
  payoutStatement: '/sme/dashboard/payouts/:id',
  exportRecords: '/sme/dashboard/export-records',
  profile: '/sme/dashboard/profile',
  team: '/sme/dashboard/team',
  developers: '/sme/dashboard/developers',
  apiKeys: '/sme/dashboard/developers/api-keys',
  webhooks: '/sme/dashboard/developers/webhooks',
  webhook: '/sme/dashboard/developers/webhooks/:id',
} as const;

export type SmeRouteName = keyof typeof smeRoutes;

/** Links to the console's pages with parameters filled in. */
export const smeLinks = {
  transaction: (id: string) => generatePath(smeRoutes.transaction, { id }),
  dispute: (id: string) => generatePath(smeRoutes.dispute, { id }),
};
