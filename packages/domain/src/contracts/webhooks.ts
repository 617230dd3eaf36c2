import { z } from 'zod';
import { okSchema } from '../schemas/common.ts';
import { v1IdParams, v1PostHeaders } from '../schemas/merchant-api.ts';
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
} from '../schemas/webhooks.ts';
import { endpoint } from './endpoint.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const deliveryParams = idParams.extend({ deliveryId: z.string().min(1).max(64) });
const v1DeliveryParams = v1IdParams.extend({ deliveryId: z.string().min(1).max(64) });
const emptyBody = z.object({}).strict().nullish().meta({ description: 'No fields; an empty body is fine.' });
const tags = ['Webhook endpoints'];

/** Webhook endpoints: the Developers area (signed-in SME) and /v1/webhook_endpoints (secret key). */
export const listWebhookEndpoints = endpoint({
  method: 'GET',
  path: '/api/merchant/webhooks',
  permission: 'webhooks.read',
  query: webhookEndpointListQuery,
  responses: { 200: webhookEndpointListResponse },
  errors: [400, 401, 403, 404],
  summary: 'List webhook endpoints',
  description: 'Newest first. Secrets are never returned.',
  tags,
  v1: { path: '/v1/webhook_endpoints', operationId: 'listWebhookEndpoints', errors: [400, 401, 404, 429] },
});

export const createWebhookEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant/webhooks',
  permission: 'webhooks.manage',
  body: createWebhookEndpointRequest,
  responses: { 201: webhookSecretResponse },
  errors: [400, 401, 403, 409],
  summary: 'Create a webhook endpoint',
  description:
    "The answer holds `secret` (`whsec_…`), the signing secret: it is shown this once. The URL must be https and reach a public address. An endpoint acts for its maker (the signed-in member, or the key's maker within the key's permissions): each event type needs the read permission of its object and `payerDetails` needs payments.payerDetails, else 403 `webhook_endpoint_exceeds_role`; it stops when its maker leaves the team or is moved to a role below it.",
  tags,
  v1: {
    path: '/v1/webhook_endpoints',
    operationId: 'createWebhookEndpoint',
    headers: v1PostHeaders,
    errors: [400, 401, 409, 422, 429],
  },
});

export const getWebhookEndpoint = endpoint({
  method: 'GET',
  path: '/api/merchant/webhooks/:id',
  permission: 'webhooks.read',
  params: idParams,
  responses: { 200: webhookEndpointSchema },
  errors: [401, 403, 404],
  summary: 'Retrieve a webhook endpoint',
  tags,
  v1: {
    path: '/v1/webhook_endpoints/:id',
    params: v1IdParams,
    operationId: 'retrieveWebhookEndpoint',
    errors: [401, 404, 429],
  },
});

export const updateWebhookEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/merchant/webhooks/:id',
  permission: 'webhooks.manage',
  params: idParams,
  body: updateWebhookEndpointRequest,
  responses: { 200: webhookEndpointSchema },
  errors: [400, 401, 403, 404],
  summary: 'Update a webhook endpoint',
  description:
    '`url`, `description`, `events`, `payerDetails`, or `enabled`: false stops deliveries (waiting ones fail and can be resent), true resumes them. Changing `url`, `events` or `payerDetails`, or turning it on, needs the caller to read all it then receives (403 `webhook_endpoint_exceeds_role`) and makes the caller its maker; turning it off needs the caller to read all it receives (403 `webhook_endpoint_beyond_role`).',
  tags,
  v1: {
    path: '/v1/webhook_endpoints/:id',
    params: v1IdParams,
    operationId: 'updateWebhookEndpoint',
    errors: [400, 401, 403, 404, 422, 429],
  },
});

export const deleteWebhookEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/merchant/webhooks/:id',
  permission: 'webhooks.manage',
  params: idParams,
  responses: { 200: okSchema },
  errors: [401, 403, 404],
  summary: 'Delete a webhook endpoint',
  description:
    'Its delivery log goes with it; the events stay on /v1/events. Only for a caller who may read all the endpoint receives (403 `webhook_endpoint_beyond_role`).',
  tags,
  v1: {
    path: '/v1/webhook_endpoints/:id',
    params: v1IdParams,
    operationId: 'deleteWebhookEndpoint',
    errors: [401, 403, 404, 429],
  },
});

export const rotateWebhookSecret = endpoint({
  method: 'POST',
  path: '/api/merchant/webhooks/:id/secret',
  permission: 'webhooks.manage',
  params: idParams,
  responses: { 201: webhookSecretResponse },
  errors: [401, 403, 404],
  summary: 'Regenerate the signing secret',
  description:
    'The answer holds the new `secret`, shown this once. For 24 hours every request is signed with both the new and the previous secret. Only for a caller who may read all the endpoint receives (403 `webhook_endpoint_exceeds_role`).',
  tags,
  v1: {
    path: '/v1/webhook_endpoints/:id/rotate_secret',
    params: v1IdParams,
    headers: v1PostHeaders,
    body: emptyBody,
    operationId: 'rotateWebhookSecret',
    errors: [400, 401, 404, 422, 429],
  },
});

export const testWebhookEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant/webhooks/:id/test',
  permission: 'webhooks.manage',
  params: idParams,
  responses: { 200: webhookTestResponse },
  errors: [401, 403, 404],
  summary: 'Send a test event',
  description:
    'Sends a signed `webhook.test` event now and answers with the attempt (status code, duration, response excerpt). It is logged but never retried.',
  tags,
  v1: {
    path: '/v1/webhook_endpoints/:id/test',
    params: v1IdParams,
    headers: v1PostHeaders,
    body: emptyBody,
    operationId: 'testWebhookEndpoint',
    errors: [400, 401, 404, 422, 429],
  },
});

export const listWebhookAttempts = endpoint({
  method: 'GET',
  path: '/api/merchant/webhooks/:id/attempts',
  permission: 'webhooks.read',
  params: idParams,
  query: webhookAttemptListQuery,
  responses: { 200: webhookAttemptListResponse },
  errors: [400, 401, 403, 404],
  summary: 'List delivery attempts',
  description: 'The delivery log of the endpoint, newest first.',
  tags,
  v1: {
    path: '/v1/webhook_endpoints/:id/attempts',
    params: v1IdParams,
    operationId: 'listWebhookAttempts',
    errors: [400, 401, 404, 429],
  },
});

export const resendWebhookDelivery = endpoint({
  method: 'POST',
  path: '/api/merchant/webhooks/:id/deliveries/:deliveryId/resend',
  permission: 'webhooks.manage',
  params: deliveryParams,
  responses: { 200: resendDeliveryResponse },
  errors: [401, 403, 404, 409],
  summary: 'Resend one event',
  description:
    'Queues the delivery again with a fresh retry schedule. 409 `webhook_endpoint_disabled` while the endpoint is disabled, 409 `webhook_event_not_subscribed` when it no longer receives the event type.',
  tags,
  v1: {
    path: '/v1/webhook_endpoints/:id/deliveries/:deliveryId/resend',
    params: v1DeliveryParams,
    headers: v1PostHeaders,
    body: emptyBody,
    operationId: 'resendWebhookDelivery',
    errors: [400, 401, 404, 409, 422, 429],
  },
});

export const resendFailedWebhooks = endpoint({
  method: 'POST',
  path: '/api/merchant/webhooks/:id/resend-failed',
  permission: 'webhooks.manage',
  params: idParams,
  body: resendFailedRequest,
  responses: { 200: resendFailedResponse },
  errors: [400, 401, 403, 404, 409],
  summary: 'Resend failed deliveries',
  description: 'Queues again every failed delivery of events created since `since`.',
  tags,
  v1: {
    path: '/v1/webhook_endpoints/:id/resend_failed',
    params: v1IdParams,
    headers: v1PostHeaders,
    operationId: 'resendFailedWebhooks',
    errors: [400, 401, 404, 409, 422, 429],
  },
});
