import { auditActionsResponse, auditListResponse, auditQuerySchema } from '@kopru/domain/schemas/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { auditActions, listAuditEntries } from './service.ts';

/** The audit log of admin actions and security events, for admins. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Audit log, newest first; filter by actor, action, target, merchant and time',
        querystring: auditQuerySchema,
        response: { 200: auditListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listAuditEntries(app.ctx.db, request.query),
  );

  app.get(
    '/api/admin/audit/actions',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Actions for the audit log filter: the known ones and any other found in the log',
        response: { 200: auditActionsResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await auditActions(app.ctx.db) }),
  );
};
