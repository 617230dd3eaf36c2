import rateLimit from '@fastify/rate-limit';
import { AppError } from '@kopru/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-IP limits on the API (routes tighten them with `config.rateLimit`); static files are not counted.
 * The store is in process memory: with several replicas each counts on its own.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { env } = app.ctx;
  if (!env.RATE_LIMIT_ENABLED) return;
  await app.register(rateLimit, {
    global: true,
    max: env.API_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api') && !request.url.startsWith('/v1'),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
});
