import {
  apiKeyListQuery,
  apiKeyListResponse,
  apiKeySchema,
  createApiKeyRequest,
  createdApiKeyResponse,
  rollApiKeyRequest,
  rolledApiKeyResponse,
} from '@kopru/domain/schemas/api-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { actorOf } from '../../plugins/actor.ts';
import { merchantOf, requireRole } from '../../plugins/session-guard.ts';
import { createApiKey, listMerchantApiKeys, revokeApiKey, rollApiKey } from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The Developers page's key management. Unverified merchants may create keys too (to read the
 * docs and try things); the /v1 endpoints apply the same KYC gating as the dashboard.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const sme = requireRole('sme');

  app.get(
    '/api/merchant/api-keys',
    {
      onRequest: sme,
      schema: {
        tags: ['api-keys'],
        summary: 'API keys, newest first (secrets are never returned)',
        querystring: apiKeyListQuery,
        response: { 200: apiKeyListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listMerchantApiKeys(app.ctx, merchantOf(request).id, request.query),
  );

  app.post(
    '/api/merchant/api-keys',
    {
      onRequest: sme,
      schema: {
        tags: ['api-keys'],
        summary: 'Create a key; the answer is the only time the secret is shown',
        body: createApiKeyRequest,
        response: { 201: createdApiKeyResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(app.ctx, actorOf(request, 'merchant'), request.body);
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.post(
    '/api/merchant/api-keys/:id/roll',
    {
      onRequest: sme,
      schema: {
        tags: ['api-keys'],
        summary: 'Replace the secret; the old one works until the grace period ends',
        params: idParams,
        body: rollApiKeyRequest,
        response: { 201: rolledApiKeyResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const rolled = await rollApiKey(
        app.ctx,
        actorOf(request, 'merchant'),
        request.params.id,
        request.body.grace,
      );
      return reply.code(201).header('cache-control', 'no-store').send(rolled);
    },
  );

  app.post(
    '/api/merchant/api-keys/:id/revoke',
    {
      onRequest: sme,
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke a key at once',
        params: idParams,
        response: { 200: apiKeySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => revokeApiKey(app.ctx, actorOf(request, 'merchant'), request.params.id),
  );
};
