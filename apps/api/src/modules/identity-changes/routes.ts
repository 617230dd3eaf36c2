import * as contracts from '@kopru/domain/contracts/identity-changes';
import { pendingIdentityChangeResponse } from '@kopru/domain/schemas/identity-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
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

  route(app, contracts.adminListIdentityChanges, { onRequest: admin }, async () =>
    listIdentityChangesForAdmin(app.ctx),
  );

  route(app, contracts.adminApproveIdentityChange, { onRequest: admin }, async (request) =>
    decideIdentityChangeAsAdmin(app.ctx, actorOf(request), request.params.id, { to: 'approved' }),
  );

  route(app, contracts.adminRejectIdentityChange, { onRequest: admin }, async (request) =>
    decideIdentityChangeAsAdmin(app.ctx, actorOf(request), request.params.id, {
      to: 'rejected',
      reason: request.body.reason,
    }),
  );
};
