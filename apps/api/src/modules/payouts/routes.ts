import {
  createPayoutRequest,
  payoutAccountResponse,
  payoutListQuery,
  payoutListResponse,
  payoutSchema,
} from '@kopru/domain/schemas/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { merchantOf, requireVerifiedMerchant } from '../../plugins/session-guard.ts';
import { idempotencyKeyOf, sendIdempotent } from '../idempotency/http.ts';
import { merchantPayout, merchantPayoutPage } from './listing.ts';
import { cancelPayout, payoutAccount, requestPayout } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The SME's payouts; every route needs a verified merchant (403 kyc_required). */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireVerifiedMerchant();
  const { db } = app.ctx;

  app.get(
    '/api/merchant/payouts',
    {
      onRequest: guard,
      schema: {
        tags: ['payouts'],
        summary: "The merchant's payouts, newest first",
        querystring: payoutListQuery,
        response: { 200: payoutListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => merchantPayoutPage(db, merchantOf(request).id, request.query),
  );

  app.get(
    '/api/merchant/payouts/destination',
    {
      onRequest: guard,
      schema: {
        tags: ['payouts'],
        summary: 'Where payouts go: the bank and masked IBAN of the approved KYC',
        response: { 200: payoutAccountResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => payoutAccount(app.ctx, merchantOf(request).id),
  );

  app.post(
    '/api/merchant/payouts',
    {
      onRequest: guard,
      schema: {
        tags: ['payouts'],
        summary: 'Request a payout of available balance; honours an Idempotency-Key header',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(255).optional() }).passthrough(),
        body: createPayoutRequest,
        response: { 201: payoutSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await requestPayout(app.ctx, actorOf(request, 'merchant'), request.body, idempotencyKeyOf(request)),
      ),
  );

  app.get(
    '/api/merchant/payouts/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['payouts'],
        summary: 'One payout',
        params: idParams,
        response: { 200: payoutSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => merchantPayout(db, merchantOf(request).id, request.params.id),
  );

  app.post(
    '/api/merchant/payouts/:id/cancel',
    {
      onRequest: guard,
      schema: {
        tags: ['payouts'],
        summary: 'Cancel a payout nobody has approved yet; the money returns to available',
        params: idParams,
        response: { 200: payoutSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => cancelPayout(app.ctx, actorOf(request, 'merchant'), request.params.id),
  );
};
