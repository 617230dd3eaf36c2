import * as contracts from '@kopru/domain/contracts/refunds';
import { can } from '@kopru/domain/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { merchantOf, requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { withoutPayerDetails } from '../payments/mapping.ts';
import { adminTransactionDetail, merchantTransactionDetail } from './detail.ts';

/** The transaction detail page: timeline, payer, refunds and ledger entries of one payment. */
export const transactionDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  route(app, contracts.transactionDetail, { onRequest: requireRole('sme') }, async (request) => {
    const detail = await merchantTransactionDetail(db, merchantOf(request).id, request.params.id);
    if (can(sessionOf(request).memberRole, 'payments.payerDetails')) return detail;
    return { ...detail, payment: withoutPayerDetails(detail.payment), payer: null };
  });

  route(app, contracts.adminTransactionDetail, { onRequest: requireRole('admin') }, async (request) =>
    adminTransactionDetail(db, request.params.id),
  );
};
