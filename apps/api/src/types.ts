import type { AppContext } from './context.ts';
import type { ApiKeyAuth } from './modules/api-keys/authenticate.ts';
import type { RequestAuth } from './modules/auth/guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The secret key of a /v1 request, once identified. */
    apiKey: ApiKeyAuth | null;
  }
}
