import { z } from 'zod';
import { okSchema } from '../schemas/common.ts';
import { reconciliationQueueResponse } from '../schemas/reconciliation.ts';
import { endpoint } from './endpoint.ts';

const tags = ['admin'];
const idParams = z.object({ id: z.string().min(1).max(64) });

export const adminReconciliationQueue = endpoint({
  method: 'GET',
  path: '/api/admin/reconciliation',
  responses: { 200: reconciliationQueueResponse },
  errors: [401, 403],
  summary: 'Payments and refunds the acquirer’s answers did not settle, with what it said, oldest first',
  tags,
});

export const adminRetryPaymentReconciliation = endpoint({
  method: 'POST',
  path: '/api/admin/reconciliation/payments/:id/retry',
  params: idParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404],
  summary: 'Ask the acquirer about a payment of the queue again, now (audited)',
  tags,
});

export const adminRetryRefundReconciliation = endpoint({
  method: 'POST',
  path: '/api/admin/reconciliation/refunds/:id/retry',
  params: idParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404],
  summary: 'Ask the acquirer about a refund of the queue again, now (audited)',
  tags,
});

export const adminRetrySubMerchantSync = endpoint({
  method: 'POST',
  path: '/api/admin/reconciliation/sub-merchants/:id/retry',
  params: idParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404],
  summary: 'Send a merchant’s sub-merchant registration to the acquirer again, now (audited)',
  tags,
});

export const adminRetryRelease = endpoint({
  method: 'POST',
  path: '/api/admin/reconciliation/releases/:id/retry',
  params: idParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404],
  summary: 'Ask iyzico again to approve a payment’s item, now (audited)',
  tags,
});
