import * as contracts from '@kopru/domain/contracts/admin-merchants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import {
  confirmEmailByAdmin,
  listMerchantsForAdmin,
  merchantDetail,
  suspendMerchant,
  unsuspendMerchant,
  updateMerchantByAdmin,
} from './service.ts';

/** SME management for admins: list and search, detail, edit, suspend and unsuspend. */
export const adminMerchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: requireRole('admin') };

  route(app, contracts.adminListMerchants, admin, async (request) =>
    listMerchantsForAdmin(app.ctx, request.query),
  );

  route(app, contracts.adminGetMerchant, admin, async (request) =>
    merchantDetail(app.ctx, request.params.id),
  );

  route(app, contracts.adminUpdateMerchant, admin, async (request) =>
    updateMerchantByAdmin(app.ctx, actorOf(request), request.params.id, request.body),
  );

  route(app, contracts.adminSuspendMerchant, admin, async (request) =>
    suspendMerchant(app.ctx, actorOf(request), request.params.id, request.body.reason),
  );

  route(app, contracts.adminConfirmMerchantEmail, admin, async (request) => {
    await confirmEmailByAdmin(app.ctx, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  route(app, contracts.adminUnsuspendMerchant, admin, async (request) =>
    unsuspendMerchant(app.ctx, actorOf(request), request.params.id, request.body?.reason || undefined),
  );
};
