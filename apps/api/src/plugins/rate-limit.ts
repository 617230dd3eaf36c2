import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '@kopru/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Per-IP limits on the API (routes tighten them with `config.rateLimit`); static files are not counted.
 * A /v1 request with a valid secret key (resolved by the merchant API's onRequest hook, which
 * runs before this route-level one) is counted per key instead, with its own limit.
 * Headers follow the IETF draft: RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After.
 * With REDIS_URL the counts are in Redis, so N replicas enforce each limit together; when Redis
 * does not answer the request is served uncounted (fail open; lib/redis.ts logs the outage).
 * Without it they are in process memory: with several replicas each counts on its own.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { env, redis } = app.ctx;
  if (!env.RATE_LIMIT_ENABLED) return;
  await app.register(rateLimit, {
    ...(redis ? { redis: redis.client, nameSpace: `${redis.prefix}rl:`, skipOnError: true } : {}),
    global: true,
    enableDraftSpec: true,
    max: (request) => (request.apiKey ? env.API_KEY_RATE_LIMIT_PER_MINUTE : env.API_RATE_LIMIT_PER_MINUTE),
    keyGenerator: (request) => (request.apiKey ? `key:${request.apiKey.keyId}` : normalizeIP(request.ip)),
    timeWindow: '1 minute',
    // The matched route decides, never the raw URL: built pages and assets opt out by route config.
    allowList: (request) => request.routeOptions.config?.staticFile === true,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
});
