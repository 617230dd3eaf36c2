import { v1IdParams, v1PostHeaders } from '@kopru/domain/schemas/merchant-api';
import {
  createPayoutRequest,
  payoutListQuery,
  payoutListResponse,
  payoutSchema,
} from '@kopru/domain/schemas/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { apiMerchantOf, requireVerifiedApiMerchant } from '../api-keys/authenticate.ts';
import { runMerchantWrite, sendIdempotent } from '../idempotency/http.ts';
import { merchantPayout, merchantPayoutPage } from './listing.ts';
import { cancelPayoutIn, refusingOverdraw, reservePayout } from './service.ts';

const tags = ['Payouts'];

/** /v1/payouts: withdrawals to the bank account of the approved KYC, as in the dashboard. */
export const payoutV1Routes: FastifyPluginAsyncZod = async (app) => {
  const verified = requireVerifiedApiMerchant();

  app.post(
    '/payouts',
    {
      preHandler: verified,
      schema: {
        tags,
        operationId: 'createPayout',
        summary: 'Request a payout',
        description:
          'Reserves `amount` of the available balance in `currency` and asks for a transfer to the bank account of the approved KYC. Requires an `Idempotency-Key`. 409 `insufficient_balance` when the available balance is lower.',
        headers: v1PostHeaders,
        body: createPayoutRequest,
        response: { 201: payoutSchema, ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, 'merchant');
      const result = await refusingOverdraw(app.ctx, actor.merchantId, request.body.currency, () =>
        runMerchantWrite(
          app.ctx,
          request,
          actor.merchantId,
          async (tx) => ({ status: 201, body: await reservePayout(app.ctx, tx, actor, request.body) }),
          { required: true },
        ),
      );
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/payouts',
    {
      preHandler: verified,
      schema: {
        tags,
        operationId: 'listPayouts',
        summary: 'List payouts',
        description: 'Newest first.',
        querystring: payoutListQuery,
        response: { 200: payoutListResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => merchantPayoutPage(app.ctx.db, apiMerchantOf(request).id, request.query),
  );

  app.get(
    '/payouts/:id',
    {
      preHandler: verified,
      schema: {
        tags,
        operationId: 'retrievePayout',
        summary: 'Retrieve a payout',
        params: v1IdParams,
        response: { 200: payoutSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => merchantPayout(app.ctx.db, apiMerchantOf(request).id, request.params.id),
  );

  app.post(
    '/payouts/:id/cancel',
    {
      preHandler: verified,
      schema: {
        tags,
        operationId: 'cancelPayout',
        summary: 'Cancel a payout',
        description:
          'Only while it is `requested` (nobody has approved it yet); the money returns to the available balance.',
        headers: v1PostHeaders,
        params: v1IdParams,
        body: z.object({}).strict().nullish().meta({ description: 'No fields; an empty body is fine.' }),
        response: { 200: payoutSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, 'merchant');
      const result = await runMerchantWrite(app.ctx, request, actor.merchantId, async (tx) => ({
        status: 200,
        body: await cancelPayoutIn(app.ctx, tx, actor, request.params.id),
      }));
      return sendIdempotent(reply, result);
    },
  );
};
