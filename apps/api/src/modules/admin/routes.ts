import { adminOverviewResponse } from '@kopru/domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { toAdminMerchant } from '../admin-merchants/present.ts';
import { requireRole } from '../auth/guard.ts';
import { countMerchants, recentMerchants } from './repository.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/overview',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Platform figures for the admin overview',
        response: { 200: adminOverviewResponse, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const counts = await countMerchants(app.ctx.db);
      const recent = await recentMerchants(app.ctx.db, 5);
      return {
        totalMerchants: counts.total,
        pendingKyc: counts.pendingKyc,
        recentRegistrations: recent.map((row) => toAdminMerchant(row.merchant, row.email)),
      };
    },
  );
};
