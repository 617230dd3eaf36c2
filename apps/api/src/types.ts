import type { AppContext } from './context.ts';
import type { ApiKeyAuth } from './modules/api-keys/authenticate.ts';
import type { RequestAuth } from './modules/auth/guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyContextConfig {
    /** A browser comes here from another site (a bank's 3-D Secure page): no Origin check. */
    crossSiteCallback?: boolean;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The secret key of a /v1 request, once identified. */
    apiKey: ApiKeyAuth | null;
  }
}
