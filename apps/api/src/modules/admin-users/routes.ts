import {
  adminUserListQuery,
  adminUserListResponse,
  adminUserSchema,
  inviteAdminRequest,
  userIdParams,
} from '@kopru/domain/schemas/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import {
  clearSignInBackoff,
  deactivateAdmin,
  inviteAdmin,
  listUsersForAdmin,
  reactivateAdmin,
} from './service.ts';

/** Every account for admins; inviting, deactivating and reactivating admins. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');

  app.get(
    '/api/admin/users',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'All accounts with role, status and last sign-in, newest first',
        querystring: adminUserListQuery,
        response: { 200: adminUserListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listUsersForAdmin(app.ctx, request.query),
  );

  app.post(
    '/api/admin/users/invitations',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Invite an admin: the e-mail carries a link to set a password',
        body: inviteAdminRequest,
        response: { 201: adminUserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteAdmin(app.ctx, actorOf(request), request.body)),
  );

  app.post(
    '/api/admin/users/:id/deactivate',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Deactivate an admin (never yourself, never the last active admin); their sessions end',
        params: userIdParams,
        response: { 200: adminUserSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => deactivateAdmin(app.ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/users/:id/reactivate',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Reactivate a deactivated admin',
        params: userIdParams,
        response: { 200: adminUserSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => reactivateAdmin(app.ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/users/:id/clear-sign-in-backoff',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Lift the back-off after wrong passwords on any account (SME or admin); audited',
        params: userIdParams,
        response: { 200: adminUserSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => clearSignInBackoff(app.ctx, actorOf(request), request.params.id),
  );
};
