import { auditActionsResponse, auditListResponse, auditQuerySchema } from '../schemas/audit.ts';
import { endpoint } from './endpoint.ts';

const tags = ['admin'];

/** The audit log of admin actions and security events, for admins. */
export const adminListAudit = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  query: auditQuerySchema,
  responses: { 200: auditListResponse },
  errors: [400, 401, 403, 404],
  summary: 'Audit log, newest first; filter by actor, action, target, merchant and time',
  tags,
});

export const adminAuditActions = endpoint({
  method: 'GET',
  path: '/api/admin/audit/actions',
  responses: { 200: auditActionsResponse },
  errors: [401, 403],
  summary: 'Actions for the audit log filter: the known ones and any other found in the log',
  tags,
});
