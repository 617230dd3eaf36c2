import * as contracts from '@kopru/domain/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { adminOverview } from './service.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, contracts.adminOverview, { onRequest: requireRole('admin') }, async () =>
    adminOverview(app.ctx),
  );
};
