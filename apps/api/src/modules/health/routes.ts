import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lastAcquirerCheck } from '../payments/acquirer-check.ts';

/** Redis is not needed to serve (rate limits fail open): reported, never a reason for 503. */
const redisState = z.enum(['off', 'up', 'down']);
/**
 * The acquirer's last answer to our keys (modules/payments/acquirer-check.ts), refreshed in the
 * background: reported, never a reason for 503 (the consoles and pages still serve).
 */
const acquirerState = z.enum(['sandbox', 'ok', 'refused', 'unreachable', 'unchecked']);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        hide: true,
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.string(),
            redis: redisState,
            acquirer: acquirerState,
          }),
          503: z.object({
            status: z.literal('unavailable'),
            database: z.string(),
            redis: redisState,
            acquirer: acquirerState,
          }),
        },
      },
    },
    async (_request, reply) => {
      const redis: 'off' | 'up' | 'down' = app.ctx.redis?.state() ?? 'off';
      const acquirer = lastAcquirerCheck(app.ctx);
      try {
        await app.ctx.db.execute(sql`select 1`);
        return { status: 'ready' as const, database: app.ctx.dbKind, redis, acquirer };
      } catch (error) {
        app.log.warn({ err: error, event: 'not_ready' }, 'readiness check failed: database unreachable');
        return reply
          .code(503)
          .send({ status: 'unavailable' as const, database: app.ctx.dbKind, redis, acquirer });
      }
    },
  );
};
