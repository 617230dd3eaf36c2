import {
  createPaymentLink,
  getPaymentLink,
  listPaymentLinks,
  updatePaymentLink,
} from '@kopru/domain/contracts/payment-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { dashboardDoor, type MerchantDoor, merchantApiDoor, sendWrite } from '../api-keys/merchant-doors.ts';
import * as links from './service.ts';

/** Payment links through one door; every operation needs a verified merchant (403 kyc_required). */
function paymentLinkRoutesFor(door: MerchantDoor): FastifyPluginAsyncZod {
  return async (app) => {
    const { ctx } = app;
    const merchantId = (request: Parameters<MerchantDoor['merchantOf']>[0]) => door.merchantOf(request).id;

    route(
      app,
      listPaymentLinks,
      door.verified,
      async (request) => links.listPaymentLinkPage(ctx, merchantId(request), request.query),
      door.mount,
    );
    route(
      app,
      createPaymentLink,
      door.verified,
      async (request, reply) =>
        sendWrite(door, request, reply, 201, (tx) =>
          links.insertNewPaymentLink(ctx, tx, merchantId(request), request.body),
        ),
      door.mount,
    );
    route(
      app,
      getPaymentLink,
      door.verified,
      async (request) => links.getPaymentLink(ctx, ctx.db, merchantId(request), request.params.id),
      door.mount,
    );
    route(
      app,
      updatePaymentLink,
      door.verified,
      async (request) => links.changePaymentLink(ctx, merchantId(request), request.params.id, request.body),
      door.mount,
    );
  };
}

/** The SME dashboard's payment links (/api/merchant/payment-links). */
export const paymentLinkRoutes = paymentLinkRoutesFor(dashboardDoor);
/** /v1/payment_links: the same operations for the merchant of a secret key. */
export const paymentLinkV1Routes = paymentLinkRoutesFor(merchantApiDoor);
