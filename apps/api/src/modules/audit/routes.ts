import { adminAuditActions, adminListAudit } from '@kopru/domain/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { auditActions, listAuditEntries } from './service.ts';

/** The audit log of admin actions and security events, for admins. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: requireRole('admin') };

  route(app, adminListAudit, admin, async (request) => listAuditEntries(app.ctx.db, request.query));

  route(app, adminAuditActions, admin, async () => ({ data: await auditActions(app.ctx.db) }));
};
