import { okSchema } from '@kopru/domain/schemas/common';
import {
  createWebhookEndpointRequest,
  resendDeliveryResponse,
  resendFailedRequest,
  resendFailedResponse,
  updateWebhookEndpointRequest,
  webhookAttemptListQuery,
  webhookAttemptListResponse,
  webhookEndpointListQuery,
  webhookEndpointListResponse,
  webhookEndpointSchema,
  webhookSecretResponse,
  webhookTestResponse,
} from '@kopru/domain/schemas/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { merchantOf, requireRole } from '../../plugins/session-guard.ts';
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
  plainWrite,
  regenerateWebhookSecret,
  updateWebhookEndpoint,
} from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const deliveryParams = idParams.extend({ deliveryId: z.string().min(1).max(64) });
const tags = ['webhooks'];

/** The Developers area's webhooks: endpoints, their secrets, test events and the delivery log. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const sme = requireRole('sme');
  const base = '/api/merchant/webhooks';
  const write = plainWrite(app.ctx);

  app.get(
    base,
    {
      onRequest: sme,
      schema: {
        tags,
        summary: 'Webhook endpoints, newest first (secrets are never returned)',
        querystring: webhookEndpointListQuery,
        response: { 200: webhookEndpointListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listWebhookEndpoints(app.ctx, merchantOf(request).id, request.query),
  );

  app.post(
    base,
    {
      onRequest: sme,
      schema: {
        tags,
        summary: 'Add an endpoint; the answer is the only time its signing secret is shown',
        body: createWebhookEndpointRequest,
        response: { 201: webhookSecretResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const result = await createWebhookEndpoint(app.ctx, write, actorOf(request, 'merchant'), request.body);
      return sendIdempotent(reply.header('cache-control', 'no-store'), result);
    },
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: sme,
      schema: {
        tags,
        summary: 'One endpoint',
        params: idParams,
        response: { 200: webhookEndpointSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getWebhookEndpoint(app.ctx, merchantOf(request).id, request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      onRequest: sme,
      schema: {
        tags,
        summary: 'Edit the URL, description or events, or enable or disable the endpoint',
        params: idParams,
        body: updateWebhookEndpointRequest,
        response: { 200: webhookEndpointSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await updateWebhookEndpoint(
          app.ctx,
          write,
          actorOf(request, 'merchant'),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    `${base}/:id`,
    {
      onRequest: sme,
      schema: {
        tags,
        summary: 'Delete the endpoint and its delivery log',
        params: idParams,
        response: { 200: okSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await deleteWebhookEndpoint(write, actorOf(request, 'merchant'), request.params.id),
      ),
  );

  app.post(
    `${base}/:id/secret`,
    {
      onRequest: sme,
      schema: {
        tags,
        summary: 'Regenerate the signing secret; the old one also signs for 24 hours',
        params: idParams,
        response: { 201: webhookSecretResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const result = await regenerateWebhookSecret(
        app.ctx,
        write,
        actorOf(request, 'merchant'),
        request.params.id,
      );
      return sendIdempotent(reply.header('cache-control', 'no-store'), result);
    },
  );

  app.post(
    `${base}/:id/test`,
    {
      onRequest: sme,
      schema: {
        tags,
        summary: 'Send a webhook.test event now and answer with the attempt',
        params: idParams,
        response: { 200: webhookTestResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => testWebhookEndpoint(app.ctx, actorOf(request, 'merchant'), request.params.id),
  );

  app.get(
    `${base}/:id/attempts`,
    {
      onRequest: sme,
      schema: {
        tags,
        summary: 'The delivery log: every attempt, newest first',
        params: idParams,
        querystring: webhookAttemptListQuery,
        response: { 200: webhookAttemptListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listWebhookAttempts(app.ctx, merchantOf(request).id, request.params.id, request.query),
  );

  app.post(
    `${base}/:id/deliveries/:deliveryId/resend`,
    {
      onRequest: sme,
      schema: {
        tags,
        summary: 'Send one event again',
        params: deliveryParams,
        response: { 200: resendDeliveryResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      return sendIdempotent(
        reply,
        await resendWebhookDelivery(app.ctx, write, actorOf(request, 'merchant'), id, deliveryId),
      );
    },
  );

  app.post(
    `${base}/:id/resend-failed`,
    {
      onRequest: sme,
      schema: {
        tags,
        summary: 'Send again every delivery that failed, for events since a date',
        params: idParams,
        body: resendFailedRequest,
        response: { 200: resendFailedResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const since = new Date(request.body.since);
      return sendIdempotent(
        reply,
        await resendFailedWebhooks(app.ctx, write, actorOf(request, 'merchant'), request.params.id, since),
      );
    },
  );
};
