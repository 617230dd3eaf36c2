import swagger from '@fastify/swagger';
import { apiOpenApi } from '@kopru/domain/contracts/documents';
import type { ReplyOf } from '@kopru/domain/contracts/endpoint';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { route } from '../lib/contract-route.ts';

type RouteSchema = Parameters<typeof jsonSchemaTransform>[0]['schema'];
type Transformed = ReturnType<typeof jsonSchemaTransform>;

/**
 * fastify-type-provider-zod keeps only the description and content of a response described by
 * media type; the headers a file answer declares (Content-Disposition, lib/contract-route.ts) are
 * put back here, already JSON schemas.
 */
function withResponseHeaders(transformed: Transformed, schema: RouteSchema): Transformed {
  const responses = (schema as { response?: Record<string, { headers?: unknown }> } | undefined)?.response;
  const out = (transformed.schema as { response?: Record<string, object> } | undefined)?.response;
  if (!responses || !out) return transformed;
  for (const [status, response] of Object.entries(responses)) {
    const documented = out[status];
    if (response?.headers && documented) out[status] = { ...documented, headers: response.headers };
  }
  return transformed;
}

/** OpenAPI 3.1 document generated from the routes' zod schemas, served at /api/openapi.json. */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Köprü API',
        version: '1.0.0',
        description: 'Dashboard API (/api), public checkout API (/api/public) and merchant API (/v1).',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'kopru.session_token' },
          secretKey: { type: 'http', scheme: 'bearer', description: 'Secret API key sk_live_… or sk_test_…' },
        },
      },
    },
    transform: (document) => withResponseHeaders(jsonSchemaTransform(document), document.schema),
    transformObject: jsonSchemaTransformObject,
  });
  route(app, apiOpenApi, {}, async () => app.swagger() as ReplyOf<typeof apiOpenApi>);
});
