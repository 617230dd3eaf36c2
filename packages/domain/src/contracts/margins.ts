import { marginListQuery, marginListResponse, marginMonthsResponse } from '../schemas/margins.ts';
import { endpoint } from './endpoint.ts';

const tags = ['admin'];

/** The platform's margin on each marketplace payment, newest first; `only=negative`: the loss queue. */
export const adminListMargins = endpoint({
  method: 'GET',
  path: '/api/admin/margins',
  query: marginListQuery,
  responses: { 200: marginListResponse },
  errors: [400, 401, 403, 404],
  summary: "Marketplace payments' margin: our commission less iyzico's commission and fee, newest first",
  tags,
});

export const adminMarginMonths = endpoint({
  method: 'GET',
  path: '/api/admin/margins/months',
  responses: { 200: marginMonthsResponse },
  errors: [401, 403],
  summary: "The margin's total per month (Türkiye's time) and currency, the last 12 months",
  tags,
});
