import * as contracts from '@kopru/domain/contracts/identity-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
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

  route(app, contracts.pendingIdentityChange, { onRequest: requireRole('sme') }, async (request) =>
    pendingIdentityChangeOf(app.ctx, merchantOf(request)),
  );

  route(app, contracts.adminListIdentityChanges, { onRequest: admin }, async () =>
    listIdentityChangesForAdmin(app.ctx),
  );

  route(app, contracts.adminApproveIdentityChange, { onRequest: admin }, async (request) => {
    const approved = await decideIdentityChangeAsAdmin(app.ctx, actorOf(request), request.params.id, {
      to: 'approved',
    });
    // A fix of what iyzico refused reaches it now, outside the approving transaction.
    await app.ctx.marketplaceRecords.sendSubMerchantChangeNow(approved.merchantId, request.log);
    return approved;
  });

  route(app, contracts.adminRejectIdentityChange, { onRequest: admin }, async (request) =>
    decideIdentityChangeAsAdmin(app.ctx, actorOf(request), request.params.id, {
      to: 'rejected',
      reason: request.body.reason,
    }),
  );
};
