import * as contracts from '@kopru/domain/contracts/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { reconciliationQueue, retryPayment, retryRefund, retryRelease, retrySubMerchant } from './service.ts';

/** The reconciliation queue for admins: what the acquirer's answers did not settle. */
export const reconciliationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: requireRole('admin') };

  route(app, contracts.adminReconciliationQueue, admin, async () => reconciliationQueue(app.ctx));

  route(app, contracts.adminRetryPaymentReconciliation, admin, async (request) => {
    await retryPayment(app.ctx, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  route(app, contracts.adminRetryRefundReconciliation, admin, async (request) => {
    await retryRefund(app.ctx, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  route(app, contracts.adminRetryRelease, admin, async (request) => {
    await retryRelease(app.ctx, actorOf(request), request.params.id);
    return { ok: true as const };
  });

  route(app, contracts.adminRetrySubMerchantSync, admin, async (request) => {
    await retrySubMerchant(app.ctx, actorOf(request), request.params.id);
    return { ok: true as const };
  });
};
