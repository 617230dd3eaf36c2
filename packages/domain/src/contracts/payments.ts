import { z } from 'zod';
import { locales } from '../locale.ts';
import { adminOverviewResponse } from '../schemas/admin.ts';
import { adminMerchantFinancesResponse } from '../schemas/admin-finances.ts';
import { v1BalanceResponse, v1IdParams, v1PaymentListQuery } from '../schemas/merchant-api.ts';
import { merchantOverviewResponse } from '../schemas/overview.ts';
import {
  adminPaymentListQuery,
  adminPaymentListResponse,
  paymentListQuery,
  paymentListResponse,
  paymentSchema,
} from '../schemas/payments.ts';
import { endpoint, fileAnswer } from './endpoint.ts';

const tags = ['Payments'];

/** The SME overview's figures: balances, revenue and counts. */
export const merchantOverview = endpoint({
  method: 'GET',
  path: '/api/merchant/overview',
  permission: 'overview.read',
  responses: { 200: merchantOverviewResponse },
  errors: [401, 403],
  summary: 'Figures of the SME overview',
  tags,
});

export const listPayments = endpoint({
  method: 'GET',
  path: '/api/merchant/payments',
  permission: 'payments.read',
  query: paymentListQuery,
  responses: { 200: paymentListResponse },
  errors: [400, 401, 403, 404],
  summary: 'List payments',
  description: 'Card payment attempts on your links, succeeded and failed, newest first.',
  tags,
  v1: {
    path: '/v1/payments',
    query: v1PaymentListQuery,
    operationId: 'listPayments',
    errors: [400, 401, 404, 429],
  },
});

export const getPayment = endpoint({
  method: 'GET',
  path: '/api/merchant/payments/:id',
  permission: 'payments.read',
  params: z.object({ id: z.string().max(64) }),
  responses: { 200: paymentSchema },
  errors: [401, 403, 404],
  summary: 'Retrieve a payment',
  tags,
  v1: {
    path: '/v1/payments/:id',
    params: v1IdParams,
    operationId: 'getPayment',
    errors: [400, 401, 404, 429],
  },
});

export const getBalanceV1 = endpoint({
  method: 'GET',
  path: '/v1/balance',
  permission: 'balance.read',
  responses: { 200: v1BalanceResponse },
  errors: [401, 429],
  summary: 'Retrieve the balance',
  description: 'Available, pending and payout-reserved amounts per currency, in minor units.',
  tags: ['Balance'],
  operationId: 'getBalance',
});

export const csvFormats = ['excel', 'rfc4180'] as const;

/** The transactions page's download: the filtered transactions as CSV (a link, not a call). */
export const exportPayments = endpoint({
  method: 'GET',
  path: '/api/merchant/payments/export',
  permission: 'payments.read',
  query: paymentListQuery.omit({ limit: true, starting_after: true }).extend({
    format: z.enum(csvFormats).default('excel'),
    lang: z.enum(locales).optional(),
  }),
  responses: {},
  otherAnswers: { 200: fileAnswer(['text/csv'], 'attachment', 'The transactions, `kopru-transactions.csv`') },
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
