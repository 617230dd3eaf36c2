import swagger from '@fastify/swagger';
import { apiOpenApi } from '@kopru/domain/contracts/documents';
import type { ReplyOf } from '@kopru/domain/contracts/endpoint';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { route } from '../lib/contract-route.ts';

/** OpenAPI 3.1 document generated from the routes' zod schemas, served at /api/openapi.json. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Köprü API',
        version: '1.0.0',
        description: 'Dashboard API (/api), public checkout API (/api/public) and merchant API (/v1).',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'kopru.session_token' },
          secretKey: { type: 'http', scheme: 'bearer', description: 'Secret API key sk_live_… or sk_test_…' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  route(app, apiOpenApi, {}, async () => app.swagger() as ReplyOf<typeof apiOpenApi>);
});
