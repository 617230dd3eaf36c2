import { AppError } from '@kopru/domain/errors';
import {
  adminTransactionDetailSchema,
  transactionDetailSchema,
} from '@kopru/domain/schemas/transaction-detail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { merchantOf, requireRole } from '../../plugins/session-guard.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';
import { findPayment, findPaymentById } from '../payments/repository.ts';
import { transactionDetail } from './detail.ts';

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
    async (request) => {
      const payment = await findPayment(db, { merchantId: merchantOf(request).id, id: request.params.id });
      if (!payment) throw new AppError('not_found');
      return transactionDetail(db, payment);
    },
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
    async (request) => {
      const payment = await findPaymentById(db, request.params.id);
      if (!payment) throw new AppError('not_found');
      const owner = await findMerchantWithEmail(db, payment.merchantId);
      return {
        ...(await transactionDetail(db, payment)),
        merchantId: payment.merchantId,
        merchantName: owner?.merchant.companyName ?? '',
      };
    },
  );
};
