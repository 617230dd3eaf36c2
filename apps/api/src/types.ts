import type { Endpoint } from '@kopru/domain/contracts/endpoint';
import type { AppContext } from './context.ts';
import type { Mount } from './lib/contract-route.ts';
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
    /** The endpoint description the route was registered from (lib/contract-route.ts). */
    contract?: Endpoint;
    /** Which door of the description: the dashboard path or its /v1 twin. */
    mount?: Mount;
  }
  interface FastifyInstance {
    ctx: AppContext;
    loadSession: LoadSession;
    /** Every route as registered, with the endpoint description it came from (if any). */
    routeTable: { method: string | string[]; url: string; contract: Endpoint | undefined }[];
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The secret key of a /v1 request, once identified. */
    apiKey: ApiKeyAuth | null;
  }
}
