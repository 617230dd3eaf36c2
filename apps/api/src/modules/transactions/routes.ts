import * as contracts from '@kopru/domain/contracts/refunds';
import { can } from '@kopru/domain/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { merchantOf, requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { adminTransactionDetail, merchantTransactionDetail } from './detail.ts';

/** The transaction detail page: timeline, payer, refunds and ledger entries of one payment. */
export const transactionDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Only what the member's role reads: payer, refunds, disputes, webhook deliveries (detail.ts).
  route(app, contracts.transactionDetail, { onRequest: requireRole('sme') }, async (request) =>
    merchantTransactionDetail(db, merchantOf(request).id, request.params.id, (permission) =>
      can(sessionOf(request).memberRole, permission),
    ),
  );

  route(app, contracts.adminTransactionDetail, { onRequest: requireRole('admin') }, async (request) =>
    adminTransactionDetail(db, request.params.id),
  );
};
