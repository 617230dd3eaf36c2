import * as contracts from '@kopru/domain/contracts/refunds';
import { AppError } from '@kopru/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireRole } from '../../plugins/session-guard.ts';
import { dashboardDoor, merchantApiDoor } from '../api-keys/merchant-doors.ts';
import { sendIdempotent } from '../idempotency/http.ts';
import { adminRefundPage, getMerchantRefund, merchantRefundPage } from './listing.ts';
import { toAdminRefund } from './mapping.ts';
import { findRefund } from './repository.ts';
import { createRefund } from './service.ts';

/** Refunds in the SME dashboard (on a transaction) and in the admin console. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = dashboardDoor;

  route(app, contracts.createRefund, door.signedIn, async (request, reply) => {
    const result = await createRefund(app.ctx, door.actorOf(request), {
      ...request.body,
      paymentId: request.params.id,
      idempotencyKey: request.headers['idempotency-key'],
      log: request.log,
    });
    return sendIdempotent(reply, result);
  });

  route(app, contracts.listRefunds, door.signedIn, async (request) =>
    merchantRefundPage(app.ctx, door.merchantOf(request).id, request.query),
  );

  route(app, contracts.adminListRefunds, { onRequest: requireRole('admin') }, async (request) =>
    adminRefundPage(app.ctx, request.query),
  );

  route(app, contracts.adminGetRefund, { onRequest: requireRole('admin') }, async (request) => {
    const row = await findRefund(app.ctx.db, { id: request.params.id });
    if (!row) throw new AppError('not_found');
    return toAdminRefund(row);
  });
};

/** /v1/refunds: give back all or part of a succeeded payment, as in the dashboard. */
export const refundV1Routes: FastifyPluginAsyncZod = async (app) => {
  const door = merchantApiDoor;

  route(
    app,
    contracts.createRefundV1,
    door.signedIn,
    async (request, reply) => {
      const { paymentId, amount, reason } = request.body;
      const result = await createRefund(app.ctx, door.actorOf(request), {
        paymentId,
        amount,
        reason,
        idempotencyKey: request.headers['idempotency-key'],
        log: request.log,
      });
      return sendIdempotent(reply, result);
    },
    door.mount,
  );

  route(
    app,
    contracts.listRefunds,
    door.signedIn,
    async (request) => merchantRefundPage(app.ctx, door.merchantOf(request).id, request.query),
    door.mount,
  );

  route(
    app,
    contracts.getRefundV1,
    door.signedIn,
    async (request) => getMerchantRefund(app.ctx, door.merchantOf(request).id, request.params.id),
    door.mount,
  );
};
