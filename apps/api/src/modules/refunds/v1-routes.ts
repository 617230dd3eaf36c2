import { v1IdParams } from '@kopru/domain/schemas/merchant-api';
import {
  refundListQuery,
  refundListResponse,
  refundPostHeaders,
  refundSchema,
  v1CreateRefundRequest,
} from '@kopru/domain/schemas/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { actorOf } from '../../plugins/actor.ts';
import { apiMerchantOf } from '../api-keys/authenticate.ts';
import { sendIdempotent } from '../idempotency/http.ts';
import { getMerchantRefund, merchantRefundPage } from './listing.ts';
import { createRefund } from './service.ts';

const tags = ['Refunds'];

/** /v1/refunds: give back all or part of a succeeded payment, as in the dashboard. */
export const refundV1Routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refunds',
    {
      schema: {
        tags,
        operationId: 'createRefund',
        summary: 'Refund a payment',
        description:
          'Refunds `amount` (default: all that is left) of a succeeded payment, any number of times up to the amount paid. The amount leaves your available balance; the fee is not returned. Requires an `Idempotency-Key`. 201 with `status` `succeeded`, `failed`, or `pending` while the acquirer has not answered. 409 `refund_exceeds_payment`, `refund_exceeds_balance` or `payment_not_refundable`; 404 for a payment that is not yours.',
        headers: refundPostHeaders,
        body: v1CreateRefundRequest,
        response: { 201: refundSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { paymentId, amount, reason } = request.body;
      const result = await createRefund(app.ctx, actorOf(request, 'merchant'), {
        paymentId,
        amount,
        reason,
        idempotencyKey: request.headers['idempotency-key'],
        log: request.log,
      });
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/refunds',
    {
      schema: {
        tags,
        operationId: 'listRefunds',
        summary: 'List refunds',
        description: 'Newest first; `paymentId` gives one payment’s refunds.',
        querystring: refundListQuery,
        response: { 200: refundListResponse, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => merchantRefundPage(app.ctx, apiMerchantOf(request).id, request.query),
  );

  app.get(
    '/refunds/:id',
    {
      schema: {
        tags,
        operationId: 'getRefund',
        summary: 'Retrieve a refund',
        params: v1IdParams,
        response: { 200: refundSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => getMerchantRefund(app.ctx, apiMerchantOf(request).id, request.params.id),
  );
};
