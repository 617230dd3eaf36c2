import { adminMerchantFinancesResponse } from '@kopru/domain/schemas/admin-finances';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { merchantFinances } from './admin-finances.ts';

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
    async (request) => merchantFinances(app.ctx, request.params.id),
  );
};
