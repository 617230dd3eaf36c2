import { AppError } from '@kopru/domain/errors';
import {
  adminRefundListQuery,
  adminRefundListResponse,
  adminRefundSchema,
  createRefundRequest,
  refundListQuery,
  refundListResponse,
  refundPostHeaders,
  refundSchema,
} from '@kopru/domain/schemas/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { actorOf } from '../../plugins/actor.ts';
import { merchantOf, requireRole } from '../../plugins/session-guard.ts';
import { sendIdempotent } from '../idempotency/http.ts';
import { adminRefundPage, merchantRefundPage } from './listing.ts';
import { toAdminRefund } from './mapping.ts';
import { findRefund } from './repository.ts';
import { createRefund } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** Refunds in the SME dashboard (on a transaction) and in the admin console. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const sme = requireRole('sme');

  app.post(
    '/api/merchant/payments/:id/refunds',
    {
      onRequest: sme,
      schema: {
        tags: ['refunds'],
        summary:
          'Refund all or part of a succeeded payment from the available balance (the fee is not returned); needs an Idempotency-Key',
        params: idParams,
        headers: refundPostHeaders,
        body: createRefundRequest,
        response: { 201: refundSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const result = await createRefund(app.ctx, actorOf(request, 'merchant'), {
        ...request.body,
        paymentId: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
        log: request.log,
      });
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/api/merchant/refunds',
    {
      onRequest: sme,
      schema: {
        tags: ['refunds'],
        summary: "The merchant's refunds, newest first; `paymentId` for one transaction's",
        querystring: refundListQuery,
        response: { 200: refundListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => merchantRefundPage(app.ctx, merchantOf(request).id, request.query),
  );

  app.get(
    '/api/admin/refunds',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "All merchants' refunds, newest first",
        querystring: adminRefundListQuery,
        response: { 200: adminRefundListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => adminRefundPage(app.ctx, request.query),
  );

  app.get(
    '/api/admin/refunds/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'One refund',
        params: idParams,
        response: { 200: adminRefundSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findRefund(app.ctx.db, { id: request.params.id });
      if (!row) throw new AppError('not_found');
      return toAdminRefund(row);
    },
  );
};
