import { merchantApiOpenApi } from '@kopru/domain/contracts/documents';
import type { Endpoint } from '@kopru/domain/contracts/endpoint';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { identifyApiKey, requireApiKey, requireKeyPermission } from './authenticate.ts';
import { merchantApiDocument } from './openapi-v1.ts';

export interface MerchantApiOptions {
  /** Route plugins of the merchant API; their paths are relative to /v1 (`/payment_links`). */
  routes: FastifyPluginAsyncZod[];
}

/**
 * Every /v1 route sits in this scope: it authenticates the secret key before anything else, is
 * rate limited per key (plugins/rate-limit.ts), refuses what the key's permissions do not cover
 * (the permission its contract names, as the consoles check a member's role), and must declare
 * a permission and response schemas (it fails at start-up otherwise) so the OpenAPI document and /docs/api cover it. No cookie, no Origin check:
 * /v1 is for servers. Add a resource by passing its route plugin in `routes` (see docs/api.md).
 */
export const merchantApiPlugin: FastifyPluginAsync<MerchantApiOptions> = async (app, { routes }) => {
  const { env } = app.ctx;
  route(app, merchantApiOpenApi, {}, async () => ({
    ...merchantApiDocument(app.swagger(), {
      publicUrl: env.PUBLIC_URL,
      rateLimitPerMinute: env.RATE_LIMIT_ENABLED ? env.API_KEY_RATE_LIMIT_PER_MINUTE : undefined,
    }),
  }));

  await app.register(
    async (v1: FastifyInstance) => {
      v1.addHook('onRequest', identifyApiKey);
      v1.addHook('preParsing', async (request, reply, payload) => {
        await requireApiKey(request, reply);
        requireKeyPermission(request);
        return payload;
      });
      v1.addHook('onRoute', (route) => {
        if (route.method === 'HEAD') return;
        if (!route.schema?.response) throw new Error(`${route.method} ${route.url} has no response schema`);
        const contract = (route.config as { contract?: Endpoint } | undefined)?.contract;
        if (!contract?.permission) throw new Error(`${route.method} ${route.url} names no permission`);
        route.schema = { security: [{ secretKey: [] }], ...route.schema };
        route.config = { ...route.config, bearerOnly: true };
      });
      for (const plugin of routes) await v1.register(plugin);
    },
    { prefix: '/v1' },
  );
};
