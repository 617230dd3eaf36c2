import { okSchema } from '@kopru/domain/schemas/common';
import { v1IdParams, v1PostHeaders } from '@kopru/domain/schemas/merchant-api';
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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { apiMerchantOf } from '../api-keys/authenticate.ts';
import { runMerchantCall, runMerchantWrite, sendIdempotent } from '../idempotency/http.ts';
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
  type WriteRunner,
} from './service.ts';

const tags = ['Webhook endpoints'];
const emptyBody = z.object({}).strict().nullish().meta({ description: 'No fields; an empty body is fine.' });
const deliveryParams = v1IdParams.extend({ deliveryId: z.string().min(1).max(64) });

/** /v1/webhook_endpoints: what the Developers area's webhooks page does, for code. */
export const webhookV1Routes: FastifyPluginAsyncZod = async (app) => {
  const base = '/webhook_endpoints';
  /** Idempotent when the request carries an Idempotency-Key. */
  const writeFor =
    (request: FastifyRequest): WriteRunner =>
    (work) =>
      runMerchantWrite(app.ctx, request, apiMerchantOf(request).id, work);

  app.post(
    base,
    {
      schema: {
        tags,
        operationId: 'createWebhookEndpoint',
        summary: 'Create a webhook endpoint',
        description:
          'The answer holds `secret` (`whsec_…`), the signing secret: it is shown this once. The URL must be https and reach a public address.',
        headers: v1PostHeaders,
        body: createWebhookEndpointRequest,
        response: { 201: webhookSecretResponse, ...errorResponses(400, 401, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await createWebhookEndpoint(
        app.ctx,
        writeFor(request),
        actorOf(request, 'merchant'),
        request.body,
      );
      return sendIdempotent(reply.header('cache-control', 'no-store'), result);
    },
  );

  app.get(
    base,
    {
      schema: {
        tags,
        operationId: 'listWebhookEndpoints',
        summary: 'List webhook endpoints',
        description: 'Newest first. Secrets are never returned.',
        querystring: webhookEndpointListQuery,
        response: { 200: webhookEndpointListResponse, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => listWebhookEndpoints(app.ctx, apiMerchantOf(request).id, request.query),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        operationId: 'retrieveWebhookEndpoint',
        summary: 'Retrieve a webhook endpoint',
        params: v1IdParams,
        response: { 200: webhookEndpointSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => getWebhookEndpoint(app.ctx, apiMerchantOf(request).id, request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        operationId: 'updateWebhookEndpoint',
        summary: 'Update a webhook endpoint',
        description:
          '`url`, `description`, `events`, or `enabled`: false stops deliveries (waiting ones fail and can be resent), true resumes them.',
        params: v1IdParams,
        body: updateWebhookEndpointRequest,
        response: { 200: webhookEndpointSchema, ...errorResponses(400, 401, 404, 422, 429) },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await updateWebhookEndpoint(
          app.ctx,
          writeFor(request),
          actorOf(request, 'merchant'),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        operationId: 'deleteWebhookEndpoint',
        summary: 'Delete a webhook endpoint',
        description: 'Its delivery log goes with it; the events stay on /v1/events.',
        params: v1IdParams,
        response: { 200: okSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await deleteWebhookEndpoint(writeFor(request), actorOf(request, 'merchant'), request.params.id),
      ),
  );

  app.post(
    `${base}/:id/rotate_secret`,
    {
      schema: {
        tags,
        operationId: 'rotateWebhookSecret',
        summary: 'Regenerate the signing secret',
        description:
          'The answer holds the new `secret`, shown this once. For 24 hours every request is signed with both the new and the previous secret.',
        headers: v1PostHeaders,
        params: v1IdParams,
        body: emptyBody,
        response: { 201: webhookSecretResponse, ...errorResponses(400, 401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await regenerateWebhookSecret(
        app.ctx,
        writeFor(request),
        actorOf(request, 'merchant'),
        request.params.id,
      );
      return sendIdempotent(reply.header('cache-control', 'no-store'), result);
    },
  );

  app.post(
    `${base}/:id/test`,
    {
      schema: {
        tags,
        operationId: 'testWebhookEndpoint',
        summary: 'Send a test event',
        description:
          'Sends a signed `webhook.test` event now and answers with the attempt (status code, duration, response excerpt). It is logged but never retried.',
        headers: v1PostHeaders,
        params: v1IdParams,
        body: emptyBody,
        response: { 200: webhookTestResponse, ...errorResponses(400, 401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, 'merchant');
      const result = await runMerchantCall(app.ctx, request, actor.merchantId, async () => ({
        status: 200,
        body: await testWebhookEndpoint(app.ctx, actor, request.params.id),
      }));
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    `${base}/:id/attempts`,
    {
      schema: {
        tags,
        operationId: 'listWebhookAttempts',
        summary: 'List delivery attempts',
        description: 'The delivery log of the endpoint, newest first.',
        params: v1IdParams,
        querystring: webhookAttemptListQuery,
        response: { 200: webhookAttemptListResponse, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      listWebhookAttempts(app.ctx, apiMerchantOf(request).id, request.params.id, request.query),
  );

  app.post(
    `${base}/:id/deliveries/:deliveryId/resend`,
    {
      schema: {
        tags,
        operationId: 'resendWebhookDelivery',
        summary: 'Resend one event',
        description:
          'Queues the delivery again with a fresh retry schedule. 409 `webhook_endpoint_disabled` while the endpoint is disabled.',
        headers: v1PostHeaders,
        params: deliveryParams,
        body: emptyBody,
        response: { 200: resendDeliveryResponse, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const result = await resendWebhookDelivery(
        app.ctx,
        writeFor(request),
        actorOf(request, 'merchant'),
        id,
        deliveryId,
      );
      return sendIdempotent(reply, result);
    },
  );

  app.post(
    `${base}/:id/resend_failed`,
    {
      schema: {
        tags,
        operationId: 'resendFailedWebhooks',
        summary: 'Resend failed deliveries',
        description: 'Queues again every failed delivery of events created since `since`.',
        headers: v1PostHeaders,
        params: v1IdParams,
        body: resendFailedRequest,
        response: { 200: resendFailedResponse, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const since = new Date(request.body.since);
      const result = await resendFailedWebhooks(
        app.ctx,
        writeFor(request),
        actorOf(request, 'merchant'),
        request.params.id,
        since,
      );
      return sendIdempotent(reply, result);
    },
  );
};
