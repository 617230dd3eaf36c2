import * as contracts from '@kopru/domain/contracts/webhooks';
import type { Permission } from '@kopru/domain/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { dashboardDoor, type MerchantDoor, merchantApiDoor } from '../api-keys/merchant-doors.ts';
import { sendIdempotent } from '../idempotency/http.ts';
import {
  listWebhookAttempts,
  resendFailedWebhooks,
  resendWebhookDelivery,
  testWebhookEndpoint,
} from './log-service.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  regenerateWebhookSecret,
  updateWebhookEndpoint,
} from './service.ts';

/** Webhook endpoints, their secrets, test events and the delivery log, through one door. */
function webhookRoutesFor(door: MerchantDoor): FastifyPluginAsyncZod {
  return async (app) => {
    const { ctx } = app;
    const hooks = door.signedIn;
    const on = door.mount;
    type Request = Parameters<MerchantDoor['merchantOf']>[0];
    const merchantId = (request: Request) => door.merchantOf(request).id;
    const may = (request: Request) => (permission: Permission) => door.permits(request, permission);
    const grantorOf = (request: Request) => ({ userId: door.makerOf(request), may: may(request) });

    route(
      app,
      contracts.listWebhookEndpoints,
      hooks,
      async (request) => listWebhookEndpoints(ctx, merchantId(request), request.query),
      on,
    );

    route(
      app,
      contracts.createWebhookEndpoint,
      hooks,
      async (request, reply) => {
        const result = await createWebhookEndpoint(
          ctx,
          door.writerFor(request),
          door.actorOf(request),
          grantorOf(request),
          request.body,
        );
        return sendIdempotent(reply.header('cache-control', 'no-store'), result);
      },
      on,
    );

    route(
      app,
      contracts.getWebhookEndpoint,
      hooks,
      async (request) => getWebhookEndpoint(ctx, merchantId(request), request.params.id),
      on,
    );

    route(
      app,
      contracts.updateWebhookEndpoint,
      hooks,
      async (request, reply) =>
        sendIdempotent(
          reply,
          await updateWebhookEndpoint(
            ctx,
            door.writerFor(request),
            door.actorOf(request),
            grantorOf(request),
            request.params.id,
            request.body,
          ),
        ),
      on,
    );

    route(
      app,
      contracts.deleteWebhookEndpoint,
      hooks,
      async (request, reply) =>
        sendIdempotent(
          reply,
          await deleteWebhookEndpoint(
            door.writerFor(request),
            door.actorOf(request),
            grantorOf(request),
            request.params.id,
          ),
        ),
      on,
    );

    route(
      app,
      contracts.rotateWebhookSecret,
      hooks,
      async (request, reply) => {
        const result = await regenerateWebhookSecret(
          ctx,
          door.writerFor(request),
          door.actorOf(request),
          grantorOf(request),
          request.params.id,
        );
        return sendIdempotent(reply.header('cache-control', 'no-store'), result);
      },
      on,
    );

    route(
      app,
      contracts.testWebhookEndpoint,
      hooks,
      async (request, reply) => {
        const actor = door.actorOf(request);
        const result = await door.runCall(request, () => testWebhookEndpoint(ctx, actor, request.params.id));
        return sendIdempotent(reply, result);
      },
      on,
    );

    route(
      app,
      contracts.listWebhookAttempts,
      hooks,
      async (request) =>
        listWebhookAttempts(ctx, merchantId(request), request.params.id, request.query, may(request)),
      on,
    );

    route(
      app,
      contracts.resendWebhookDelivery,
      hooks,
      async (request, reply) => {
        const { id, deliveryId } = request.params;
        return sendIdempotent(
          reply,
          await resendWebhookDelivery(ctx, door.writerFor(request), door.actorOf(request), id, deliveryId),
        );
      },
      on,
    );

    route(
      app,
      contracts.resendFailedWebhooks,
      hooks,
      async (request, reply) => {
        const since = new Date(request.body.since);
        return sendIdempotent(
          reply,
          await resendFailedWebhooks(
            ctx,
            door.writerFor(request),
            door.actorOf(request),
            request.params.id,
            since,
          ),
        );
      },
      on,
    );
  };
}

/** The Developers area's webhooks (/api/merchant/webhooks). */
export const webhookRoutes = webhookRoutesFor(dashboardDoor);
/** /v1/webhook_endpoints: what the Developers area's webhooks page does, for code. */
export const webhookV1Routes = webhookRoutesFor(merchantApiDoor);
