import { generatePath } from 'react-router-dom';

/**
 * Every route of the admin console, named once: the router registers these patterns, the guards
 * compare the matched location with them and the pages link through `adminLinks`. Relative to the
 * router's basename (/admin).
 */
export const adminRoutes = {
  login: '/login',
  overview: '/dashboard',
  smes: '/dashboard/smes',
  merchant: '/dashboard/smes/:id',
  kyc: '/dashboard/kyc',
  transactions: '/dashboard/transactions',
  transaction: '/dashboard/transactions/:id',
  disputes: '/dashboard/disputes',
  dispute: '/dashboard/disputes/:id',
  payouts: '/dashboard/payouts',
  rates: '/dashboard/rates',
  reconciliation: '/dashboard/reconciliation',
  margins: '/dashboard/margins',
  users: '/dashboard/users',
  content: '/dashboard/content',
  emails: '/dashboard/emails',
  audit: '/dashboard/audit',
  account: '/dashboard/account',
} as const;

/** Links to the console's pages with parameters filled in. */
export const adminLinks = {
  merchant: (id: string) => generatePath(adminRoutes.merchant, { id }),
  transaction: (id: string) => generatePath(adminRoutes.transaction, { id }),
  dispute: (id: string) => generatePath(adminRoutes.dispute, { id }),
  transactionsOf: (merchantId: string) =>
    `${adminRoutes.transactions}?merchantId=${encodeURIComponent(merchantId)}`,
  auditOf: (merchantId: string) => `${adminRoutes.audit}?merchantId=${encodeURIComponent(merchantId)}`,
};
