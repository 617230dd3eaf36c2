import { z } from 'zod';
import { locales } from '../locale.ts';
import { adminOverviewResponse } from '../schemas/admin.ts';
import { adminMerchantFinancesResponse } from '../schemas/admin-finances.ts';
import { adminPaymentListQuery, adminPaymentListResponse, paymentListQuery } from '../schemas/payments.ts';
import { endpoint } from './endpoint.ts';

export const csvFormats = ['excel', 'rfc4180'] as const;

/** The transactions page's download: the filtered transactions as CSV (a link, not a call). */
export const exportPayments = endpoint({
  method: 'GET',
  path: '/api/merchant/payments/export',
  query: paymentListQuery.omit({ limit: true, starting_after: true }).extend({
    format: z.enum(csvFormats).default('excel'),
    lang: z.enum(locales).optional(),
  }),
  responses: { 200: z.string() },
  errors: [400, 401, 403],
  summary: 'The filtered transactions as CSV',
  description:
    'format=excel (default): in the language of `lang` (else the kopru.lang cookie, else Accept-Language), with a byte-order mark; Turkish uses `;`, decimal commas and dd.MM.yyyy. format=rfc4180: commas, dots, ISO 8601 times, snake_case headers.',
  tags: ['payments'],
});

export const adminListPayments = endpoint({
  method: 'GET',
  path: '/api/admin/payments',
  query: adminPaymentListQuery,
  responses: { 200: adminPaymentListResponse },
  errors: [400, 401, 403, 404],
  summary: "All merchants' transactions, newest first",
  tags: ['admin'],
});

export const adminOverview = endpoint({
  method: 'GET',
  path: '/api/admin/overview',
  responses: { 200: adminOverviewResponse },
  errors: [401, 403],
  summary: 'Platform figures for the admin overview',
  tags: ['admin'],
});

export const adminMerchantFinances = endpoint({
  method: 'GET',
  path: '/api/admin/merchants/:id/finances',
  params: z.object({ id: z.string().max(64) }),
  responses: { 200: adminMerchantFinancesResponse },
  errors: [401, 403, 404],
  summary: "A merchant's balances and latest payment links",
  tags: ['admin'],
});
