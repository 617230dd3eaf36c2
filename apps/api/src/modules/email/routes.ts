import { AppError } from '@kopru/domain/errors';
import { type OutboxEmail, outboxListResponse, outboxQuerySchema } from '@kopru/domain/schemas/email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { emails } from '../../db/schema/emails.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { toPage } from '../../lib/pagination.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { findEmailById, listEmails } from './repository.ts';

function toOutboxEmail(row: typeof emails.$inferSelect): OutboxEmail {
  return {
    id: row.id,
    to: row.toAddress,
    locale: row.locale,
    template: row.template,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'queued' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The admin console's e-mail outbox: every e-mail the platform wrote, newest first. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/emails',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'E-mails sent or stored by the platform',
        querystring: outboxQuerySchema,
        response: { 200: outboxListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { limit, starting_after, to, status } = request.query;
      const cursor = starting_after ? await findEmailById(app.ctx.db, starting_after) : undefined;
      if (starting_after && !cursor) throw new AppError('not_found', { param: 'starting_after' });
      const rows = await listEmails(app.ctx.db, { to, status, limit, after: cursor });
      const page = toPage(rows, limit);
      return {
        data: page.data.map(toOutboxEmail),
        has_more: page.has_more,
        delivery: app.ctx.email.delivery,
      };
    },
  );
};
