import { adminOverviewResponse } from '@kopru/domain/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { adminOverview } from './service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/overview',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Platform figures for the admin overview',
        response: { 200: adminOverviewResponse, ...errorResponses(401, 403) },
      },
    },
    async () => adminOverview(app.ctx),
  );
};
