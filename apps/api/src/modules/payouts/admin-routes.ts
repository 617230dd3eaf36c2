import * as contracts from '@kopru/domain/contracts/payouts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRole, sessionOf } from '../../plugins/session-guard.ts';
import { decidePayout, getAdminPayout, listAdminPayouts, type PayoutDecision } from './admin-service.ts';

/** The admin's payout queue, history and decisions. */
export const payoutAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: requireRole('admin') };

  route(app, contracts.adminListPayouts, admin, async (request) => listAdminPayouts(app.ctx, request.query));

  route(app, contracts.adminGetPayout, admin, async (request) => getAdminPayout(app.ctx, request.params.id));

  const decide = (request: FastifyRequest, id: string, decision: PayoutDecision) =>
    decidePayout(app.ctx, sessionOf(request), id, decision, { ip: request.ip });

  route(app, contracts.adminApprovePayout, admin, async (request) =>
    decide(request, request.params.id, { action: 'approve' }),
  );

  route(app, contracts.adminMarkPayoutPaid, admin, async (request) =>
    decide(request, request.params.id, { action: 'markPaid', bankReference: request.body.bankReference }),
  );

  route(app, contracts.adminRejectPayout, admin, async (request) =>
    decide(request, request.params.id, { action: 'reject', reason: request.body.reason }),
  );

  route(app, contracts.adminMarkPayoutFailed, admin, async (request) =>
    decide(request, request.params.id, { action: 'markFailed', reason: request.body.reason }),
  );
};
