import { adminListMargins, adminMarginMonths } from '@kopru/domain/contracts/margins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { marginPage, marginTotals } from './service.ts';

/** The platform's margin on marketplace payments, for admins only (docs/operations.md "Margin"). */
export const marginAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: requireRole('admin') };
  route(app, adminListMargins, admin, async (request) => marginPage(app.ctx, request.query));
  route(app, adminMarginMonths, admin, async () => marginTotals(app.ctx));
};
