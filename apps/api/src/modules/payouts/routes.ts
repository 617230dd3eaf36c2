import {
  cancelPayout,
  createPayout,
  createPayoutQuote,
  getPayout,
  listPayouts,
  payoutDestination,
} from '@kopru/domain/contracts/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { dashboardDoor, type MerchantDoor, merchantApiDoor, sendWrite } from '../api-keys/merchant-doors.ts';
import { idempotencyKeyOf, runMerchantWrite, sendIdempotent } from '../idempotency/http.ts';
import { merchantPayout, merchantPayoutPage } from './listing.ts';
import { quotePayout } from './quotes.ts';
import { cancelPayoutIn, payoutAccount, refusingOverdraw, requestPayout, reservePayout } from './service.ts';

/** A merchant's payouts through one door; every operation needs a verified merchant (403 kyc_required). */
function payoutRoutesFor(door: MerchantDoor): FastifyPluginAsyncZod {
  return async (app) => {
    const { ctx } = app;
    const { db } = ctx;

    route(
      app,
      listPayouts,
      door.verified,
      async (request) => merchantPayoutPage(db, door.merchantOf(request).id, request.query),
      door.mount,
    );

    route(
      app,
      getPayout,
      door.verified,
      async (request) => merchantPayout(db, door.merchantOf(request).id, request.params.id),
      door.mount,
    );

    route(
      app,
      createPayoutQuote,
      door.verified,
      async (request, reply) =>
        reply.code(201).send(await quotePayout(ctx, door.merchantOf(request).id, request.body)),
      door.mount,
    );

    route(
      app,
      cancelPayout,
      door.verified,
      async (request, reply) =>
        sendWrite(door, request, reply, 200, (tx) =>
          cancelPayoutIn(ctx, tx, door.actorOf(request), request.params.id),
        ),
      door.mount,
    );
  };
}

/** The SME dashboard's payouts (/api/merchant/payouts). */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = dashboardDoor;
  await app.register(payoutRoutesFor(door));

  route(app, payoutDestination, door.verified, async (request) =>
    payoutAccount(app.ctx, door.merchantOf(request).id),
  );

  // The dashboard may send an Idempotency-Key (the payout form does); /v1 must.
  route(app, createPayout, door.verified, async (request, reply) =>
    sendIdempotent(
      reply,
      await requestPayout(app.ctx, door.actorOf(request), request.body, idempotencyKeyOf(request)),
    ),
  );
};

/** /v1/payouts: withdrawals to the bank account of the approved KYC, as in the dashboard. */
export const payoutV1Routes: FastifyPluginAsyncZod = async (app) => {
  const door = merchantApiDoor;
  await app.register(payoutRoutesFor(door));

  route(
    app,
    createPayout,
    door.verified,
    async (request, reply) => {
      const actor = door.actorOf(request);
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
    door.mount,
  );
};
