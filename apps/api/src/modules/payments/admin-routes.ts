import { adminMerchantFinances } from '@kopru/domain/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { merchantFinances } from './admin-finances.ts';

/** The admin merchant page's money section: balances and the latest payment links. */
export const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, adminMerchantFinances, { onRequest: requireRole('admin') }, async (request) =>
    merchantFinances(app.ctx, request.params.id),
  );
};
