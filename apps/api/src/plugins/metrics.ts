import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { AppError } from '@kopru/domain/errors';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { type DbErrorKind, dbErrorEvents } from '../lib/db-errors.ts';

/** The business figures (modules/operations/metrics.ts), registered beside the HTTP ones. */
export interface MetricsOptions {
  addFigures(registry: Registry, log: FastifyBaseLogger): void;
}

/**
 * Prometheus metrics: process defaults, request counts and durations per route, `db_errors_total`
 * by kind (lib/db-errors.ts), and the business figures that `addFigures` registers
 * (modules/operations/metrics.ts).
 * Served only to monitoring: on METRICS_PORT (a listener of its own), or at /metrics with
 * `Authorization: Bearer METRICS_TOKEN`; with neither, not at all.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const { env } = app.ctx;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });

  const dbErrors = new Counter({
    name: 'db_errors_total',
    help: 'Database faults: connections lost, requests refused for an unreachable database, timeouts',
    labelNames: ['kind'],
    registers: [registry],
  });
  for (const kind of ['connection_lost', 'unavailable', 'timeout'] as const) dbErrors.inc({ kind }, 0);
  const countDbError = (kind: DbErrorKind) => dbErrors.inc({ kind });
  dbErrorEvents.on('fault', countDbError);
  app.addHook('onClose', async () => {
    dbErrorEvents.off('fault', countDbError);
  });
  options.addFigures(registry, app.log);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const token = env.METRICS_TOKEN ? Buffer.from(`Bearer ${env.METRICS_TOKEN}`) : undefined;
  const authorized = (header: string | undefined) => {
    if (!token) return true;
    const given = Buffer.from(header ?? '');
    return given.length === token.length && timingSafeEqual(given, token);
  };

  if (env.METRICS_PORT !== undefined) {
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer((request, response) => {
        if (request.url !== '/metrics' || request.method !== 'GET') return response.writeHead(404).end();
        if (!authorized(request.headers.authorization)) return response.writeHead(401).end();
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          () => response.writeHead(500).end(),
        );
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(env.METRICS_PORT, env.METRICS_HOST ?? env.HOST, () => resolve());
      });
      const address = listening.address();
      app.log.info({ event: 'metrics_listening', address }, 'metrics served on their own port');
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });
    return;
  }
  if (!token) return;
  // Limited like every route: a scraper asks a few times a minute, a token guesser far more.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers.authorization)) throw new AppError('unauthenticated');
    reply.type(registry.contentType);
    return registry.metrics();
  });
});
