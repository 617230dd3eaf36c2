import * as contracts from '@kopru/domain/contracts/api-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { actorOf } from '../../plugins/actor.ts';
import { merchantOf, requireRole } from '../../plugins/session-guard.ts';
import { createApiKey, listMerchantApiKeys, revokeApiKey, rollApiKey } from './service.ts';

/**
 * The Developers page's key management. Unverified merchants may create keys too (to read the
 * docs and try things); the /v1 endpoints apply the same KYC gating as the dashboard.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const sme = { onRequest: requireRole('sme') };

  route(app, contracts.listApiKeys, sme, async (request) =>
    listMerchantApiKeys(app.ctx, merchantOf(request).id, request.query),
  );

  route(app, contracts.createApiKey, sme, async (request, reply) => {
    const created = await createApiKey(app.ctx, actorOf(request, 'merchant'), request.body);
    return reply.code(201).header('cache-control', 'no-store').send(created);
  });

  route(app, contracts.rollApiKey, sme, async (request, reply) => {
    const rolled = await rollApiKey(
      app.ctx,
      actorOf(request, 'merchant'),
      request.params.id,
      request.body.grace,
    );
    return reply.code(201).header('cache-control', 'no-store').send(rolled);
  });

  route(app, contracts.revokeApiKey, sme, async (request) =>
    revokeApiKey(app.ctx, actorOf(request, 'merchant'), request.params.id),
  );
};
