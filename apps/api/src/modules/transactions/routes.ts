import { adminTransactionDetail, transactionDetail as detailContract } from '@kopru/domain/contracts/refunds';
import { AppError } from '@kopru/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { merchantOf, requireRole } from '../auth/guard.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';
import { findPayment, findPaymentById } from '../payments/repository.ts';
import { transactionDetail } from './detail.ts';

/** The transaction detail page: timeline, payer, refunds and ledger entries of one payment. */
export const transactionDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  route(app, detailContract, { onRequest: requireRole('sme') }, async (request) => {
    const payment = await findPayment(db, { merchantId: merchantOf(request).id, id: request.params.id });
    if (!payment) throw new AppError('not_found');
    return transactionDetail(db, payment);
  });

  route(app, adminTransactionDetail, { onRequest: requireRole('admin') }, async (request) => {
    const payment = await findPaymentById(db, request.params.id);
    if (!payment) throw new AppError('not_found');
    const owner = await findMerchantWithEmail(db, payment.merchantId);
    return {
      ...(await transactionDetail(db, payment)),
      merchantId: payment.merchantId,
      merchantName: owner?.merchant.companyName ?? '',
    };
  });
};
