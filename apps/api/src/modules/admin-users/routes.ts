import * as contracts from '@kopru/domain/contracts/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { deleteSmeAccount, reactivateAccount } from './accounts.ts';
import { clearSignInBackoff, deactivateAdmin, inviteAdmin, listUsersForAdmin } from './service.ts';

/** Every account for admins; inviting, deactivating and reactivating admins; deactivated SME accounts. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: requireRole('admin') };

  route(app, contracts.adminListUsers, admin, async (request) => listUsersForAdmin(app.ctx, request.query));

  route(app, contracts.adminInviteAdmin, admin, async (request, reply) =>
    reply.code(201).send(await inviteAdmin(app.ctx, actorOf(request), request.body)),
  );

  route(app, contracts.adminDeactivateUser, admin, async (request) =>
    deactivateAdmin(app.ctx, actorOf(request), request.params.id),
  );

  route(app, contracts.adminReactivateUser, admin, async (request) =>
    reactivateAccount(app.ctx, actorOf(request), request.params.id),
  );

  route(app, contracts.adminDeleteUser, admin, async (request) => {
    await deleteSmeAccount(app.ctx, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  route(app, contracts.adminClearSignInBackoff, admin, async (request) =>
    clearSignInBackoff(app.ctx, actorOf(request), request.params.id),
  );
};
