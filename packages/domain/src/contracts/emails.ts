import { outboxListResponse, outboxQuerySchema } from '../schemas/email.ts';
import { endpoint } from './endpoint.ts';

/** The admin console's e-mail outbox: every e-mail the platform wrote, newest first. */
export const adminListEmails = endpoint({
  method: 'GET',
  path: '/api/admin/emails',
  query: outboxQuerySchema,
  responses: { 200: outboxListResponse },
  errors: [400, 401, 403, 404],
  summary: 'E-mails sent or stored by the platform',
  tags: ['admin'],
});
