import type { AppContext } from './context.ts';
import type { RequestAuth } from './modules/auth/guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}
