import {
  identityChangeIdParams,
  identityChangeListResponse,
  identityChangeSchema,
  pendingIdentityChangeResponse,
  rejectIdentityChangeRequest,
} from '@kopru/domain/schemas/identity-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { actorOf } from '../../plugins/actor.ts';
import { merchantOf, requireRole } from '../../plugins/session-guard.ts';
import {
  decideIdentityChangeAsAdmin,
  listIdentityChangesForAdmin,
  pendingIdentityChangeOf,
} from './service.ts';

/** A verified merchant's identity change waiting for review; the admin's queue and decisions. */
export const identityChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');

  app.get(
    '/api/merchant/identity-change',
    {
      onRequest: requireRole('sme'),
      schema: {
        tags: ['merchant'],
        summary: 'The change of legal name, tax ID or authorised person waiting for review, if any',
        response: { 200: pendingIdentityChangeResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => pendingIdentityChangeOf(app.ctx, merchantOf(request)),
  );

  app.get(
    '/api/admin/identity-changes',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Identity changes of verified merchants waiting for review, oldest first',
        response: { 200: identityChangeListResponse, ...errorResponses(401, 403) },
      },
    },
    async () => listIdentityChangesForAdmin(app.ctx),
  );

  app.post(
    '/api/admin/identity-changes/:id/approve',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Approve: checkout, receipts, payouts and statements show the new identity from now on',
        params: identityChangeIdParams,
        response: { 200: identityChangeSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideIdentityChangeAsAdmin(app.ctx, actorOf(request), request.params.id, { to: 'approved' }),
  );

  app.post(
    '/api/admin/identity-changes/:id/reject',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Reject: the verified identity stays; the merchant is told why',
        params: identityChangeIdParams,
        body: rejectIdentityChangeRequest,
        response: { 200: identityChangeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideIdentityChangeAsAdmin(app.ctx, actorOf(request), request.params.id, {
        to: 'rejected',
        reason: request.body.reason,
      }),
  );
};
