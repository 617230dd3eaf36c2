import { z } from 'zod';
import { v1IdParams, v1PostHeaders } from '../schemas/merchant-api.ts';
import {
  adminPayoutListQuery,
  adminPayoutListResponse,
  adminPayoutSchema,
  createPayoutRequest,
  markPayoutPaidRequest,
  payoutAccountResponse,
  payoutListQuery,
  payoutListResponse,
  payoutQuoteRequest,
  payoutQuoteSchema,
  payoutReasonRequest,
  payoutSchema,
} from '../schemas/payouts.ts';
import { endpoint } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ['Payouts'];

/** A merchant's payouts: the SME dashboard (verified merchant) and /v1/payouts (secret key). */
export const listPayouts = endpoint({
  method: 'GET',
  path: '/api/merchant/payouts',
  permission: 'payouts.read',
  query: payoutListQuery,
  responses: { 200: payoutListResponse },
  errors: [400, 401, 403, 404],
  summary: 'List payouts',
  description: 'Newest first.',
  tags,
  v1: { path: '/v1/payouts', operationId: 'listPayouts', errors: [400, 401, 403, 404, 429] },
});

export const payoutDestination = endpoint({
  method: 'GET',
  path: '/api/merchant/payouts/destination',
  permission: 'payouts.read',
  responses: { 200: payoutAccountResponse },
  errors: [401, 403],
  summary: 'Where payouts go: the bank and masked IBAN of the approved KYC',
  tags,
});

export const createPayoutQuote = endpoint({
  method: 'POST',
  path: '/api/merchant/payouts/quotes',
  permission: 'payouts.request',
  body: payoutQuoteRequest,
  responses: { 201: payoutQuoteSchema },
  errors: [400, 401, 403, 409],
  summary: 'Quote a payout converted to Turkish lira',
  description:
    'The reference rate (TCMB) and its date, the rate applied (less the spread), the spread in percent and in lira, any fee and the lira amount; valid for FX_QUOTE_TTL_SECONDS. 409 `exchange_rate_unavailable` when the currency has no rate.',
  tags,
  v1: {
    path: '/v1/payouts/quotes',
    operationId: 'createPayoutQuote',
    headers: v1PostHeaders,
    description:
      'Quotes `amount` of `currency` converted to Turkish lira: every figure and `expiresAt`. Nothing is reserved; request the payout with the same amount, currency and `quoteId` before it expires. 409 `exchange_rate_unavailable` when the currency has no rate.',
    errors: [400, 401, 403, 409, 429],
  },
});

export const createPayout = endpoint({
  method: 'POST',
  path: '/api/merchant/payouts',
  permission: 'payouts.request',
  headers: z.object({ 'idempotency-key': z.string().min(1).max(255).optional() }).loose(),
  body: createPayoutRequest,
  responses: { 201: payoutSchema },
  errors: [400, 401, 403, 409, 422],
  summary: 'Request a payout',
  description:
    'Reserves available balance; honours an Idempotency-Key header. With `quoteId` the payout is converted to lira at that quote; an expired, used or foreign quote is 409 `quote_expired` and nothing changes.',
  tags,
  v1: {
    path: '/v1/payouts',
    operationId: 'createPayout',
    description:
      'Reserves `amount` of the available balance in `currency` and asks for a transfer to the bank account of the approved KYC. Requires an `Idempotency-Key`. 409 `insufficient_balance` when the available balance is lower.',
    headers: v1PostHeaders,
    errors: [400, 401, 403, 409, 422, 429],
  },
});

export const getPayout = endpoint({
  method: 'GET',
  path: '/api/merchant/payouts/:id',
  permission: 'payouts.read',
  params: idParams,
  responses: { 200: payoutSchema },
  errors: [401, 403, 404],
  summary: 'Retrieve a payout',
  tags,
  v1: {
    path: '/v1/payouts/:id',
    params: v1IdParams,
    operationId: 'retrievePayout',
    errors: [401, 403, 404, 429],
  },
});

export const cancelPayout = endpoint({
  method: 'POST',
  path: '/api/merchant/payouts/:id/cancel',
  permission: 'payouts.request',
  params: idParams,
  responses: { 200: payoutSchema },
  errors: [401, 403, 404, 409],
  summary: 'Cancel a payout',
  description:
    'Only while it is `requested` (nobody has approved it yet); the money returns to the available balance.',
  tags,
  v1: {
    path: '/v1/payouts/:id/cancel',
    params: v1IdParams,
    headers: v1PostHeaders,
    body: z.object({}).strict().nullish().meta({ description: 'No fields; an empty body is fine.' }),
    operationId: 'cancelPayout',
    errors: [400, 401, 403, 404, 409, 422, 429],
  },
});

const adminTags = ['admin'];
const decisionErrors = [400, 401, 403, 404, 409] as const;

/** The admin's queue and history of every merchant's payouts. */
export const adminListPayouts = endpoint({
  method: 'GET',
  path: '/api/admin/payouts',
  query: adminPayoutListQuery,
  responses: { 200: adminPayoutListResponse },
  errors: [400, 401, 403, 404],
  summary: 'Payouts: the queue (open, oldest first) by default; other filters newest first',
  tags: adminTags,
});

export const adminGetPayout = endpoint({
  method: 'GET',
  path: '/api/admin/payouts/:id',
  params: idParams,
  responses: { 200: adminPayoutSchema },
  errors: [401, 403, 404],
  summary: 'One payout with its merchant and full bank details',
  tags: adminTags,
});

export const adminApprovePayout = endpoint({
  method: 'POST',
  path: '/api/admin/payouts/:id/approve',
  params: idParams,
  responses: { 200: adminPayoutSchema },
  errors: decisionErrors,
  summary: 'Approve a requested payout for sending',
  tags: adminTags,
});

export const adminMarkPayoutPaid = endpoint({
  method: 'POST',
  path: '/api/admin/payouts/:id/mark-paid',
  params: idParams,
  body: markPayoutPaidRequest,
  responses: { 200: adminPayoutSchema },
  errors: decisionErrors,
  summary: 'Record that an approved payout was sent, with the bank reference',
  tags: adminTags,
});

export const adminRejectPayout = endpoint({
  method: 'POST',
  path: '/api/admin/payouts/:id/reject',
  params: idParams,
  body: payoutReasonRequest,
  responses: { 200: adminPayoutSchema },
  errors: decisionErrors,
  summary: 'Reject a requested or approved payout; the money returns to available',
  tags: adminTags,
});

export const adminMarkPayoutFailed = endpoint({
  method: 'POST',
  path: '/api/admin/payouts/:id/mark-failed',
  params: idParams,
  body: payoutReasonRequest,
  responses: { 200: adminPayoutSchema },
  errors: decisionErrors,
  summary: 'Record that the transfer of an approved payout failed; the money returns to available',
  tags: adminTags,
});
