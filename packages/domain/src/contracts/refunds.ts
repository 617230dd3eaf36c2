import { z } from 'zod';
import { v1IdParams } from '../schemas/merchant-api.ts';
import {
  adminRefundListQuery,
  adminRefundListResponse,
  adminRefundSchema,
  createRefundRequest,
  refundListQuery,
  refundListResponse,
  refundPostHeaders,
  refundSchema,
  v1CreateRefundRequest,
} from '../schemas/refunds.ts';
import { adminTransactionDetailSchema, transactionDetailSchema } from '../schemas/transaction-detail.ts';
import { endpoint } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ['Refunds'];

/** The dashboard refunds on the transaction page: the payment is in the path. */
export const createRefund = endpoint({
  method: 'POST',
  path: '/api/merchant/payments/:id/refunds',
  permission: 'refunds.create',
  params: idParams,
  headers: refundPostHeaders,
  body: createRefundRequest,
  responses: { 201: refundSchema },
  errors: [400, 401, 403, 404, 409, 422],
  summary: 'Refund a payment',
  description:
    'All or part of a succeeded payment, from the available balance (the fee is not returned); needs an Idempotency-Key.',
  tags,
});

/** /v1 names the payment in the body. */
export const createRefundV1 = endpoint({
  method: 'POST',
  path: '/v1/refunds',
  permission: 'refunds.create',
  headers: refundPostHeaders,
  body: v1CreateRefundRequest,
  responses: { 201: refundSchema },
  errors: [400, 401, 404, 409, 422, 429],
  summary: 'Refund a payment',
  description:
    'Refunds `amount` (default: all that is left) of a succeeded payment, any number of times up to the amount paid less what lost disputes charged back (`chargedBackAmount`). The amount leaves your available balance; the fee is not returned. Requires an `Idempotency-Key`. 201 with `status` `succeeded`, `failed`, or `pending` while the acquirer has not answered. 409 `refund_exceeds_payment`, `refund_exceeds_balance`, `payment_not_refundable`, `payment_disputed` (a dispute is open), `payment_charged_back` (a lost dispute gave back what was left), `refund_after_release` (marketplace mode: the merchant’s share was already released to iyzico for payout) or `release_in_progress` (marketplace mode: iyzico is being asked to release the share right now; try again in a few minutes); 404 for a payment that is not yours.',
  tags,
  operationId: 'createRefund',
});

export const listRefunds = endpoint({
  method: 'GET',
  path: '/api/merchant/refunds',
  permission: 'refunds.read',
  query: refundListQuery,
  responses: { 200: refundListResponse },
  errors: [400, 401, 403, 404],
  summary: 'List refunds',
  description: 'Newest first; `paymentId` gives one payment’s refunds.',
  tags,
  v1: { path: '/v1/refunds', operationId: 'listRefunds', errors: [400, 401, 404, 429] },
});

export const getRefundV1 = endpoint({
  method: 'GET',
  path: '/v1/refunds/:id',
  permission: 'refunds.read',
  params: v1IdParams,
  responses: { 200: refundSchema },
  errors: [401, 404, 429],
  summary: 'Retrieve a refund',
  tags,
  operationId: 'getRefund',
});

export const adminListRefunds = endpoint({
  method: 'GET',
  path: '/api/admin/refunds',
  query: adminRefundListQuery,
  responses: { 200: adminRefundListResponse },
  errors: [400, 401, 403, 404],
  summary: "All merchants' refunds, newest first",
  tags: ['admin'],
});

export const adminGetRefund = endpoint({
  method: 'GET',
  path: '/api/admin/refunds/:id',
  params: idParams,
  responses: { 200: adminRefundSchema },
  errors: [401, 403, 404],
  summary: 'One refund',
  tags: ['admin'],
});

/** The transaction page: one payment with its timeline, payer, refunds and ledger entries. */
export const transactionDetail = endpoint({
  method: 'GET',
  path: '/api/merchant/payments/:id/detail',
  permission: 'payments.read',
  params: idParams,
  responses: { 200: transactionDetailSchema },
  errors: [401, 403, 404],
  summary: 'One transaction with its timeline, payer, refunds and ledger entries',
  tags: ['payments'],
});

export const adminTransactionDetail = endpoint({
  method: 'GET',
  path: '/api/admin/payments/:id/detail',
  params: idParams,
  responses: { 200: adminTransactionDetailSchema },
  errors: [401, 403, 404],
  summary: 'Any transaction with its timeline, payer, refunds and ledger entries',
  tags: ['admin'],
});
