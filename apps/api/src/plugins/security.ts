import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { AppError } from '@kopru/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers with a strict CSP, CORS for the three app origins, and an Origin check on
 * every write except the bearer-key /v1 routes (CSRF defence beside SameSite=Lax cookies).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { env } = app.ctx;
  const appOrigins = [
    ...new Set([env.MERCHANT_ORIGIN, env.ADMIN_ORIGIN, env.CHECKOUT_ORIGIN, env.PUBLIC_URL]),
  ];

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix dialogs inject a <style> element to lock page scrolling; scripts stay 'self' only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...appOrigins],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: env.PUBLIC_URL.startsWith('https://'),
  });

  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || appOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['content-type', 'idempotency-key', 'authorization', 'x-request-id'],
    exposedHeaders: [
      'x-request-id',
      'idempotent-replayed',
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
      'retry-after',
    ],
  });

  // Decided on the route the router matched, so `/%61pi/...` or `//api/...` cannot skip it; a
  // write that matches no route is checked too (deny by default).
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!unsafeMethods.has(request.method) || config?.bearerOnly) return;
    // A bank's 3-D Secure page posts here: verified by our signed state instead; no session.
    if (config?.crossSiteCallback) return;
    const origin = request.headers.origin;
    if (!origin || origin === ownOrigin(request) || appOrigins.includes(origin)) return;
    // Names the address to open instead, for the page's message (PUBLIC_URL is public anyway).
    throw new AppError('forbidden', { reason: 'origin', address: new URL(env.PUBLIC_URL).origin });
  });
});

/**
 * The origin the browser used to reach us (`127.0.0.1`, a LAN address, a proxy's name): a page
 * we served posting back to the address it came from is same-origin, not cross-site. Fastify
 * reads `X-Forwarded-Proto`/`-Host` for these only when `TRUST_PROXY` is set.
 */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
