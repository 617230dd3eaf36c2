import type { AppContext } from './context.ts';
import type { ApiKeyAuth } from './modules/api-keys/authenticate.ts';
import type { LoadSession } from './plugins/session-guard.ts';
import type { RequestAuth } from './ports.ts';

declare module 'fastify' {
  /** Guards read these from the matched route, never from the raw URL (plugins/security.ts). */
  interface FastifyContextConfig {
    /** A built page or asset of the single-node apps: not rate limited. */
    staticFile?: boolean;
    /** Authenticated by a bearer secret key only (/v1): no cookie, so no Origin check. */
    bearerOnly?: boolean;
    /** A browser comes here from another site (a bank's 3-D Secure page): no Origin check. */
    crossSiteCallback?: boolean;
  }
  interface FastifyInstance {
    ctx: AppContext;
    loadSession: LoadSession;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The secret key of a /v1 request, once identified. */
    apiKey: ApiKeyAuth | null;
  }
}
