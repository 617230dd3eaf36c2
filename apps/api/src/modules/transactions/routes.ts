import {
  adminTransactionDetailSchema,
  transactionDetailSchema,
} from '@kopru/domain/schemas/transaction-detail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { merchantOf, requireRole } from '../../plugins/session-guard.ts';
import { adminTransactionDetail, merchantTransactionDetail } from './detail.ts';

const params = z.object({ id: z.string().min(1).max(64) });

/** The transaction detail page: timeline, payer, refunds and ledger entries of one payment. */
export const transactionDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/merchant/payments/:id/detail',
    {
      onRequest: requireRole('sme'),
      schema: {
        tags: ['payments'],
        summary: 'One transaction with its timeline, payer, refunds and ledger entries',
        params,
        response: { 200: transactionDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => merchantTransactionDetail(db, merchantOf(request).id, request.params.id),
  );

  app.get(
    '/api/admin/payments/:id/detail',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Any transaction with its timeline, payer, refunds and ledger entries',
        params,
        response: { 200: adminTransactionDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => adminTransactionDetail(db, request.params.id),
  );
};
