import { adminListEmails } from '@kopru/domain/contracts/emails';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { outboxPage } from './outbox.ts';

/** The admin console's e-mail outbox: every e-mail the platform wrote, newest first. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, adminListEmails, { onRequest: requireRole('admin') }, async (request) =>
    outboxPage(app.ctx, request.query),
  );
};
