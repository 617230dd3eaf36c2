import { AppError } from '@kopru/domain/errors';
import { adminMerchantFinancesResponse } from '@kopru/domain/schemas/admin-finances';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { toBalances } from '../ledger/balances.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';
import { toPaymentLink } from '../payment-links/mapping.ts';
import { countPaymentLinks, listPaymentLinks } from '../payment-links/repository.ts';

/** The admin merchant page's money section: balances and the latest payment links. */
export const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/merchants/:id/finances',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "A merchant's balances and latest payment links",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: adminMerchantFinancesResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { db, env } = app.ctx;
      const merchantId = request.params.id;
      if (!(await findMerchantWithEmail(db, merchantId))) throw new AppError('not_found');
      const [accounts, links, linkCount] = await Promise.all([
        merchantBalances(db, merchantId),
        listPaymentLinks(db, { merchantId, limit: 10 }),
        countPaymentLinks(db, merchantId),
      ]);
      return {
        balances: toBalances(accounts, new Map()),
        links: links.slice(0, 10).map((row) => toPaymentLink(row, env.CHECKOUT_ORIGIN)),
        linkCount,
      };
    },
  );
};
